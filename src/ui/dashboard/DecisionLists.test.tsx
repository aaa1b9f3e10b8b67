import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { ActiveDecisionsList } from './ActiveDecisionsList';
import { CompletedDecisionsList } from './CompletedDecisionsList';
import { manyDecisions, mixedDecisions } from './sample-decisions';

const i18n = createI18n('en');

function itemsOf(title: string) {
  const card = screen.getByRole('region', { name: title });
  return within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('ActiveDecisionsList', () => {
  it('lists unfinished and unevaluated decisions newest first, and opens one by id', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ActiveDecisionsList decisions={mixedDecisions} stageCount={7} onOpen={onOpen} />
      </I18nextProvider>,
    );
    expect(itemsOf('Active decisions')).toEqual([
      'Decision #a1b2Stage 1/7',
      'Start a bond ladderStage 3/7',
      'Trim bank stock positionAwaiting evaluation',
    ]);
    await user.click(screen.getByRole('button', { name: /Start a bond ladder/ }));
    expect(onOpen).toHaveBeenCalledWith(mixedDecisions[2]?.id);
  });

  it('renders the items its box shows of a long list, each saying where it stands', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ActiveDecisionsList decisions={manyDecisions(4000)} stageCount={7} onOpen={vi.fn()} />
      </I18nextProvider>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // The box is 18rem tall: about seven items, and a few below them.
    expect(items.length).toBeGreaterThan(6);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', '3000');
  });

  it('says so when nothing is active', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ActiveDecisionsList decisions={[]} stageCount={7} onOpen={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No active decisions.')).toBeInTheDocument();
  });
});

describe('CompletedDecisionsList', () => {
  it('lists evaluated decisions with their score', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <CompletedDecisionsList decisions={mixedDecisions} onOpen={onOpen} />
      </I18nextProvider>,
    );
    expect(itemsOf('Completed decisions')).toEqual([
      'Sell growth fund after drawdownScore 58',
      'Buy more index ETFScore 82',
    ]);
    await user.click(screen.getByRole('button', { name: /Buy more index ETF/ }));
    expect(onOpen).toHaveBeenCalledWith(mixedDecisions[0]?.id);
  });

  it('says so when nothing is evaluated yet', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CompletedDecisionsList decisions={mixedDecisions.filter((d) => !d.evaluated)} onOpen={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No evaluated decisions yet.')).toBeInTheDocument();
  });
});
