import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressPanel } from '../../src/ui/evaluation/ProgressPanel';
import { usage } from '../support';

const meta = {
  title: 'Evaluation/ProgressPanel',
  component: ProgressPanel,
  parameters: usage(
    'The five evaluation steps coloured by state (done green, current blue and spinning while `evaluating`, failed red, pending grey, AI skipped without a key), a progress bar with its value for assistive tech, and a polite announcement of each step reached.',
  ),
  args: { step: null, progress: 0, evaluating: false, failed: false, aiConfigured: true },
  argTypes: {
    step: { control: 'select', options: [null, 'validating', 'scoring', 'ai', 'finalizing', 'complete'] },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (args) => (
    <div className="max-w-md">
      <ProgressPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
  },
};

export const Validating: Story = { args: { step: 'validating', progress: 10, evaluating: true } };

export const Scoring: Story = { args: { step: 'scoring', progress: 30, evaluating: true } };

export const AiAnalysis: Story = { args: { step: 'ai', progress: 60, evaluating: true } };

export const Finalizing: Story = { args: { step: 'finalizing', progress: 90, evaluating: true } };

export const Complete: Story = {
  args: { step: 'complete', progress: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const FailedAtAi: Story = {
  args: { step: 'ai', progress: 60, failed: true },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['done', 'done', 'failed', 'pending', 'pending']);
  },
};

export const WithoutAiKey: Story = {
  args: { step: 'finalizing', progress: 90, evaluating: true, aiConfigured: false },
};
