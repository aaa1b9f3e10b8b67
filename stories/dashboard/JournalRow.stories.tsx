import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JournalRow } from '../../src/ui/dashboard/JournalRow';
import { mixedDecisions, sampleDecision } from '../../src/ui/dashboard/sample-decisions';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';
import { storyJournalText } from './journal-text';

const [evaluated, completed, inProgress] = mixedDecisions as [
  (typeof mixedDecisions)[0],
  (typeof mixedDecisions)[0],
  (typeof mixedDecisions)[0],
];
const longName = 'Rebalance the retirement portfolio towards short-duration government bonds before the rate decision';

const meta = {
  title: 'Dashboard/JournalRow',
  component: JournalRow,
  parameters: usage(
    'One decision in the journal: status mark, name (truncated, never wrapped), stage, and its actions. In progress: Edit. Completed: Edit and Evaluate. Evaluated: View and View Evaluation (read-only). Both buttons are described by the decision\'s name, so "Evaluate" is never ambiguous in a list. Texts arrive pre-translated from the Journal.',
  ),
  args: {
    decision: inProgress,
    label: inProgress.name,
    text: storyJournalText({ globals: {} }),
    onOpen: fn(),
    onEvaluate: fn(),
  },
  render: (args, context) => (
    <ul className="max-w-2xl divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
      <JournalRow {...args} text={storyJournalText(context)} />
    </ul>
  ),
} satisfies Meta<typeof JournalRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyT(context)('dashboard:journal.edit') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(inProgress.id);
  },
};

export const Completed: Story = {
  args: { decision: completed, label: completed.name },
  play: async ({ canvasElement, args, context }) => {
    const button = within(canvasElement).getByRole('button', { name: storyT(context)('dashboard:journal.evaluate') });
    await expect(button).toHaveAccessibleDescription(completed.name);
    await userEvent.click(button);
    await expect(args.onEvaluate).toHaveBeenCalledWith(completed.id);
  },
};

export const Evaluated: Story = { args: { decision: evaluated, label: evaluated.name } };

/** While the journal opens from this browser's copy: the row shows, its buttons wait for the database. */
export const Disabled: Story = {
  args: { decision: completed, label: completed.name, disabled: true, onReview: fn() },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toBeDisabled();
    await userEvent.click(buttons[0] as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A long name on a phone: the actions move under the name, which is truncated. */
export const LongNameOnPhone: Story = {
  args: { decision: sampleDecision(9, { name: longName, completed: true, stage: 7 }), label: longName },
  decorators: [phoneWidth],
};

/** Tags as small chips under the stage, in one line cut at the row's edge; a screen reader hears them named as tags. */
export const TaggedOnPhone: Story = {
  args: {
    decision: sampleDecision(4, {
      name: 'Kweichow Moutai',
      completed: true,
      stage: 7,
      tags: ['dividend', 'A-shares', '白酒', 'long-term core holding', 'options'],
    }),
    label: 'Kweichow Moutai',
  },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('白酒')).toBeVisible();
  },
};
