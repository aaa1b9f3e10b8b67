import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ImpactComputation } from '../../src/studio/run-impact-in-worker';
import { StudioImpact } from '../../src/studio/StudioImpact';
import { storyT } from '../support';
import { EVALUATION, fakeStudioClient, SCHEDULE } from './fake-studio-client';
import { NO_IMPACT, SAMPLE_IMPACT } from './sample-impact';

/** Stand-ins for the worker: the sample diff, no change, or a failure. */
const computes: Record<string, ImpactComputation> = {
  moves: async () => ({ ok: true, diff: SAMPLE_IMPACT, ms: 840 }),
  none: async () => ({ ok: true, diff: NO_IMPACT, ms: 790 }),
  fails: async () => ({ ok: false, message: 'no question bank "decision-checkpoint"' }),
};

const EDITED = `{
  "bank": "decision-checkpoint",
  "stages": { "2": { "weight": 400, "base": 50 } },
  "ratings": [{ "key": "system" }, { "key": "stable" }, { "key": "cautious" }, { "key": "high-risk" }]
}
`;

/** The review schedule with its problem fixed: the rules pass the check, so the impact can be computed. */
const client = () => fakeStudioClient({ [SCHEDULE]: '{ "intervals": { "quarterly": { "months": 3 } } }\n' });

const meta = {
  title: 'Studio/Impact',
  component: StudioImpact,
  args: { client: client(), file: EVALUATION, text: EDITED, compute: computes.moves },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StudioImpact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Show impact gathers both sides through the client and shows what the computation returns. */
export const ShowImpact: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:impact.run') }));
    await expect(await canvas.findByRole('table', { name: t('studio:impact.matrix.decision') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('studio:impact.rerun') })).toBeEnabled();
  },
};

/** An edit that moves no score. */
export const NoChangeInScores: Story = {
  args: { compute: computes.none },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:impact.run') }));
    await expect(await canvas.findByText(t('studio:impact.empty'))).toBeVisible();
  },
};

/** The computation fails: the reason, and the button to try again. */
export const ComputationFails: Story = {
  args: { compute: computes.fails },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:impact.run') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('decision-checkpoint');
  },
};

/** Another rule file does not pass the check: the impact waits until it does, as the command line would. */
export const RulesWithProblems: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:impact.run') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('studio:impact.errors.ruleProblems', { count: 1 }),
    );
  },
};

/** Text that is not JSON is not scored. */
export const InvalidJson: Story = {
  args: { text: '{ "stages": ' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:impact.run') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
