import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Journal } from '../../src/ui/dashboard/Journal';
import { JournalFilters } from '../../src/ui/dashboard/JournalFilters';
import { NO_FILTER } from '../../src/ui/dashboard/journal-filter';
import { manyDecisions, mixedDecisions, sampleDecision } from '../../src/ui/dashboard/sample-decisions';
import { longListStory, storyT } from '../support';
import { describeTiming, Measured } from './Measured';

const meta = {
  title: 'Dashboard/Journal',
  component: Journal,
  args: { decisions: mixedDecisions, stageCount: 7, onNew: fn(), onOpen: fn(), onEvaluate: fn() },
} satisfies Meta<typeof Journal>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list')).getAllByRole('listitem');

export const Empty: Story = {
  args: { decisions: [] },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:journal.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:journal.new') }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

const completedSamples = mixedDecisions.filter((decision) => decision.completed);
const [overdueSample, upcomingSample, undatedSample] = completedSamples;
const storyNow = Date.parse('2027-03-01T12:00:00.000Z');

/** Completed decisions with their next review dates: one overdue, one upcoming, one with no date. */
export const DueForReview: Story = {
  args: {
    dueCount: 1,
    now: storyNow,
    onReview: fn(),
    reviewDates: new Map([
      [overdueSample?.id ?? '', '2027-02-20T09:00:00.000Z'],
      [upcomingSample?.id ?? '', '2027-05-20T09:00:00.000Z'],
      [undatedSample?.id ?? '', null],
    ]),
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const due = canvas.getByText(t('dashboard:journal.due'));
    await expect(due.nextSibling).toHaveTextContent('1');
    const rowOf = (name: string) =>
      rowsOf(canvasElement).find((row) => row.textContent?.includes(name)) ?? canvasElement;
    if (!overdueSample || !upcomingSample || !undatedSample) throw new Error('three completed samples');
    const overdueRow = within(rowOf(overdueSample.name));
    await expect(overdueRow.getByText(new RegExp(t('review:next.due', { date: '.+' })))).toBeVisible();
    await expect(
      within(rowOf(upcomingSample.name)).getByText(new RegExp(t('review:next.on', { date: '.+' }))),
    ).toBeVisible();
    await expect(within(rowOf(undatedSample.name)).getByText(t('review:next.none'))).toBeVisible();
    await userEvent.click(overdueRow.getByRole('button', { name: t('review:start') }));
    await expect(args.onReview).toHaveBeenCalledWith(overdueSample.id);
  },
};

export const Mixed: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(5);
    // Newest first: the last decision created heads the list.
    await expect(rows[0]).toHaveTextContent('Sell growth fund after drawdown');
    const completedRow = within(rows[3] as HTMLElement);
    await userEvent.click(completedRow.getByRole('button', { name: t('dashboard:journal.evaluate') }));
    await expect(args.onEvaluate).toHaveBeenCalledWith(mixedDecisions[1]?.id);
  },
};

/**
 * A reload, while the database opens: this browser's copy of the journal's first screen (its newest rows and
 * the counts of the whole journal), said to be opening, with New, the rows' buttons and the search disabled
 * until the database's rows take their place.
 */
export const Opening: Story = {
  args: {
    opening: true,
    counts: { total: 1234, completed: 987 },
    onReview: fn(),
    toolbar: (
      <JournalFilters filter={NO_FILTER} onChange={fn()} stageTitles={[]} ratings={[]} shown={1234} total={1234} />
    ),
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:journal.opening'))).toHaveAttribute('role', 'status');
    // The counts are the whole journal's, not the few rows kept.
    await expect(canvas.getByText(t('dashboard:journal.countValue', { value: 1234 }))).toBeVisible();
    await expect(canvas.getByText('987')).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:journal.new') }), { pointerEventsCheck: 0 });
    await expect(args.onNew).not.toHaveBeenCalled();
  },
};

/**
 * A long journal's newest page, loaded: its rows can be opened and New works, while the older decisions are
 * read behind them. The counts are the whole journal's; the filters wait for all the rows.
 */
export const ReadingOlder: Story = {
  args: {
    older: 'reading',
    counts: { total: 10000, completed: 7421 },
    toolbar: (
      <JournalFilters filter={NO_FILTER} onChange={fn()} stageTitles={[]} ratings={[]} shown={5} total={10000} />
    ),
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('dashboard:journal.readingOlder'))).toHaveAttribute('role', 'status');
    await expect(canvas.getByText(t('dashboard:journal.countValue', { value: 10_000 }))).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:journal.new') }));
    await expect(args.onNew).toHaveBeenCalledOnce();
    const [row] = rowsOf(canvasElement);
    await userEvent.click(within(row as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Reading the older decisions failed: the newest stay usable, and Retry reads the rest again. */
export const OlderFailed: Story = {
  args: { older: 'failed', onRetryOlder: fn(), counts: { total: 10000, completed: 7421 } },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('dashboard:journal.olderFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }));
    await expect(args.onRetryOlder).toHaveBeenCalledOnce();
  },
};

/** One story per row state: the buttons each state offers. */
function rowStory(decision: ReturnType<typeof sampleDecision>, buttons: string[]): Story {
  return {
    args: { decisions: [decision] },
    play: async ({ canvasElement, context }) => {
      const t = storyT(context);
      const [row] = rowsOf(canvasElement);
      const names = within(row as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent);
      await expect(names).toEqual(buttons.map((key) => t(key)));
    },
  };
}

export const RowInProgress = rowStory(sampleDecision(0, { name: 'Start a bond ladder', stage: 3 }), [
  'dashboard:journal.edit',
]);
export const RowUnnamed = rowStory(sampleDecision(0, { name: '', stage: 1 }), ['dashboard:journal.edit']);
export const RowCompleted = rowStory(sampleDecision(0, { name: 'Trim bank stock', stage: 7, completed: true }), [
  'dashboard:journal.edit',
  'dashboard:journal.evaluate',
]);
export const RowEvaluated = rowStory(
  sampleDecision(0, { name: 'Buy more index ETF', stage: 7, completed: true, evaluated: true, evaluationScore: 82 }),
  ['dashboard:journal.view', 'dashboard:journal.viewEvaluation'],
);

const tenThousand = manyDecisions(10_000);

/** A long history: only the rows on screen are rendered, each saying where it stands in the whole journal. */
export const TenThousandDecisions: Story = {
  args: { decisions: tenThousand },
  parameters: longListStory,
  render: (args) => (
    <Measured id="journal-10000">
      <Journal {...args} />
    </Measured>
  ),
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    console.info(describeTiming('Journal, 10,000 decisions', 'journal-10000'));
  },
};
