/**
 * Database rows (snake_case columns, as PGlite and PostgREST return them) to
 * the app's entities and back. Reading returns null for a row that fails the
 * shape checks, so callers skip it instead of crashing.
 */
import { isDecision, isDecisionSummary, isProfile, isReview, isRiskAssessment } from './shapes';
import type {
  Decision,
  DecisionSummary,
  ExportedRiskAssessment,
  NewReview,
  Profile,
  Review,
  RiskAssessment,
  StorageStats,
} from './types';

export type Row = Record<string, unknown>;

/** A time as Postgres writes it in UTC (PostgREST's and the embedded lists' JSON): up to microseconds, `+00:00`. */
const UTC_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?\+00:00$/;

const THIRTY_DAY_MONTHS = new Set([4, 6, 9, 11]);

/**
 * Such a time rewritten as `toISOString` would write it (milliseconds, `Z`) by
 * moving its characters; null for anything else, and for a date or time that
 * does not exist, which the caller parses as before. A journal's list holds
 * three times per decision, and parsing each into a Date and back was the
 * largest item of a profile of reading ten thousand of them.
 */
function utcTimeAsIso(text: string): string | null {
  const parts = UTC_TIME.exec(text);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second, fraction = ''] = parts;
  const y = Number(year);
  const m = Number(month);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 ? (leap ? 29 : 28) : THIRTY_DAY_MONTHS.has(m) ? 30 : 31;
  const exists =
    m >= 1 &&
    m <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= days &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59;
  if (!exists) return null;
  // Joined, not written as a template: V8 keeps a template's result as a tree of its pieces, eight times the
  // memory of the flat string a join makes, for as long as the journal is open.
  return [text.slice(0, 19), '.', fraction.padEnd(3, '0').slice(0, 3), 'Z'].join('');
}

/** PGlite gives Date objects, PostgREST ISO strings with microseconds: both become ISO strings. */
export function isoTime(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value === 'string') {
    const rewritten = utcTimeAsIso(value);
    if (rewritten !== null) return rewritten;
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : new Date(time).toISOString();
  }
  return value;
}

export function profileFromRow(row: Row): Profile | null {
  const profile = {
    id: row.user_id,
    name: row.name,
    riskTolerance: row.risk_tolerance,
    preferredStrategies: row.preferred_strategies,
  };
  return isProfile(profile) ? profile : null;
}

/** Columns a client writes; the user id comes from the session, timestamps and version from the database. */
export function profileToRow(profile: Profile): Row {
  return {
    name: profile.name,
    risk_tolerance: profile.riskTolerance,
    preferred_strategies: profile.preferredStrategies,
  };
}

function summaryFields(row: Row) {
  return {
    id: row.id,
    name: row.name,
    bankId: row.bank_id,
    bankVersion: row.bank_version,
    stage: row.stage,
    answers: row.answers,
    completed: row.completed,
    evaluated: row.evaluated,
    evaluationScore: row.evaluation_score ?? null,
    forecast: row.forecast ?? null,
    forecastMadeAt: row.forecast_made_at == null ? null : isoTime(row.forecast_made_at),
    // A row of a database from before tags has no such column: no tags.
    tags: row.tags ?? [],
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    version: row.version,
  };
}

export function decisionFromRow(row: Row): Decision | null {
  const decision = { ...summaryFields(row), evaluationResult: row.evaluation_result ?? null };
  return isDecision(decision) ? decision : null;
}

/** A row of `decision_summaries`: a decision without its evaluation result, with only the asked-for answers. */
export function decisionSummaryFromRow(row: Row): DecisionSummary | null {
  const summary = summaryFields(row);
  return isDecisionSummary(summary) ? summary : null;
}

/**
 * What an update may change; never the tags, which are set on their own
 * (setDecisionTags), so an editor's save cannot undo a tag edit. The forecast is sent as the decision holds it:
 * set once (by the save that completes the decision), then the same on every
 * save, which the database accepts as no change. Its date never is: the
 * database stamps it, to the microsecond, where the app keeps milliseconds.
 */
