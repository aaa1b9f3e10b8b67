/**
 * The signed-in home: profile, strategies and the decision lists on the left,
 * the journal (or the open decision's editor, or the calibration page) in the main column.
 */
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import type { StorePort } from '../../data/ports';
import type { SecondOpinion } from '../../data/second-opinion';
import type { DecisionSummary, Profile, Review, RiskAssessment } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { defaultEvaluationRules } from '../../scoring/default-rules';
import { ratingFor } from '../../scoring/finalize';
import { journalSummary } from '../../scoring/journal-summary';
import { reviewerCalibrationOf } from '../../scoring/reviewer-calibration';
import { knownStrategies, readStrategies, strategyHintNoneMessage } from '../../scoring/strategy-hint';
import { CalibrationCard } from '../../ui/calibration/CalibrationCard';
import { CalibrationPage } from '../../ui/calibration/CalibrationPage';
import { ErrorBoundary } from '../../ui/common/ErrorBoundary';
import { useMessageText } from '../../ui/common/use-message-text';
import { useStableCallback } from '../../ui/common/use-stable-callback';
import { ActiveDecisionsList } from '../../ui/dashboard/ActiveDecisionsList';
import { CompletedDecisionsList } from '../../ui/dashboard/CompletedDecisionsList';
import { DashboardLayout } from '../../ui/dashboard/DashboardLayout';
import { DueReviewsList } from '../../ui/dashboard/DueReviewsList';
import { Journal, type JournalCounts } from '../../ui/dashboard/Journal';
import { JournalFilters } from '../../ui/dashboard/JournalFilters';
import { filterJournal, type JournalFilter, NO_FILTER, withTag } from '../../ui/dashboard/journal-filter';
import { PreferredStrategies } from '../../ui/dashboard/PreferredStrategies';
import { ProfileCard } from '../../ui/dashboard/ProfileCard';
import { ProcessOutcomeCard } from '../../ui/outcomes/ProcessOutcomeCard';
import { knownTags } from '../../ui/tags/known-tags';
import { decisionBank } from './banks';
import { useJournalSearch } from './use-journal-search';
import { useRuleText } from './use-rule-text';

export interface DashboardContainerProps {
  /** Null while the journal is opening from this browser's copy (the profile comes with the database). */
  profile: Profile | null;
  /**
   * The decisions are this browser's copy while the database opens: the journal shows them, said to be
   * opening, with its actions held back; the sidebar and the cards that read reviews wait for the database.
   */
  opening?: boolean;
  decisions: DecisionSummary[];
  /** The journal's counts when `decisions` are only its newest (the kept copy while opening); else counted from them. */
  counts?: JournalCounts;
  /**
   * `decisions` are the newest page of a long journal, loaded from the database, while the rest is read or
   * after reading it failed: the journal's rows can be used; the filters, the sidebar's lists and the
   * statistics wait for the whole journal, which they would misstate.
   */
  older?: 'reading' | 'failed' | null;
  onRetryOlder?: () => void;
  /**
   * Every review of every decision, newest first; process versus outcome shows once there is one. Null
   * while they are read behind the journal's rows: the rows show without their review dates and Review
   * buttons, and the filters, the sidebar and the statistics wait, as they would misstate what is due.
   */
  reviews?: readonly Review[] | null;
  currentAssessment: RiskAssessment | null;
  stageCount: number;
  /**
   * The mounted decision editors (keyed): the open one, which replaces the journal,
   * and any hidden ones finishing a save after Back.
   */
  editors: React.ReactNode;
  /** A decision is open: its editor shows instead of the journal. */
  editorOpen: boolean;
  onAssessRisk: () => void;
  /** Assessments kept, for the History button. */
  assessmentCount: number;
  onShowRiskHistory: () => void;
  onNew: () => void;
  onOpen: (id: string) => void;
  onEvaluate: (id: string) => void;
  /** Review a completed decision. */
  onReview?: (id: string) => void;
  /** The investor chose preferred strategies (stable keys). */
  onStrategiesChange: (strategies: string[]) => void;
  /** The calibration page is open: it shows instead of the journal and the cards below it. */
  calibrationOpen?: boolean;
  /** Second opinions on the user's decisions: the calibration page compares them with the investor's own forecasts. */
  secondOpinions?: readonly SecondOpinion[];
  /** Another page open in the main column ("Shared with me"): it shows instead of the journal and the cards. */
  page?: ReactNode;
  onShowCalibration: () => void;
  onCloseCalibration: () => void;
  /** The moment reviews are due against; the time of the render unless given. */
  now?: Date;
  /** Where the journal's search runs: only the database holds the answers it searches. */
  store: Pick<StorePort, 'searchDecisions'>;
}

