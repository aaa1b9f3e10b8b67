import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { Journal, type JournalProps } from './Journal';
import { manyDecisions, mixedDecisions } from './sample-decisions';

const i18n = createI18n('en');

function journal(overrides: Partial<JournalProps> = {}) {
  const props: JournalProps = {
    decisions: mixedDecisions,
    stageCount: 7,
    onNew: vi.fn(),
    onOpen: vi.fn(),
    onEvaluate: vi.fn(),
    ...overrides,
  };
  return { props, element: <I18nextProvider i18n={i18n}>{<Journal {...props} />}</I18nextProvider> };
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

function row(index: number): HTMLElement {
  const found = rows()[index];
  if (!found) throw new Error(`no journal row ${index}`);
  return found;
}

describe('Journal', () => {
  it('counts decisions made and completed', () => {
    render(journal().element);
    expect(screen.getByText('Decisions made').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Completed', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
  });

  it('lists newest first, naming unnamed decisions by the last 4 characters of their id', () => {
    render(journal().element);
    const names = rows().map((row) => row.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Sell growth fund after drawdown',
      'Decision #a1b2',
      'Start a bond ladder',
      'Trim bank stock position',
      'Buy more index ETF',
    ]);
  });

  it('shows the stage out of the bank’s stage count and the status as text', () => {
    render(journal({ stageCount: 9 }).element);
    const [unnamed, trimmed] = [row(1), row(3)];
    expect(unnamed).toHaveTextContent('Stage 1/9');
    expect(unnamed).toHaveTextContent('In progress');
    expect(trimmed).toHaveTextContent('Completed');
  });

  it('offers the right buttons for each state and reports the decision id', async () => {
    const user = userEvent.setup();
    const { props, element } = journal();
    render(element);
    const [evaluatedRow, inProgressRow, completedRow] = [row(0), row(1), row(3)];

    await user.click(within(evaluatedRow).getByRole('button', { name: 'View Decision' }));
    await user.click(within(evaluatedRow).getByRole('button', { name: 'View Evaluation' }));
    expect(
      within(inProgressRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit Decision']);
    await user.click(within(completedRow).getByRole('button', { name: 'Evaluate' }));

    expect(props.onOpen).toHaveBeenCalledWith(mixedDecisions[4]?.id);
    expect(props.onEvaluate).toHaveBeenNthCalledWith(1, mixedDecisions[4]?.id);
    expect(props.onEvaluate).toHaveBeenNthCalledWith(2, mixedDecisions[1]?.id);
  });

  it('describes each row button with its decision name for screen readers', () => {
    render(journal().element);
    const [first] = screen.getAllByRole('button', { name: 'View Decision' });
    expect(first).toHaveAccessibleDescription('Sell growth fund after drawdown');
  });

  it('shows an empty state and still starts a new checkpoint', async () => {
    const user = userEvent.setup();
    const { props, element } = journal({ decisions: [] });
    render(element);
    expect(screen.getByText(/No decisions yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Investment Checkpoint' }));
    expect(props.onNew).toHaveBeenCalledOnce();
  });

  it('renders a screenful of 10,000 decisions, each row saying where it stands in the whole list', () => {
    render(journal({ decisions: manyDecisions(10_000) }).element);
    const shown = rows();
    // jsdom's window is 768 px tall: a screenful of rows and a few below it, never the whole journal.
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(40);
    expect(shown.map((row) => row.getAttribute('aria-posinset'))).toEqual(shown.map((_, index) => String(index + 1)));
    for (const row of shown) expect(row).toHaveAttribute('aria-setsize', '10000');
    // The count's digits grouped, as the reader's language writes them.
    expect(screen.getByText('Decisions made').nextSibling).toHaveTextContent(/^10,000$/);
  });

  it('re-renders cheaply when only the callbacks change', () => {
    const decisions = manyDecisions(1000);
    const first = performance.now();
    const { rerender } = render(journal({ decisions }).element);
    const firstRender = performance.now() - first;

    const again = performance.now();
    rerender(journal({ decisions }).element);
    const reRender = performance.now() - again;

    console.info(
      `journal, 1,000 decisions (jsdom): first render ${firstRender.toFixed(0)} ms, re-render ${reRender.toFixed(1)} ms`,
    );
    // Only a relative bound: absolute timings swing with the load on shared cores.
    // Memoised rows make a re-render with fresh callbacks a small fraction of the first render.
    expect(reRender).toBeLessThan(firstRender / 3);
  });
});
