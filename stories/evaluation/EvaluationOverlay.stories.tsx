import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EvaluationOverlay } from '../../src/ui/evaluation/EvaluationOverlay';
import { SAMPLE_STAGE_TITLES, sampleBandOf, sampleResult, sampleRuleText } from '../../src/ui/evaluation/fixtures';
import { storyLocale, storyT } from '../support';

const meta = {
  title: 'Evaluation/EvaluationOverlay',
  component: EvaluationOverlay,
  args: {
    open: true,
    onClose: fn(),
    decisionName: 'Add to CSI 300 index fund',
    aiConfigured: true,
    step: null,
    progress: 0,
    evaluating: false,
    onStart: fn(),
    onCancel: fn(),
    result: null,
    stageTitles: SAMPLE_STAGE_TITLES.en,
    ruleText: (key: string) => key,
    bandOf: sampleBandOf,
    onBack: fn(),
    onSave: fn(),
  },
  // Stage titles and rule texts follow the story's language; `error` args are "namespace:key" turned into text.
  render: (args, context) => {
    const lang = storyLocale(context);
    const t = storyT(context);
    return (
      <EvaluationOverlay
        {...args}
        stageTitles={SAMPLE_STAGE_TITLES[lang]}
        ruleText={sampleRuleText(lang)}
        error={args.error ? t(args.error, { count: args.invalidFields?.length ?? 0 }) : null}
        saveError={args.saveError ? t(args.saveError) : null}
      />
    );
  },
} satisfies Meta<typeof EvaluationOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const stepStates = (canvasElement: HTMLElement, context: Parameters<typeof storyT>[0]) =>
  within(page(canvasElement).getByRole('list', { name: storyT(context)('evaluation:progress.stepsLabel') }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

// Start view, one story per progress step.

export const Idle: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(stepStates(canvasElement, context)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    await userEvent.click(body.getByRole('button', { name: t('evaluation:start.button') }));
    await expect(args.onStart).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: t('evaluation:start.cancel') }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Validating: Story = {
  args: { step: 'validating', progress: 10, evaluating: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await expect(body.getByRole('button', { name: t('evaluation:start.button') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getByRole('button', { name: t('evaluation:start.cancel') })).toBeDisabled();
  },
};

export const BasicScoring: Story = {
  args: { step: 'scoring', progress: 30, evaluating: true },
  play: async ({ canvasElement, context }) => {
    await expect(stepStates(canvasElement, context)).toEqual(['done', 'current', 'pending', 'pending', 'pending']);
  },
};

export const AiAnalysis: Story = {
  args: { step: 'ai', progress: 60, evaluating: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('button', { name: t('evaluation:start.analyzingWithApi') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Finalizing: Story = {
  args: { step: 'finalizing', progress: 90, evaluating: true },
  play: async ({ canvasElement, context }) => {
    await expect(stepStates(canvasElement, context)).toEqual(['done', 'done', 'done', 'current', 'pending']);
  },
};

export const FinalizingWithoutAi: Story = {
  args: { step: 'finalizing', progress: 90, evaluating: true, aiConfigured: false },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(stepStates(canvasElement, context)).toEqual(['done', 'done', 'skipped', 'current', 'pending']);
    await expect(page(canvasElement).getByText(t('evaluation:progress.aiSkipped'))).toBeVisible();
  },
};

/** No AI key: the AI step is listed, skipped, before the run starts. */
export const IdleWithoutAi: Story = {
  args: { aiConfigured: false },
  play: async ({ canvasElement, context }) => {
    await expect(stepStates(canvasElement, context)).toEqual(['pending', 'pending', 'skipped', 'pending', 'pending']);
  },
};

export const Complete: Story = {
  args: { step: 'complete', progress: 100 },
  play: async ({ canvasElement, context }) => {
    await expect(stepStates(canvasElement, context)).toEqual(['done', 'done', 'done', 'done', 'done']);
    await expect(page(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const TypeValidationFailure: Story = {
  args: {
    step: 'validating',
    progress: 10,
    error: 'evaluation:errors.typeValidation',
    invalidFields: ['1-1', '1-3', '2-1', '3-2', '4-1', '4-4', '6-6'],
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const box = body.getByText(t('evaluation:invalidFields.title')).closest('[role="alert"]') as HTMLElement;
    const entries = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(entries).toEqual(['1-1', '1-3', '2-1', '3-2', '4-1', t('evaluation:invalidFields.more')]);
    await expect(body.getByText(t('evaluation:errors.typeValidation', { count: 7 }))).toBeVisible();
    await expect(body.getByRole('button', { name: t('evaluation:start.button') })).toBeEnabled();
  },
};

export const EvaluationError: Story = {
  args: { step: 'scoring', progress: 30, error: 'evaluation:errors.generic' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(t('evaluation:errors.generic'));
    await expect(stepStates(canvasElement, context)).toEqual(['done', 'failed', 'pending', 'pending', 'pending']);
  },
};

export const NotCompleted: Story = {
  args: { error: 'evaluation:errors.notCompleted' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(t('evaluation:errors.notCompleted'));
  },
};

// Result view.

export const ResultWithAi: Story = {
  args: { step: 'complete', progress: 100, result: sampleResult('system', { withAi: true }) },
  // The chart has its own chunk; fetching it before rendering keeps this test's waiting short on a busy machine.
  loaders: [() => import('../../src/ui/evaluation/StageScoreChart').then(() => ({}))],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('evaluation:ai.enhanced'))).toBeVisible();
    await expect(body.getByText(t('evaluation:ai.heading'))).toBeVisible();
    await expect(body.getByText(t('evaluation:ai.score', { score: 7 }))).toBeVisible();
    const bars = () =>
      canvasElement.ownerDocument.querySelectorAll('figure svg.recharts-surface .recharts-bar-rectangle');
    await waitFor(() => expect(bars()).toHaveLength(7), { timeout: 5_000 });
  },
};

export const ResultWithoutAi: Story = {
  args: { step: 'complete', progress: 100, aiConfigured: false, result: sampleResult('stable') },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('evaluation:ai.hint'))).toBeVisible();
    await expect(body.getByText(t('evaluation:result.outOf', { score: 76 }))).toBeVisible();
    await expect(body.getAllByText(t('evaluation:result.weight', { weight: 20 }))).toHaveLength(2);
  },
};

export const ResultAiUnavailable: Story = {
  args: { step: 'complete', progress: 100, result: sampleResult('stable') },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByText(t('evaluation:ai.unavailable'))).toBeVisible();
  },
};

const ratingStory = (rating: Parameters<typeof sampleResult>[0], band: string): Story => ({
  args: { step: 'complete', progress: 100, result: sampleResult(rating) },
  play: async ({ canvasElement, context }) => {
    const label = sampleRuleText(storyLocale(context))(`evaluation.rating.${rating}.label`);
    await expect(page(canvasElement).getByText(label).closest('[data-band]')).toHaveAttribute('data-band', band);
  },
});

export const RatingSystematic = ratingStory('system', 'green');
export const RatingStable = ratingStory('stable', 'blue');
export const RatingCautious = ratingStory('cautious', 'yellow');
export const RatingHighRisk = ratingStory('high-risk', 'red');

export const Saving: Story = {
  args: { step: 'complete', progress: 100, result: sampleResult('stable'), saving: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('button', { name: t('evaluation:actions.save') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getByRole('button', { name: t('evaluation:actions.back') })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { step: 'complete', progress: 100, result: sampleResult('stable'), saveError: 'errors:evaluationSaveFailed' },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent(t('errors:evaluationSaveFailed'));
    await userEvent.click(body.getByRole('button', { name: t('evaluation:actions.save') }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** An evaluated decision reopened: the stored result at 100%, nothing left to save. */
export const StoredResult: Story = {
  args: { step: 'complete', progress: 100, result: sampleResult('cautious'), onSave: undefined },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.queryByRole('button', { name: t('evaluation:actions.save') })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: t('evaluation:actions.back') }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