export function decisionToUpdateRow(decision: Decision): Row {
  return {
    name: decision.name,
    bank_id: decision.bankId,
    bank_version: decision.bankVersion,
    stage: decision.stage,
    answers: decision.answers,
    completed: decision.completed,
    evaluated: decision.evaluated,
    evaluation_score: decision.evaluationScore,
    evaluation_result: decision.evaluationResult,
    forecast: decision.forecast,
  };
}

/** What an insert writes: the update columns plus the id and the draft's creation time. */
export function decisionToInsertRow(decision: Decision): Row {
  return { id: decision.id, ...decisionToUpdateRow(decision), created_at: decision.createdAt };
}

/**
 * An imported decision keeps when it was last changed, so the journal reads as
 * it did where it was exported, when its forecast was made, and its tags.
 */
export function decisionToImportRow(decision: Decision): Row {
  return {
    ...decisionToInsertRow(decision),
    forecast_made_at: decision.forecastMadeAt,
    tags: decision.tags,
    updated_at: decision.updatedAt,
  };
}

export function riskAssessmentFromRow(row: Row): RiskAssessment | null {
  const assessment = {
    id: row.id,
    bankId: row.bank_id,
    bankVersion: row.bank_version,
    score: row.score,
    type: row.type,
    name: row.name,
    answers: row.answers,
    result: row.result,
    createdAt: isoTime(row.created_at),
  };
  return isRiskAssessment(assessment) ? assessment : null;
}

/** An imported assessment may lack its bank (an old file); the database's import fills it in. */
export function riskAssessmentToRow(assessment: ExportedRiskAssessment): Row {
  return {
    id: assessment.id,
    ...(assessment.bankId === undefined ? {} : { bank_id: assessment.bankId }),
    ...(assessment.bankVersion === undefined ? {} : { bank_version: assessment.bankVersion }),
    score: assessment.score,
    type: assessment.type,
    name: assessment.name,
    answers: assessment.answers,
    result: assessment.result,
    created_at: assessment.createdAt,
  };
}

export function reviewFromRow(row: Row): Review | null {
  const review = {
    id: row.id,
    decisionId: row.decision_id,
    bankId: row.bank_id,
    bankVersion: row.bank_version,
    answers: row.answers,
    createdAt: isoTime(row.created_at),
  };
  return isReview(review) ? review : null;
}

/** What adding a review writes; the database stamps when. */
export function reviewToInsertRow(review: NewReview): Row {
  return {
    id: review.id,
    decision_id: review.decisionId,
    bank_id: review.bankId,
    bank_version: review.bankVersion,
    answers: review.answers,
  };
}

/** An imported review keeps when it was made: the review schedule counts from it. */
export function reviewToImportRow(review: Review): Row {
  return { ...reviewToInsertRow(review), created_at: review.createdAt };
}

/** The object public.my_storage_stats() returns, as StorageStats. */
export function statsFromRow(row: Row): StorageStats {
  const count = (key: string) => Number(row[key] ?? 0);
  const breakdown = {
    profiles: count('profiles'),
    decisions: count('decisions'),
    riskAssessments: count('riskAssessments'),
    evaluations: count('evaluations'),
    forecasts: count('forecasts'),
    reviews: count('reviews'),
  };
  const bytes = {
    profiles: count('profilesBytes'),
    decisions: count('decisionsBytes'),
    riskAssessments: count('riskAssessmentsBytes'),
    evaluations: count('evaluationsBytes'),
    forecasts: count('forecastsBytes'),
    reviews: count('reviewsBytes'),
  };
  return {
    totalFiles: breakdown.profiles + breakdown.decisions + breakdown.riskAssessments + breakdown.reviews,
    totalSize: bytes.profiles + bytes.decisions + bytes.riskAssessments + bytes.reviews,
    breakdown,
    bytes,
  };
}

/** True when the stored row holds what `decision` asked to write (a retried save that did land). */
export function rowMatchesDecision(row: Row, decision: Decision): boolean {
  const stored = decisionFromRow(row);
  if (!stored) return false;
  const expected = decisionToUpdateRow(decision);
  const actual = decisionToUpdateRow(stored);
  return JSON.stringify(canonical(expected)) === JSON.stringify(canonical(actual));
}

/** Key order does not matter when comparing JSON values (jsonb reorders keys). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Row)
        .sort()
        .map((key) => [key, canonical((value as Row)[key])]),
    );
  }
  return value;
}