const strategies = knownStrategies();

const noReviews: readonly Review[] = [];
const noOpinions: readonly SecondOpinion[] = [];
const strategyNames = new Map(strategies.map(({ key, name }) => [key, name]));
const ratingOf = (score: number) => ratingFor(score).key;

export function DashboardContainer(props: DashboardContainerProps) {
  const { profile, currentAssessment, stageCount, editors, editorOpen } = props;
  // The lists and statistics of a long history take tens of milliseconds each to derive. Drawn from a deferred
  // copy of the journal, a new one (the rest of it read, an import) is worked through in a render React may
  // interrupt, not in the one task that took the rows in, which would hold the page for hundreds of
  // milliseconds. What says how complete it is, and whether it is still this browser's copy, changes with it.
  const journal = useDeferredValue(
    useMemo(
      () => ({
        decisions: props.decisions,
        counts: props.counts,
        older: props.older ?? null,
        reviews: props.reviews,
        opening: props.opening === true || profile === null,
      }),
      [props.decisions, props.counts, props.older, props.reviews, props.opening, profile],
    ),
  );
  const { decisions, counts, older, opening } = journal;
  const reviewsRead = journal.reviews !== null;
  const partial = opening || older !== null || !reviewsRead;
  const ruleText = useRuleText();
  // Profiles stored before strategies had keys hold their English names; those read as the keys.
  const preferredStrategies = profile?.preferredStrategies;
  const preferred = useMemo(() => readStrategies(preferredStrategies ?? []), [preferredStrategies]);
  const reviews = journal.reviews ?? noReviews;
  const onReviewRow = reviewsRead ? props.onReview : undefined;
  const nowTime = props.now?.getTime();
  // Stable across renders, so the memoised side lists skip the re-render that opening a decision causes:
  // with years of history each holds thousands of rows.
  const onOpen = useStableCallback(props.onOpen);
  const onEvaluate = useStableCallback(props.onEvaluate);
  const onReview = useStableCallback(props.onReview ?? props.onOpen);
  // Kept here, not in the journal, so a search survives opening a decision and coming back.
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  // A chosen tag scopes everything below: the lists, what is due, and the statistics drawn from them.
  const scoped = useMemo(() => withTag(decisions, filter.tag), [decisions, filter.tag]);
  const tags = useMemo(() => knownTags(decisions), [decisions]);
  const { reviewDates, due, outcome, calibration, hint } = useMemo(
    () => journalSummary(scoped, reviews, nowTime === undefined ? new Date() : new Date(nowTime)),
    [scoped, reviews, nowTime],
  );
  const secondOpinions = props.secondOpinions ?? noOpinions;
  // Only on the calibration page, over the decisions in scope: the same ones the investor's own calibration reads.
  const reviewers = useMemo(
    () => (props.calibrationOpen ? reviewerCalibrationOf(scoped, reviews, secondOpinions) : null),
    [props.calibrationOpen, scoped, reviews, secondOpinions],
  );
  const showJournal = !editorOpen && !props.calibrationOpen && !props.page;
  const search = useJournalSearch(props.store, filter.query, decisions);
  // Typed words are searched for from the keystroke itself, while the dashboard redraws for them.
  const onFilterChange = useStableCallback((next: JournalFilter) => {
    if (next.query !== filter.query) search.start(next.query);
    setFilter(next);
  });
  const texts = useMessageText();
  const dueIds = useMemo(() => new Set(due.map((item) => item.decision.id)), [due]);
  const shown = useMemo(
    () => filterJournal(scoped, filter, { matches: search.matches, due: dueIds, ratingOf }),
    [scoped, filter, search.matches, dueIds],
  );
  // Built once per change of what they show: each keystroke in the search re-renders the dashboard, and the
  // charts of thousands of reviewed decisions must not be drawn again for it.
  const onShowCalibration = useStableCallback(props.onShowCalibration);
  const cards = useMemo(
    () => (
      <>
        {outcome && (
          <ErrorBoundary>
            <ProcessOutcomeCard className="mt-4" outcome={outcome} ruleText={ruleText} onOpen={onOpen} />
          </ErrorBoundary>
        )}
        <ErrorBoundary>
          <CalibrationCard className="mt-4" report={calibration} ruleText={ruleText} onOpenPage={onShowCalibration} />
        </ErrorBoundary>
      </>
    ),
    [outcome, calibration, ruleText, onOpen, onShowCalibration],
  );
  const lang = useLang();
  // The stages of today's questionnaire: a stage is a place in it, whichever version a decision was begun on.
  const stageTitles = useMemo(
    () => decisionBank().sections.map((section, index) => section.title[lang] ?? String(index + 1)),
    [lang],
  );
  const ratings = useMemo(
    () => defaultEvaluationRules.ratings.map(({ key, label }) => ({ key, label: ruleText(label) })),
    [ruleText],
  );
  return (
    <DashboardLayout
      sidebar={
        // The sidebar and the journal fail on their own: a bad row in one never takes the open editor with it.
        partial || !profile ? (
          <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />
        ) : (
          <ErrorBoundary>
            <ProfileCard
              riskTolerance={profile.riskTolerance}
              assessment={currentAssessment?.result ?? null}
              ruleText={ruleText}
              onAssessRisk={props.onAssessRisk}
              historyCount={props.assessmentCount}
              onShowHistory={props.onShowRiskHistory}
            />
            <PreferredStrategies
              strategies={preferred}
              strategyLabel={(strategy) => {
                const name = strategyNames.get(strategy);
                return name ? ruleText(name) : strategy;
              }}
              options={strategies.map(({ key, name }) => ({ key, label: ruleText(name) }))}
              onChange={props.onStrategiesChange}
              hint={hint}
              noneMessage={strategyHintNoneMessage()}
              ruleText={ruleText}
            />
            <DueReviewsList due={due} onOpen={onReview} />
            <ActiveDecisionsList decisions={scoped} stageCount={stageCount} onOpen={onOpen} />
            <CompletedDecisionsList decisions={scoped} onOpen={onEvaluate} />
          </ErrorBoundary>
        )
      }
      main={
        <>
          {editors}
          {!editorOpen && props.calibrationOpen && partial && (
            <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />
          )}
          {!editorOpen && props.calibrationOpen && !partial && (
            <ErrorBoundary>
              <CalibrationPage
                report={calibration}
                ruleText={ruleText}
                onBack={props.onCloseCalibration}
                tag={filter.tag}
                reviewers={reviewers}
              />
            </ErrorBoundary>
          )}
          {!editorOpen && !props.calibrationOpen && props.page && <ErrorBoundary>{props.page}</ErrorBoundary>}
          {showJournal && (
            <ErrorBoundary>
              <Journal
                decisions={decisions}
                counts={counts}
                rows={shown}
                toolbar={
                  // The filters wait for the reviews too: what is due is read from them.
                  <fieldset disabled={!reviewsRead} className="contents">
                    <JournalFilters
                      filter={filter}
                      onChange={onFilterChange}
                      stageTitles={stageTitles}
                      ratings={ratings}
                      tags={tags}
                      shown={shown.length}
                      total={decisions.length}
                      searching={search.searching}
                      error={texts.message(search.error)}
                    />
                  </fieldset>
                }
                stageCount={stageCount}
                onNew={props.onNew}
                onOpen={onOpen}
                onEvaluate={onEvaluate}
                dueCount={partial ? 0 : due.length}
                reviewDates={reviewsRead ? reviewDates : undefined}
                now={nowTime}
                onReview={onReviewRow}
                opening={opening}
                older={opening ? null : older}
                onRetryOlder={props.onRetryOlder}
              />
            </ErrorBoundary>
          )}
          {showJournal && !partial && cards}
        </>
      }
    />
  );
}
