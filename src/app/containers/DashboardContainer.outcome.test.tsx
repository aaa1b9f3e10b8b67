/**
 * Process versus outcome on the dashboard: the card appears once a decision
 * on the dashboard has a review, and places it by its score and reviewed return.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '../../data/types';
import { createI18n } from '../../i18n';
import { defaultOutcomeRules } from '../../scoring/default-rules';
import { ruleText } from '../../scoring/rule-messages';
import { sampleDecision } from '../../ui/dashboard/sample-decisions';
import { DashboardContainer } from './DashboardContainer';

const i18n = createI18n('en');
const t = i18n.getFixedT('en', 'dashboard');
const evaluated = sampleDecision(1, {
  name: 'Trim bank stock position',
  stage: 7,
  completed: true,
  evaluated: true,
  evaluationScore: 84,
});
const review = (decisionId: string, returnText: string): Review => ({
  id: `review-${decisionId}`,
  decisionId,
  bankId: defaultOutcomeRules.review.bank,
  bankVersion: '1.0.0',
  answers: { [defaultOutcomeRules.review.return]: returnText },
  createdAt: '2026-05-01T00:00:00.000Z',
});

function dashboard(reviews?: Review[], onOpen = vi.fn(), decisions = [evaluated]) {
  render(
    <I18nextProvider i18n={i18n}>
      <DashboardContainer
        profile={{ id: 'user', name: 'Investor', riskTolerance: 'balanced', preferredStrategies: [] }}
        decisions={decisions}
        currentAssessment={null}
        stageCount={7}
        editors={null}
        editorOpen={false}
        store={{ searchDecisions: async () => [] }}
        onAssessRisk={vi.fn()}
        assessmentCount={0}
        onShowRiskHistory={vi.fn()}
        onNew={vi.fn()}
        onOpen={onOpen}
        onEvaluate={vi.fn()}
        onStrategiesChange={vi.fn()}
        onShowCalibration={vi.fn()}
        onCloseCalibration={vi.fn()}
        reviews={reviews}
      />
    </I18nextProvider>,
  );
  return onOpen;
}

describe('process versus outcome on the dashboard', () => {
  it('does not show before any decision has a review', () => {
    dashboard();
    expect(screen.getByRole('region', { name: t('journal.title') })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t('outcome.title') })).toBeNull();
  });

  it('does not show for reviews of decisions that were deleted', () => {
    dashboard([review('deleted-decision', '12')]);
    expect(screen.queryByRole('region', { name: t('outcome.title') })).toBeNull();
  });

  it('places a reviewed decision in its quadrant and opens it from there', async () => {
    const onOpen = dashboard([review(evaluated.id, '-8')]);
    const card = within(screen.getByRole('region', { name: t('outcome.title') }));
    const badBreak = card.getByRole('listitem', { name: ruleText(defaultOutcomeRules.quadrants.badBreak.name, 'en') });
    await userEvent.click(within(badBreak).getByRole('button', { name: /Trim bank stock position/ }));
    expect(onOpen).toHaveBeenCalledWith(evaluated.id);
  });
});

describe('a tag scopes the statistics', () => {
  it('counts only the tagged decisions in process versus outcome, and in the journal, once the tag is chosen', async () => {
    const user = userEvent.setup();
    const dividend = { ...evaluated, tags: ['Dividend'] };
    const growth = sampleDecision(2, {
      name: 'Buy a growth fund',
      stage: 7,
      completed: true,
      evaluated: true,
      evaluationScore: 40,
      tags: ['growth'],
    });
    dashboard([review(dividend.id, '-8'), review(growth.id, '30')], vi.fn(), [dividend, growth]);
    const card = () => within(screen.getByRole('region', { name: t('outcome.title') }));
    expect(card().getByRole('button', { name: /Buy a growth fund/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: t('journal.filter.tag') }), 'Dividend');
    expect(card().getByRole('button', { name: /Trim bank stock position/ })).toBeInTheDocument();
    expect(card().queryByRole('button', { name: /Buy a growth fund/ })).toBeNull();
    const journal = within(screen.getByRole('region', { name: t('journal.title') }));
    expect(journal.queryByText('Buy a growth fund')).toBeNull();
    expect(journal.getByText('Trim bank stock position')).toBeInTheDocument();
  });
});
