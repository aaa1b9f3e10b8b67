/**
 * Reviews fall due on the dashboard as the investor's chosen schedule says,
 * counted from when the decision was completed: the test sets the clock.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { addCalendarInterval } from '../../scoring/calendar-interval';
import { defaultReviewRules } from '../../scoring/default-rules';
import { sampleDecision } from '../../ui/dashboard/sample-decisions';
import { DashboardContainer, type DashboardContainerProps } from './DashboardContainer';

const i18n = createI18n('en');
const t = i18n.getFixedT('en', 'dashboard');
const { question, intervals } = defaultReviewRules;
const [periodicAnswer, interval] =
  Object.entries(intervals).find(
    (entry): entry is [string, { months?: number; days?: number }] => entry[1] !== null && !('askDate' in entry[1]),
  ) ?? [];
if (!periodicAnswer || !interval) throw new Error('the shipped schedule has a periodic answer');

const completedAt = new Date('2026-01-15T10:00:00.000Z');
const scheduled = sampleDecision(1, {
  name: 'Trim bank stock position',
  stage: 7,
  completed: true,
  answers: { [question]: periodicAnswer },
  updatedAt: completedAt.toISOString(),
});
const inProgress = sampleDecision(2, { name: 'Start a bond ladder', answers: { [question]: periodicAnswer } });
const dueAt = addCalendarInterval(completedAt, interval);

function dashboard(now: Date) {
  const props: DashboardContainerProps = {
    profile: { id: 'user', name: 'Investor', riskTolerance: 'balanced', preferredStrategies: [] },
    decisions: [scheduled, inProgress],
    currentAssessment: null,
    stageCount: 7,
    editors: null,
    editorOpen: false,
    onAssessRisk: vi.fn(),
    assessmentCount: 0,
    onShowRiskHistory: vi.fn(),
    onNew: vi.fn(),
    onOpen: vi.fn(),
    onEvaluate: vi.fn(),
    onStrategiesChange: vi.fn(),
    onShowCalibration: vi.fn(),
    onCloseCalibration: vi.fn(),
    now,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <DashboardContainer {...props} />
    </I18nextProvider>,
  );
}

describe('reviews due on the dashboard', () => {
  it('shows nothing due the day before the review date', () => {
    dashboard(new Date(dueAt.getTime() - 24 * 60 * 60 * 1000));
    expect(screen.queryByRole('region', { name: t('due.title', { count: 1 }) })).toBeNull();
    expect(screen.queryByText(t('journal.due'))).toBeNull();
  });

  it('lists the completed decision once its date has come, with how long it is overdue, and counts it in the journal', () => {
    dashboard(new Date(dueAt.getTime() + 3 * 24 * 60 * 60 * 1000));
    const card = within(screen.getByRole('region', { name: t('due.title', { count: 1 }) }));
    expect(card.getByRole('button', { name: /Trim bank stock position/ })).toHaveTextContent(
      t('due.overdue', { count: 3 }),
    );
    expect(card.queryByText(/Start a bond ladder/)).toBeNull();
    expect(screen.getByText(t('journal.due')).nextSibling).toHaveTextContent('1');
  });
});
