import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Answers } from '../../src/content/types';
import { ReviewerWorkspace } from '../../src/ui/second-opinion/ReviewerWorkspace';
import {
  critiqueAnswers,
  critiqueBank,
  critiqueValidators,
  decisionBank,
  forecastAnswers,
  samplePacket,
} from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

type WorkspaceProps = ComponentProps<typeof ReviewerWorkspace>;

/** The workspace with its answers held in state, as the app's container would hold them. */
function Workspace({
  startForecast = {},
  startCritique = {},
  given = false,
  ...props
}: Omit<
  WorkspaceProps,
  'packet' | 'forecast' | 'onForecastChange' | 'critique' | 'onCritiqueChange' | 'forecastGiven' | 'critiqueBank'
> & { startForecast?: Answers; startCritique?: Answers; given?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [forecast, setForecast] = useState(startForecast);
  const [critique, setCritique] = useState(startCritique);
  const [forecastGiven, setForecastGiven] = useState(given);
  return (
    <ReviewerWorkspace
      {...props}
      packet={samplePacket(lang)}
      critiqueBank={critiqueBank}
      critiqueValidators={critiqueValidators}
      forecast={forecast}
      onForecastChange={setForecast}
      forecastGiven={forecastGiven}
      onGiveForecast={(given) => {
        props.onGiveForecast(given);
        setForecastGiven(true);
      }}
      critique={critique}
      onCritiqueChange={setCritique}
    />
  );
}

const meta = {
  title: 'SecondOpinion/ReviewerWorkspace',
  component: Workspace,
  parameters: usage(
    'A reviewer’s work on a packet, beside its read-only checkpoint: first their own forecast on the decision bank’s locked stage (the app’s form engine), then, once it is given and fixed, the critique, then “Write response”. The critique and the response stay locked with a sentence why until the forecast is given. The investor’s forecast is never shown: the packet does not carry it, and the note says so.',
  ),
  args: {
    decisionBank,
    respondedAt: null,
    onGiveForecast: fn(),
    onWriteResponse: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof Workspace>;

export default meta;
type Story = StoryObj<typeof meta>;

const FORECAST = forecastAnswers('55', ['-20', '10'], 'CSI 300');

/** The first step: the forecast; the critique is locked, and Give my forecast with blanks marks them. */
export const ForecastFirst: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:workspace.critique.locked'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('opinions:workspace.response.write') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    await expect(args.onGiveForecast).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('opinions:workspace.forecast.problems'))).toBeVisible();
  },
};

/** With the forecast filled in, giving it opens the critique and takes the keyboard there. */
export const GivingTheForecastOpensTheCritique: Story = {
  args: { startForecast: FORECAST },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    await expect(args.onGiveForecast).toHaveBeenCalledWith(FORECAST);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('opinions:workspace.critique.title') })).toHaveFocus(),
    );
    await expect(canvas.queryByText(t('opinions:workspace.critique.locked'))).toBeNull();
    await expect(canvas.getByText(t('opinions:workspace.forecast.given'))).toBeVisible();
  },
};

/** The critique to finish: Write response with blanks marks them and writes nothing. */
export const CritiqueToFinish: Story = {
  args: { startForecast: FORECAST, given: true },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:workspace.response.write') }));
    await expect(args.onWriteResponse).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('opinions:workspace.critique.problems'))).toBeVisible();
  },
};

export const ResponseWritten: Story = {
  args: { startForecast: FORECAST, given: true, respondedAt: '2026-03-05T10:00:00.000Z' },
  render: (args, context) => <Workspace {...args} startCritique={critiqueAnswers(storyLocale(context))} />,
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:workspace.response.write') }));
    await expect(args.onWriteResponse).toHaveBeenCalled();
  },
};

/** A packet that came by e-mail invitation: Send to the one who asked, the file beside it. */
export const ByInvitation: Story = {
  args: { startForecast: FORECAST, given: true },
  render: (args, context) => (
    <Workspace
      {...args}
      startCritique={critiqueAnswers(storyLocale(context))}
      share={{ to: 'Chen Jing', sent: false, onSend: args.onWriteResponse }}
    />
  ),
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:workspace.response.sendIntro', { name: 'Chen Jing' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('opinions:workspace.response.download') })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('opinions:workspace.response.send', { name: 'Chen Jing' }) }),
    );
    await expect(args.onWriteResponse).toHaveBeenCalled();
  },
};

/** The response reached the one who asked: it says so, and the file stays on offer. */
export const SentByInvitation: Story = {
  args: { startForecast: FORECAST, given: true, respondedAt: '2026-03-05T10:00:00.000Z' },
  render: (args, context) => (
    <Workspace
      {...args}
      startCritique={critiqueAnswers(storyLocale(context))}
      share={{ to: 'Chen Jing', sent: true, onSend: () => {} }}
    />
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('opinions:workspace.response.sent', { name: 'Chen Jing' }),
    );
    await expect(
      canvas.queryByRole('button', { name: t('opinions:workspace.response.send', { name: 'Chen Jing' }) }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: t('opinions:workspace.response.download') })).toBeVisible();
  },
};

/** Writing the file failed: the caller's words at the top. */
export const WriteFailed: Story = {
  args: { startForecast: FORECAST, given: true, error: 'x' },
  render: (args, context) => (
    <Workspace
      {...args}
      startCritique={critiqueAnswers(storyLocale(context))}
      error={storyT(context)('opinions:workspace.response.writeFailed')}
    />
  ),
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyT(context)('opinions:workspace.response.writeFailed'),
    );
  },
};

/** On a phone the checkpoint comes first; "Skip to your forecast" takes the keyboard and the view there. */
export const OnPhone: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:workspace.toForecast') }));
    await expect(canvas.getByRole('heading', { name: t('opinions:workspace.forecast.title') })).toHaveFocus();
    // The baseline is of the whole page from its top, whatever the skip scrolled to.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const CritiqueOnPhone: Story = {
  args: { startForecast: FORECAST, given: true },
  decorators: [phoneWidth],
};
