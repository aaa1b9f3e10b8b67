import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EvaluationStartView } from '../../src/ui/evaluation/EvaluationStartView';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Evaluation/EvaluationStartView',
  component: EvaluationStartView,
  parameters: usage(
    'Before the result: the prompt, the progress panel, Start Evaluation and Cancel (both disabled while it works; Start says "Analysing with AI…" during the AI step), and what stopped the last run: an error (an i18n key here) or the questions that failed validation.',
  ),
  args: {
    decisionName: 'Add to CSI 300 index fund',
    aiConfigured: true,
    step: null,
    progress: 0,
    evaluating: false,
    error: null,
    invalidFields: [],
    onStart: fn(),
    onCancel: fn(),
  },
  render: (args, context) => (
    <div className="max-w-xl">
      <EvaluationStartView {...args} error={storyText(context)(args.error)} />
    </div>
  ),
} satisfies Meta<typeof EvaluationStartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Scoring: Story = {
  args: { step: 'scoring', progress: 30, evaluating: true },
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyT(context)('evaluation:start.cancel') }),
    ).toBeDisabled();
  },
};

export const AnalysingWithAi: Story = { args: { step: 'ai', progress: 60, evaluating: true } };

export const Failed: Story = { args: { step: 'ai', progress: 60, error: 'errors:loadConnection' } };

export const InvalidAnswers: Story = {
  args: { step: 'validating', progress: 10, invalidFields: ['1-1', '1-3', '2-2', '3-1', '4-5', '6-2', '7-1'] },
};

export const WithoutAiOnPhone: Story = { args: { aiConfigured: false }, decorators: [phoneWidth] };
