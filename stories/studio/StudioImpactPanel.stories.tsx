import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImpactPanel } from '../../src/studio/ImpactPanel';
import { storyT } from '../support';
import { IMPACT_ORDERS, NO_IMPACT, SAMPLE_IMPACT } from './sample-impact';

const meta = {
  title: 'Studio/ImpactPanel',
  component: ImpactPanel,
  args: {
    state: { kind: 'ready', diff: SAMPLE_IMPACT, orders: IMPACT_ORDERS, ms: 840 },
    stale: false,
    onRun: fn(),
    base: 'HEAD',
    count: 1000,
    seed: 1,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImpactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not computed yet: one button asks for it, reachable by keyboard. */
export const NotComputed: Story = {
  args: { state: { kind: 'idle' } },
  play: async ({ args, canvasElement, context }) => {
    const t = storyT(context);
    const run = within(canvasElement).getByRole('button', { name: t('studio:impact.run') });
    run.focus();
    await expect(run).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRun).toHaveBeenCalled();
  },
};

/** Scoring both sides in the worker. */
export const Computing: Story = { args: { state: { kind: 'loading' } } };

/** A stage weight raised: the counts, both matrices, the histograms and the records that moved most. */
export const RatingsMove: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('studio:impact.counts.ratings')).nextSibling).toHaveTextContent('4');
    await expect(canvas.getByText(t('studio:impact.counts.types')).nextSibling).toHaveTextContent('1');
    const matrix = canvas.getByRole('table', { name: t('studio:impact.matrix.decision') });
    const row = within(matrix).getByRole('row', { name: /^stable/ });
    await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('1');
  },
};

/** The text changed since: the figures are dimmed and the panel asks for a new computation. */
export const OutOfDate: Story = { args: { stale: true } };

/** The edit moves no score. */
export const NoChange: Story = {
  args: { state: { kind: 'ready', diff: NO_IMPACT, orders: IMPACT_ORDERS, ms: 790 } },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('studio:impact.empty'))).toBeVisible();
  },
};

/** The rules do not pass the check, so the diff is not computed. */
export const Failed: Story = {
  args: {
    state: {
      kind: 'failed',
      message: 'The check finds problems in the scoring rules (2): fix them first.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
