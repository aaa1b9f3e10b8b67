import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { EvaluationOverlay } from './EvaluationOverlay';
import { SAMPLE_STAGE_TITLES, sampleBandOf, sampleResult, sampleRuleText } from './fixtures';

type Props = ComponentProps<typeof EvaluationOverlay>;

function renderOverlay(overrides: Partial<Props> = {}) {
  const props: Props = {
    open: true,
    onClose: vi.fn(),
    decisionName: 'Add to index fund',
    aiConfigured: true,
    step: null,
    progress: 0,
    evaluating: false,
    onStart: vi.fn(),
    onCancel: vi.fn(),
    result: null,
    stageTitles: SAMPLE_STAGE_TITLES.en,
    ruleText: sampleRuleText('en'),
    bandOf: sampleBandOf,
    onBack: vi.fn(),
    onSave: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <EvaluationOverlay {...props} />
    </I18nextProvider>,
  );
  return props;
}

beforeAll(() => {
  // recharts' responsive charts observe their size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => vi.restoreAllMocks());

const steps = () => within(screen.getByRole('list', { name: 'Evaluation steps' })).getAllByRole('listitem');

describe('EvaluationOverlay start view', () => {
  it('offers Start Evaluation and Cancel and reports which was chosen', async () => {
    const props = renderOverlay();
    expect(screen.getByRole('dialog', { name: 'Decision Evaluation' })).toBeInTheDocument();
    expect(screen.getByText(/Evaluate “Add to index fund”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Evaluation' }));
    expect(props.onStart).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('lists all five steps, the AI step marked skipped when no AI key is set', () => {
    renderOverlay({ aiConfigured: false, step: 'finalizing', progress: 90, evaluating: true });
    expect(steps().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Validating Input'),
      expect.stringContaining('Basic Scoring'),
      expect.stringContaining('AI Deep Analysis'),
      expect.stringContaining('Finalizing Results'),
      expect.stringContaining('Evaluation Complete'),
    ]);
    expect(steps()[2]).toHaveTextContent('Skipped: no AI key is set');
    expect(steps().map((item) => item.dataset.state)).toEqual(['done', 'done', 'skipped', 'current', 'pending']);
    expect(screen.getByRole('button', { name: 'Start Evaluation' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('during the AI step disables both buttons, says it is analyzing and shows 60%', () => {
    renderOverlay({ step: 'ai', progress: 60, evaluating: true });
    expect(screen.getByRole('button', { name: /Analyzing with API/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Evaluation progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(steps().map((item) => item.dataset.state)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
  });

  it('keeps the usual label on the busy start button outside the AI step', () => {
    renderOverlay({ step: 'scoring', progress: 30, evaluating: true });
    expect(screen.getByRole('button', { name: 'Start Evaluation' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('lists five invalid ids and an ellipsis entry when type validation fails for seven', () => {
    const ids = ['1-1', '1-2', '2-1', '3-1', '3-2', '4-1', '5-1'];
    renderOverlay({
      step: 'validating',
      progress: 10,
      error: 'Type validation failed for 7 fields',
      invalidFields: ids,
    });
    const box = screen.getByText('Invalid input types for the following fields:').closest('[role="alert"]');
    expect(box).not.toBeNull();
    const entries = within(box as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['1-1', '1-2', '2-1', '3-1', '3-2', '…']);
    expect(screen.getByText('Type validation failed for 7 fields')).toBeInTheDocument();
    expect(steps()[0]?.dataset.state).toBe('failed');
    expect(screen.getByRole('button', { name: 'Start Evaluation' })).toBeEnabled();
  });

  it('closes through the X button', async () => {
    const props = renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('EvaluationOverlay result view', () => {
  it('shows name, rating, total, weighted stage scores and the messages in words', () => {
    renderOverlay({ result: sampleResult('stable'), aiConfigured: false });
    expect(screen.getByRole('dialog', { name: 'Evaluation Result' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add to index fund' })).toBeInTheDocument();
    expect(screen.getByText('Stable')).toHaveAttribute('data-band', 'blue');
    expect(screen.getByText('76 / 100')).toBeInTheDocument();
    const firstStage = screen.getByText('1. Goal & Risk Definition').closest('li') as HTMLElement;
    expect(within(firstStage).getByText('Weight 20%')).toBeInTheDocument();
    expect(within(firstStage).getByText('82 / 100')).toBeInTheDocument();
    expect(screen.getByText('Clear, measurable investment goal')).toBeInTheDocument();
    expect(screen.getByText('No plan for taking profits')).toBeInTheDocument();
    expect(screen.getByText(/Schedule a review date/)).toBeInTheDocument();
    expect(screen.getByText(/A sound decision with a few gaps/)).toBeInTheDocument();
    expect(screen.getByText(/Add your AI key in the AI settings/)).toBeInTheDocument();
  });

  it('shows a placeholder until the chart module has loaded, then the chart', async () => {
    renderOverlay({ result: sampleResult('stable') });
    expect(screen.getByText('Loading chart…').closest('[role="status"]')).not.toBeNull();
    // recharts is large; under a loaded machine its first import takes a while.
    await waitFor(() => expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(document.querySelector('figure .recharts-wrapper')).not.toBeNull();
  });

  it('colours the total by the total bands and each stage by the stage bands', () => {
    const bandOf = vi.fn(sampleBandOf);
    renderOverlay({ result: sampleResult('cautious'), bandOf });
    expect(bandOf).toHaveBeenCalledWith('total', 61);
    expect(bandOf).toHaveBeenCalledWith('stage', 45);
    expect(screen.getByText('Cautious')).toHaveAttribute('data-band', 'yellow');
  });

  it('shows the AI analyses per stage and the enhanced note when the AI took part', () => {
    renderOverlay({ result: sampleResult('system', { withAi: true }) });
    expect(screen.getByText('This evaluation is enhanced with AI analysis.')).toBeInTheDocument();
    const biases = screen.getByRole('article', { name: /6\. Cognitive Bias Checking: Cognitive biases/ });
    expect(within(biases).getByText('Consistency score: 4 / 10')).toBeInTheDocument();
    expect(within(biases).getByText(/Confirmation bias/)).toBeInTheDocument();
    expect(screen.getByText('Rule-based fallback')).toBeInTheDocument();
  });

  it('says the AI analysis failed when a key is set but the result is not enhanced', () => {
    renderOverlay({ result: sampleResult('stable'), aiConfigured: true });
    expect(screen.getByText(/could not be completed/)).toBeInTheDocument();
  });

  it('exports <name>_evaluation.json with the export fields', async () => {
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (value: Blob) => {
        blob = value;
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderOverlay({ result: sampleResult('high-risk') });
    await userEvent.click(screen.getByRole('button', { name: 'Export Result' }));
    expect(names).toEqual(['Add to index fund_evaluation.json']);
    const file = JSON.parse((await blob?.text()) ?? '{}');
    expect(file).toMatchObject({ decisionName: 'Add to index fund', totalScore: 42, rating: 'high-risk' });
    expect(Object.keys(file)).toHaveLength(8);
  });

  it('saves, goes back, and keeps the result on screen when saving fails', async () => {
    const props = renderOverlay({ result: sampleResult('stable'), saveError: 'Failed to save evaluation result' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save evaluation result');
    expect(screen.getByText('76 / 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Complete' }));
    expect(props.onSave).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('blocks Save and Back while saving', async () => {
    const props = renderOverlay({ result: sampleResult('stable'), saving: true });
    const save = screen.getByRole('button', { name: 'Save & Complete' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    expect(props.onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Result' })).toBeEnabled();
  });

  it('offers no Save & Complete for a result that is already stored', () => {
    renderOverlay({ result: sampleResult('stable'), onSave: undefined });
    expect(screen.queryByRole('button', { name: 'Save & Complete' })).not.toBeInTheDocument();
  });
});
