/**
 * The investor's calibration on the dashboard: the card is always there (saying
 * what will appear before the first forecast), shows the figures of the
 * resolved forecasts, and opens the calibration page in place of the journal;
 * Back returns to the dashboard and to the button that opened the page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../content/types';
import type { Decision, Review } from '../../data/types';
import { createI18n } from '../../i18n';
import { defaultCalibrationRules } from '../../scoring/default-rules';
import { ruleText } from '../../scoring/rule-messages';
import { PROOF_FORECAST, type SampleForecast, sampleCalibrationInput } from '../../ui/calibration/sample-calibration';
import { sampleDecision } from '../../ui/dashboard/sample-decisions';
import { DashboardContainer } from './DashboardContainer';

/** Stored decisions and reviews holding the sample forecasts. */
function stored(forecasts: SampleForecast[]): { decisions: Decision[]; reviews: Review[] } {
  const input = sampleCalibrationInput(forecasts);
  return {
    decisions: input.decisions.map((decision, index) =>
      sampleDecision(index, { ...decision, stage: 8, updatedAt: decision.forecastMadeAt ?? undefined }),
    ),
    reviews: input.reviews.map((review) => ({
      id: review.id ?? `review-${review.decisionId}`,
      decisionId: review.decisionId,
      bankId: review.bankId ?? '',
      bankVersion: '1.1.0',
      answers: review.answers,
      createdAt: review.createdAt,
    })),
  };
}

/** The dashboard with the page's open state kept as the session container keeps it. */
function Dashboard({ decisions, reviews }: { decisions: Decision[]; reviews: Review[] }) {
  const [calibrationOpen, setCalibrationOpen] = useState(false);
  return (
    <DashboardContainer
      profile={{ id: 'user', name: 'Investor', riskTolerance: 'balanced', preferredStrategies: [] }}
      decisions={decisions}
      reviews={reviews}
      currentAssessment={null}
      stageCount={8}
      editors={null}
      editorOpen={false}
      store={{ searchDecisions: async () => [] }}
      onAssessRisk={vi.fn()}
      assessmentCount={0}
      onShowRiskHistory={vi.fn()}
      onNew={vi.fn()}
      onOpen={vi.fn()}
      onEvaluate={vi.fn()}
      onStrategiesChange={vi.fn()}
      calibrationOpen={calibrationOpen}
      onShowCalibration={() => setCalibrationOpen(true)}
      onCloseCalibration={() => setCalibrationOpen(false)}
    />
  );
}

function renderDashboard(lang: Lang, forecasts: SampleForecast[]) {
  const i18n = createI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <Dashboard {...stored(forecasts)} />
    </I18nextProvider>,
  );
  return { t: i18n.getFixedT(lang, 'calibration'), dashboard: i18n.getFixedT(lang, 'dashboard') };
}

describe.each(['en', 'zh'] as const)('calibration on the dashboard (%s)', (lang) => {
  it('says what will appear before the first forecast, with nothing to open', () => {
    const { t } = renderDashboard(lang, []);
    const card = screen.getByRole('region', { name: t('title') });
    expect(card).toHaveTextContent(t('empty'));
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('counts forecasts made before any is resolved', () => {
    const { t } = renderDashboard(lang, [{ probability: 65 }, { probability: 40, range: [-5, 10] }]);
    expect(screen.getByRole('region', { name: t('title') })).toHaveTextContent(t('pending', { count: 2 }));
  });

  it('shows the figures of the one resolved forecast with the few-forecasts sentence, opens the page and goes back', async () => {
    const user = userEvent.setup();
    const { t, dashboard } = renderDashboard(lang, [PROOF_FORECAST]);
    const card = screen.getByRole('region', { name: t('title') });
    expect(card).toHaveTextContent(t('resolved', { count: 1, resolved: 1 }));
    // 70% for a thesis that held: (0.7 − 1)² = 0.09, beside 0.25 for always saying 50%.
    expect(card).toHaveTextContent('0.09');
    expect(card).toHaveTextContent('0.25');
    expect(card).toHaveTextContent('+0.64');
    expect(card).toHaveTextContent(t('range.value', { hits: 1, count: 1 }));
    expect(card).toHaveTextContent('+5.0%');
    expect(within(card).getByTestId('sample-size')).toHaveTextContent(
      ruleText(defaultCalibrationRules.sampleSize[1]?.message ?? '', lang, {
        minimum: defaultCalibrationRules.verdict.minimum,
      }),
    );

    await user.click(within(card).getByRole('button', { name: t('open') }));
    const page = screen.getByRole('region', { name: t('title') });
    expect(screen.getByRole('heading', { level: 2, name: t('title') })).toHaveFocus();
    expect(screen.queryByRole('region', { name: dashboard('journal.title') })).toBeNull();
    expect(within(page).getByRole('table', { name: t('bins.caption') })).toBeInTheDocument();
    expect(within(page).getByText('Index fund top-up')).toBeInTheDocument();
    expect(page).toHaveTextContent(t('resolvedList.hit'));

    const [back] = within(page).getAllByRole('button', { name: t('back') });
    if (!back) throw new Error('no Back button');
    await user.click(back);
    expect(screen.getByRole('region', { name: dashboard('journal.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('open') })).toHaveFocus();
  });

  it('with a tag chosen, counts only its forecasts, and the page says so', async () => {
    const user = userEvent.setup();
    const i18n = createI18n(lang);
    const t = i18n.getFixedT(lang, 'calibration');
    const dashboard = i18n.getFixedT(lang, 'dashboard');
    const { decisions, reviews } = stored([PROOF_FORECAST, { probability: 40 }]);
    const [resolved, pending] = decisions;
    if (!resolved || !pending) throw new Error('two decisions');
    render(
      <I18nextProvider i18n={i18n}>
        <Dashboard decisions={[{ ...resolved, tags: ['dividend'] }, pending]} reviews={reviews} />
      </I18nextProvider>,
    );
    const card = () => screen.getByRole('region', { name: t('title') });
    expect(card()).toHaveTextContent(t('resolved', { count: 2, resolved: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: dashboard('journal.filter.tag') }), 'dividend');
    expect(card()).toHaveTextContent(t('resolved', { count: 1, resolved: 1 }));
    await user.click(within(card()).getByRole('button', { name: t('open') }));
    expect(screen.getByText(t('scopedToTag', { tag: 'dividend' }))).toBeInTheDocument();
  });
});
