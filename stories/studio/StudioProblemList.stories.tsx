import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Problem } from '../../src/content/problem';
import { ProblemList } from '../../src/studio/ProblemList';

const PROBLEMS: Problem[] = [
  { file: 'scoring-rules/review-schedule.json', path: '$.intervals.quarterly.months', message: 'must be an integer' },
  {
    file: 'questionnaires/decision-checkpoint/bank.json',
    path: '$.version',
    message:
      'version 1.1.0 is released (questionnaires/versions.lock.json) and this file no longer matches it: raise "version" and run npm run content -- release',
  },
];

const meta = {
  title: 'Studio/ProblemList',
  component: ProblemList,
  args: { problems: PROBLEMS, introduced: [PROBLEMS[0] as Problem], onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProblemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the check found, the edit's own marked; a click goes to the problem's place. */
export const Problems: Story = {
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(PROBLEMS[0]);
  },
};

/** The check passed. */
export const NoProblems: Story = { args: { problems: [], introduced: [] } };

/** Not checked yet. */
export const NotChecked: Story = { args: { problems: undefined, introduced: [] } };
