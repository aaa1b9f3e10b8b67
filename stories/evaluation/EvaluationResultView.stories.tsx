import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EvaluationResultView } from '../../src/ui/evaluation/EvaluationResultView';
import { SAMPLE_STAGE_TITLES, sampleBandOf, sampleResult } from '../../src/ui/evaluation/fixtures';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';
import { storyEvaluationTexts } from './sample';

const meta = {
  title: 'Evaluation/EvaluationResultView',
  component: EvaluationResultView,
  parameters: usage(
    "The evaluation result: name and rating badge, the total with its bar, stage scores (list and chart), strengths, weaknesses, recommendations, AI details and note, the rating's description, then Export Result, Back and Save & Complete. Without `onSave` (an already saved result) there is no Save. A failed save (`saveError`, an i18n key here) shows above the buttons and the result stays.",
  ),
  args: {
    decisionName: 'Add to CSI 300 index fund',
    result: sampleResult('stable'),
    stageTitles: SAMPLE_STAGE_TITLES.en,
    ruleText: (key) => key,
    bandOf: sampleBandOf,
    aiConfigured: false,
    onBack: fn(),
    onSave: fn(),
    saving: false,
    saveError: null,
  },
  render: (args, context) => (
    <div className="max-w-2xl">
      <EvaluationResultView
        {...args}
        {...storyEvaluationTexts(context)}
        saveError={storyText(context)(args.saveError)}
      />
    </div>
  ),
} satisfies Meta<typeof EvaluationResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stable: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyT(context)('evaluation:actions.save') }),
    );
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Systematic: Story = { args: { result: sampleResult('system') } };

export const Cautious: Story = { args: { result: sampleResult('cautious') } };

export const HighRisk: Story = { args: { result: sampleResult('high-risk') } };

export const WithAiAnalysis: Story = { args: { result: sampleResult('stable', { withAi: true }), aiConfigured: true } };

export const Saving: Story = { args: { saving: true } };

export const SaveFailed: Story = {
  args: { saveError: 'errors:loadConnection' },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(context)('errors:loadConnection'));
  },
};

/** An evaluated decision reopened: no Save & Complete. */
export const AlreadySaved: Story = {
  args: { onSave: undefined },
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: storyT(context)('evaluation:actions.save') }),
    ).toBeNull();
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
