import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DecisionShares } from '../../src/ui/second-opinion/DecisionShares';
import { SecondOpinionsPanel } from '../../src/ui/second-opinion/SecondOpinionsPanel';
import {
  critiqueBank,
  decisionBank,
  decisionShares,
  investorForecast,
  sampleOpinions,
  VERDICT_QUESTION_ID,
} from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/SecondOpinionsPanel',
  component: SecondOpinionsPanel,
  parameters: usage(
    'Beside a decision: each imported second opinion, newest first, with the reviewer and the day they responded, their verdict, their forecast next to the investor’s own (one row per forecast question) and their critique as read-only text with the critique bank’s labels. “Import a response” reports the chosen file; a refused file’s words come in as a prop. “Ask for a second opinion” is offered only for a completed decision, disabled with the reason otherwise.',
  ),
  args: {
    completed: true,
    decisionBank,
    investorForecast,
    opinions: [],
    critiqueBankOf: () => critiqueBank,
    verdictQuestionId: VERDICT_QUESTION_ID,
    onAsk: fn(),
    onImportFile: fn(),
  },
  render: (args, context) => (
    <div className="max-w-2xl">
      <SecondOpinionsPanel {...args} opinions={args.opinions.length > 0 ? sampleOpinions(storyLocale(context)) : []} />
    </div>
  ),
} satisfies Meta<typeof SecondOpinionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: what a second opinion is, Ask and Import; the chosen file is reported. */
export const Empty: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:panel.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:panel.ask') }));
    await expect(args.onAsk).toHaveBeenCalled();
    const file = new File(['{}'], 'response.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByTestId('file-input'), file);
    await expect(args.onImportFile).toHaveBeenCalledWith(file);
  },
};

/** A decision in progress: Ask is disabled and says why. */
export const NotCompleted: Story = {
  args: { completed: false, investorForecast: null },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const ask = within(canvasElement).getByRole('button', { name: t('opinions:panel.ask') });
    await expect(ask).toBeDisabled();
    await expect(ask).toHaveAccessibleDescription(t('opinions:panel.askDisabled'));
  },
};

/** Two reviewers: their forecasts beside the investor’s, the verdict, the critique. */
export const WithOpinions: Story = {
  args: { opinions: sampleOpinions('en') },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(2);
    // The newest first.
    await expect(articles[0]).toHaveTextContent('Li Ming');
    await expect(canvas.getAllByRole('table', { name: t('opinions:panel.forecasts') })).toHaveLength(2);
    await expect(canvasElement.textContent).toContain('70%');
    await expect(canvasElement.textContent).toContain('40%');
  },
};

export const ImportRefused: Story = {
  args: { opinions: sampleOpinions('en'), importError: 'x', onDismissImportError: fn() },
  render: (args, context) => (
    <div className="max-w-2xl">
      <SecondOpinionsPanel
        {...args}
        opinions={sampleOpinions(storyLocale(context))}
        importError={storyT(context)('errors:importNotJson')}
      />
    </div>
  ),
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:importNotJson'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:dismiss') }));
    await expect(args.onDismissImportError).toHaveBeenCalled();
  },
};

/** Where accounts meet: invitations by e-mail below Ask and Import, above the opinions. */
export const WithInvitations: Story = {
  args: { opinions: sampleOpinions('en') },
  render: (args, context) => (
    <div className="max-w-2xl">
      <SecondOpinionsPanel
        {...args}
        opinions={sampleOpinions(storyLocale(context))}
        sharing={
          <DecisionShares
            shares={decisionShares(storyLocale(context))}
            importedResponseIds={new Set(['response-share-3'])}
            completed={args.completed}
            onInvite={async () => true}
            onRevoke={() => {}}
            onAddResponse={() => {}}
          />
        }
      />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('opinions:panel.ask') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('opinions:invite.title') })).toBeVisible();
    await expect(canvas.getByLabelText(t('opinions:invite.email'))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const Importing: Story = {
  args: { importing: true },
};

export const OnPhone: Story = {
  args: { opinions: sampleOpinions('en') },
  decorators: [phoneWidth],
  render: (args, context) => <SecondOpinionsPanel {...args} opinions={sampleOpinions(storyLocale(context))} />,
};

export const NotCompletedOnPhone: Story = {
  args: { completed: false, investorForecast: null },
  decorators: [phoneWidth],
  render: (args) => <SecondOpinionsPanel {...args} />,
};
