/**
 * Reviews fall due on the dashboard as the investor's chosen schedule says,
 * counted from when the decision was completed: the test sets the clock.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../data/store-error';
import { createI18n } from '../../i18n';
import { addCalendarInterval } from '../../scoring/calendar-interval';
import { defaultReviewRules } from '../../scoring/default-rules';
import { sampleDecision } from '../../ui/dashboard/sample-decisions';
import { decisionBank } from './banks';
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

function dashboard(
  now: Date,
  searchDecisions: (query: string) => Promise<string[]> = async () => [],
  more: Partial<DashboardContainerProps> = {},
) {
  const props: DashboardContainerProps = {
    store: { searchDecisions },
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
    ...more,
  };
  const view = (next: DashboardContainerProps) => (
    <I18nextProvider i18n={i18n}>
      <DashboardContainer {...next} />
    </I18nextProvider>
  );
  const rendered = render(view(props));
  return {
    ...rendered,
    rerenderWith: (change: Partial<DashboardContainerProps>) => rendered.rerender(view({ ...props, ...change })),
  };
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

describe('the dashboard before the reviews are read', () => {
  it('shows the rows at once, and what is due, the review dates and Review once the reviews are in', () => {
    const { rerenderWith } = dashboard(new Date(dueAt.getTime() + 3 * 24 * 60 * 60 * 1000), undefined, {
      reviews: null,
      onReview: vi.fn(),
    });
    const due = () => screen.queryByRole('region', { name: t('due.title', { count: 1 }) });
    const review = () => screen.queryByRole('button', { name: i18n.t('review:start') });
    expect(screen.getByText('Trim bank stock position')).toBeInTheDocument();
    // Without its reviews the schedule would misstate what is due: nothing of it shows yet.
    expect(due()).toBeNull();
    expect(screen.queryByText(t('journal.due'))).toBeNull();
    expect(review()).toBeNull();
    expect(screen.getByRole('searchbox')).toBeDisabled();
    rerenderWith({ reviews: [] });
    expect(due()).not.toBeNull();
    expect(review()).not.toBeNull();
    expect(screen.getByRole('searchbox')).toBeEnabled();
  });
});

describe('finding a decision in the journal', () => {
  const journal = () => within(screen.getByRole('region', { name: t('journal.title') }));
  const rowNames = () =>
    journal()
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent);

  it('shows what the database found for the typed words, says how many, and clears back to all', async () => {
    const user = userEvent.setup();
    const searched: string[] = [];
    dashboard(completedAt, async (query) => {
      searched.push(query);
      return query === '债券' ? [inProgress.id] : [];
    });
    expect(rowNames()).toEqual(['Start a bond ladder', 'Trim bank stock position']);
    await user.type(screen.getByRole('searchbox', { name: t('journal.filter.search') }), '债券');
    await waitFor(() => expect(rowNames()).toEqual(['Start a bond ladder']));
    expect(searched.at(-1)).toBe('债券');
    expect(screen.getByRole('status')).toHaveTextContent(t('journal.filter.shown', { shown: 1, total: 2 }));

    await user.type(screen.getByRole('searchbox'), 'x');
    expect(await journal().findByText(t('journal.noMatch'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('journal.filter.clear') }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(rowNames()).toEqual(['Start a bond ladder', 'Trim bank stock position']);
  });

  it('asks the database once for each state of the typed words, and shows the answer to the last', async () => {
    const user = userEvent.setup();
    const searched: string[] = [];
    dashboard(completedAt, async (query) => {
      searched.push(query);
      return query === 'bond' ? [inProgress.id] : [];
    });
    await user.type(screen.getByRole('searchbox'), 'bond');
    await waitFor(() => expect(rowNames()).toEqual(['Start a bond ladder']));
    expect(searched).toEqual(['b', 'bo', 'bon', 'bond']);
    // A space changes nothing searched for: no new question.
    await user.type(screen.getByRole('searchbox'), ' ');
    expect(searched).toEqual(['b', 'bo', 'bon', 'bond']);
    expect(rowNames()).toEqual(['Start a bond ladder']);
  });

  it('filters by status without asking the database', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => []);
    dashboard(completedAt, search);
    await user.selectOptions(
      screen.getByRole('combobox', { name: t('journal.filter.status') }),
      t('journal.filter.statuses.inProgress'),
    );
    expect(rowNames()).toEqual(['Start a bond ladder']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: t('journal.filter.status') }),
      t('journal.filter.statuses.completed'),
    );
    expect(rowNames()).toEqual(['Trim bank stock position']);
    expect(search).not.toHaveBeenCalled();
  });

  it('filters by stage, named by its title: the decisions still in progress there, never a completed one', async () => {
    const user = userEvent.setup();
    dashboard(completedAt);
    const stage = screen.getByRole('combobox', { name: t('journal.filter.stage') });
    const titles = within(stage)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(titles).toEqual([
      t('journal.filter.anyStage'),
      ...decisionBank().sections.map((section, index) =>
        t('journal.filter.stageOption', { stage: index + 1, title: section.title.en }),
      ),
    ]);
    await user.selectOptions(stage, String(inProgress.stage));
    expect(rowNames()).toEqual(['Start a bond ladder']);
    // The completed decision sits at the last stage, yet has left it.
    await user.selectOptions(stage, String(scheduled.stage));
    expect(await journal().findByText(t('journal.noMatch'))).toBeInTheDocument();
  });

  it('says when the search failed and keeps showing the journal', async () => {
    const user = userEvent.setup();
    dashboard(completedAt, async () => {
      throw new StoreError('network', 'loadConnection');
    });
    await user.type(screen.getByRole('searchbox'), 'bond');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not load your data. Please check your connection.',
    );
    expect(rowNames()).toHaveLength(2);
  });
});
