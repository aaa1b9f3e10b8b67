import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { StepState } from '../../src/ui/evaluation/progress-steps';
import { StepIcon } from '../../src/ui/evaluation/StepIcon';
import { usage } from '../support';

const STATES: StepState[] = ['done', 'current', 'failed', 'pending', 'skipped'];

const meta = {
  title: 'Evaluation/StepIcon',
  component: StepIcon,
  parameters: usage(
    "The mark before an evaluation step: check (done), spinner or dot (current, `spinning` while working), cross (failed), ring (pending), dash (skipped). Decorative; the step's label says its state.",
  ),
  args: { state: 'current', spinning: false },
  argTypes: { state: { control: 'inline-radio', options: STATES } },
} satisfies Meta<typeof StepIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};

export const Working: Story = { args: { spinning: true } };

export const AllStates: Story = {
  render: () => (
    <div className="flex gap-3">
      {STATES.map((state) => (
        <StepIcon key={state} state={state} spinning={false} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"].rounded-full')).toHaveLength(5);
  },
};
