import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../content/types';
import { createI18n } from '../../i18n';
import type { ProcessOutcome } from '../../scoring/process-outcome';
import { ruleText } from '../../scoring/rule-messages';
import { ProcessOutcomeCard } from './ProcessOutcomeCard';
import { sampleOutcome } from './sample-outcomes';

function renderCard(outcome: ProcessOutcome, lang: Lang = 'en', onOpen = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ProcessOutcomeCard outcome={outcome} ruleText={(key, params) => ruleText(key, lang, params)} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return {
    onOpen,
    card: screen.getByRole('region', { name: lang === 'en' ? 'Process versus outcome' : '过程与结果' }),
  };
}

const quadrant = (card: HTMLElement, name: RegExp) => within(card).getByRole('listitem', { name });

describe('ProcessOutcomeCard', () => {
  it('says where entries come from before any decision is placed, and shows no quadrants', () => {
    const { card } = renderCard(sampleOutcome(0));
    expect(card).toHaveTextContent(
      'No reviewed decisions yet — reviews appear here after you review a completed decision.',
    );
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('puts three reviewed decisions in their quadrants and explains why there is no scatter yet', () => {
    const { card } = renderCard(sampleOutcome(3));
    // 88 / +14.5%, 74 / −6%, 91 / +32% with a good process from 70 and a good outcome from 0%.
    const earned = quadrant(card, /^Good process, good outcome$/);
    expect(within(earned).getByText('2 decisions')).toBeInTheDocument();
    expect(
      within(earned)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Growth fund switchscore 91 · +32%', 'Index fund top-upscore 88 · +14.5%']);
    const badBreak = quadrant(card, /bad break/);
    expect(within(badBreak).getByRole('button')).toHaveTextContent('Bank stock on dividend yieldscore 74 · -6%');
    expect(within(quadrant(card, /dumb luck/)).getByText('None yet')).toBeInTheDocument();
    expect(card).toHaveTextContent('The scatter appears from 5 reviewed decisions (3 so far)');
    expect(within(card).queryByRole('figure')).toBeNull();
  });

  it('shows the scatter and the sample-size and correlation lines from five decisions on', () => {
    const { card } = renderCard(sampleOutcome(12));
    expect(within(card).getByRole('figure')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      '12 decisions can hint at a pattern but cannot show one: luck dominates small samples.',
    );
    expect(within(card).getByTestId('correlation')).toHaveTextContent(/rank correlation -?\d\.\d\d/);
    expect(card).toHaveTextContent('Dashed lines: score 70 and return 0%.');
  });

  it('says how many reviewed decisions it could not place, and why', () => {
    const { card } = renderCard(sampleOutcome(2, { notEvaluated: 2, noReturn: 1 }));
    expect(card).toHaveTextContent('2 reviewed decisions have no evaluation, so they are not placed.');
    expect(card).toHaveTextContent('1 reviewed decision has no readable return in its latest review');
  });

  it('opens a decision from the keyboard', async () => {
    const user = userEvent.setup();
    const outcome = sampleOutcome(3);
    const { onOpen } = renderCard(outcome);
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Growth fund switch');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(outcome.points[0]?.decisionId);
  });

  it('speaks Chinese', () => {
    const { card } = renderCard(sampleOutcome(3), 'zh');
    expect(within(card).getByRole('listitem', { name: '坏过程，好结果（侥幸）' })).toHaveTextContent('暂无');
    expect(card).toHaveTextContent('复盘满 5 项决策后显示散点图（目前 3 项）');
  });
});
