/**
 * The "export all my data" file and its checks on import: one JSON document
 * with the profile, every decision (with its evaluation), every risk
 * assessment, every review, and the second opinions both ways: packets others
 * sent the user to review, and responses the user imported. Its format is documented by `user-data-export.schema.json` beside
 * this file. Import refuses the whole file if any record fails the checks, and
 * says which record and which field, so nothing half-imports and the investor
 * knows what to fix. Whether answers fit their questions is the app's to say
 * (it holds the banks): it hands that check in as a `ContentFit`.
 */
import { ERROR_KEYS, type ErrorKey } from './error-keys';
import { EXPORT_FORMAT } from './export-file-name';
import { checkSecondOpinions, checkSharedPackets } from './export-second-opinion-checks';
import {
  decisionNameProblem,
  decisionProblem,
  normalizeTags,
  profileNameProblem,
  reviewAnswersProblem,
  riskAnswersProblem,
  tagsProblem,
} from './limits';
import { runToEnd } from './main-thread-slices';
import type { PacketErrorKey } from './packet-error-keys';
import type { ContentFit, UserDataExport } from './ports';
import { firstBadPath, isPlainRecord } from './schema';
import type { SecondOpinion, SharedPacket } from './second-opinion';
import {
  brokenDecisionRule,
  decisionSchema,
  exportedRiskAssessmentSchema,
  fillMissingForecast,
  fillMissingTags,
  forecastDisagreement,
  profileSchema,
  reviewSchema,
} from './shapes';
import type { Decision, ExportedRiskAssessment, Profile, Review, RiskAssessment } from './types';

/**
 * Raised whenever the file's shape changes in a way an older app could misread.
 * 2 added `reviews`; a version-1 file (which has none) still imports.
 * 3 added each decision's `forecast` and `forecastMadeAt`: an older app would
 * drop them, and the forecast could then be rewritten. Decisions of a version-1
 * or 2 file have neither, and import with no forecast.
 * 4 added each decision's `tags`: an older app would drop them. Decisions of
 * older files have none.
 * 5 added `sharedPackets` and `secondOpinions`: an older app would drop them,
 * and a replacing import would then delete them. Older files have none.
 */
export const EXPORT_VERSION = 5;

/** Why a file was refused: an `errors` message key and its parameters. */
export interface ExportProblem {
  key: ErrorKey | PacketErrorKey;
  params: Record<string, string>;
}

export type ExportCheck = { ok: true; file: UserDataExport } | { ok: false; problem: ExportProblem };

/** How far a check has come: records (of every list) checked, of those the file holds. */
export interface CheckProgress {
  done: number;
  total: number;
}

/** A list's check: a step after each record, ending with the first problem found or null. */
type ListCheck = Generator<void, ExportProblem | null, void>;

/** What an export holds besides its profile, decisions and assessments; a list left out is empty. */
export interface ExportExtras {
  reviews?: Review[];
  sharedPackets?: SharedPacket[];
  secondOpinions?: SecondOpinion[];
}

export function buildExport(
  profile: Profile | null,
  decisions: Decision[],
  riskAssessments: RiskAssessment[],
  { reviews = [], sharedPackets = [], secondOpinions = [] }: ExportExtras = {},
  now: Date = new Date(),
): UserDataExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile,
    decisions,
    riskAssessments,
    reviews,
    sharedPackets,
    secondOpinions,
  };
}

/** A long name is cut so the message stays readable. */
function shortName(name: unknown): string {
  if (typeof name !== 'string') return '';
  const chars = [...name];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : name;
}

const problem = (key: ErrorKey, params: Record<string, string> = {}): ExportProblem => ({ key, params });

const refuse = (key: ErrorKey, params: Record<string, string> = {}): ExportCheck => ({
  ok: false,
  problem: problem(key, params),
});

/** An ISO date and time as exports write them; anything else the database might read differently, or refuse. */
const isIsoTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The database's own rules that the app's shape checks leave open: caught here,
 * the investor is told which field; left to the database, only that it failed.
 */
function decisionRuleBroken(decision: Decision): string | null {
  if (decision.evaluated && !decision.completed) return 'completed';
  if (decision.evaluationScore !== null && !Number.isInteger(decision.evaluationScore)) return 'evaluationScore';
  if (!isIsoTime(decision.createdAt)) return 'createdAt';
  if (!isIsoTime(decision.updatedAt)) return 'updatedAt';
  if (decision.forecastMadeAt !== null && !isIsoTime(decision.forecastMadeAt)) return 'forecastMadeAt';
  // Tags as the store writes them; the database refuses any other list.
  const normalized = normalizeTags(decision.tags);
  const asWritten =
    normalized.length === decision.tags.length && normalized.every((tag, i) => tag === decision.tags[i]);
  if (!asWritten || tagsProblem(normalized)) return 'tags';
  // The forecast is a copy of its answers; a file that says otherwise has been edited.
  const disagreeing = decision.forecast ? forecastDisagreement(decision.forecast, decision.answers) : [];
  if (disagreeing.length > 0) return `forecast.${disagreeing[0]}`;
  return null;
}

function assessmentRuleBroken(assessment: ExportedRiskAssessment): string | null {
  if (!Number.isInteger(assessment.score)) return 'score';
  const nameLength = [...assessment.name].length;
  if (nameLength < 1 || nameLength > 200) return 'name';
  if (!isIsoTime(assessment.createdAt)) return 'createdAt';
  if (riskAnswersProblem(assessment.answers)) return 'answers';
  return null;
}

/** A fit that finds nothing wrong: the check without the app's content. */
const fitsAnything: ContentFit = () => null;

function* checkDecisions(list: unknown[], fits: ContentFit): ListCheck {
  const seen = new Set<unknown>();
  for (const [index, decision] of list.entries()) {
    const number = String(index + 1);
    if (!isPlainRecord(decision)) return problem(ERROR_KEYS.importDecisionNotRecord, { number });
    const name = shortName(decision.name);
    const path = firstBadPath(decisionSchema, decision);
    // '' with every field well-formed: a rule across fields is broken, named by the field it is about.
    if (path !== null) {
      const field = path || (brokenDecisionRule(decision as unknown as Decision) ?? 'evaluated');
      return problem(ERROR_KEYS.importBadDecision, { number, name, field });
    }
    const rule = decisionRuleBroken(decision as unknown as Decision);
    if (rule) return problem(ERROR_KEYS.importBadDecision, { number, name, field: rule });
    const limit = decisionProblem(decision);
    if (limit) {
      const field = typeof decision.name === 'string' && decisionNameProblem(decision.name) ? 'name' : 'answers';
      return problem(ERROR_KEYS.importBadDecision, { number, name, field });
    }
    if (seen.has(decision.id)) return problem(ERROR_KEYS.importDuplicateDecision, { number, name });
    const { bankId, bankVersion, answers, completed } = decision as unknown as Decision;
    const misfit = fits({ kind: 'decision', bankId, bankVersion, answers, inProgress: !completed });
    if (misfit) return problem(ERROR_KEYS.importBadDecision, { number, name, field: misfit });
    seen.add(decision.id);
    yield;
  }
  return null;
}

function* checkAssessments(list: unknown[], fits: ContentFit): ListCheck {
  const seen = new Set<unknown>();
  for (const [index, assessment] of list.entries()) {
    const number = String(index + 1);
    if (!isPlainRecord(assessment)) return problem(ERROR_KEYS.importAssessmentNotRecord, { number });
    const path = firstBadPath(exportedRiskAssessmentSchema, assessment);
    if (path !== null) return problem(ERROR_KEYS.importBadAssessment, { number, field: path || 'result' });
    const rule = assessmentRuleBroken(assessment as unknown as ExportedRiskAssessment);
    if (rule) return problem(ERROR_KEYS.importBadAssessment, { number, field: rule });
    if (seen.has(assessment.id)) return problem(ERROR_KEYS.importDuplicateAssessment, { number });
    const { bankId, bankVersion, answers } = assessment as unknown as ExportedRiskAssessment;
    const misfit = fits({ kind: 'assessment', bankId, bankVersion, answers, inProgress: false });
    if (misfit) return problem(ERROR_KEYS.importBadAssessment, { number, field: misfit });
    seen.add(assessment.id);
    yield;
  }
  return null;
}

function reviewRuleBroken(review: Review): string | null {
  if (!isIsoTime(review.createdAt)) return 'createdAt';
  if (reviewAnswersProblem(review.answers)) return 'answers';
  return null;
}

/**
 * A review must look back at a completed decision. One of the file is checked
 * here; one the file does not hold may be in the account, which only the
 * database can tell (it refuses the import when it is not).
 */
function* checkReviews(list: unknown[], decisions: unknown[], fits: ContentFit): ListCheck {
  const byId = new Map((decisions as Decision[]).map((decision) => [decision.id, decision]));
  const seen = new Set<unknown>();
  for (const [index, review] of list.entries()) {
    const number = String(index + 1);
    if (!isPlainRecord(review)) return problem(ERROR_KEYS.importReviewNotRecord, { number });
    const path = firstBadPath(reviewSchema, review);
    if (path !== null) return problem(ERROR_KEYS.importBadReview, { number, field: path || 'review' });
    const rule = reviewRuleBroken(review as unknown as Review);
    if (rule) return problem(ERROR_KEYS.importBadReview, { number, field: rule });
    const decision = byId.get(review.decisionId as string);
    if (decision && !decision.completed) return problem(ERROR_KEYS.importReviewDecisionIncomplete, { number });
    if (seen.has(review.id)) return problem(ERROR_KEYS.importDuplicateReview, { number });
    const { bankId, bankVersion, answers } = review as unknown as Review;
    const misfit = fits({ kind: 'review', bankId, bankVersion, answers, inProgress: false });
    if (misfit) return problem(ERROR_KEYS.importBadReview, { number, field: misfit });
    seen.add(review.id);
    yield;
  }
  return null;
}

/** A list's check, telling after each record how many of the file's records are checked. */
function* counted(
  list: ListCheck,
  before: number,
  total: number,
): Generator<CheckProgress, ExportProblem | null, void> {
  let done = before;
  for (;;) {
    const step = list.next();
    if (step.done) return step.value;
    done += 1;
    yield { done, total };
  }
}

/**
 * checkExport as steps, one a record, so a caller on the page's main thread
 * can pause between them (see main-thread-slices.ts): a file of thousands of
 * decisions takes longer to check than a page may stay unresponsive.
 */
export function* exportCheckSteps(
  data: unknown,
  fits: ContentFit = fitsAnything,
): Generator<CheckProgress, ExportCheck, void> {
  if (!isPlainRecord(data) || data.format !== EXPORT_FORMAT) return refuse(ERROR_KEYS.importForeign);
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse(ERROR_KEYS.importInvalid);
  }
  if (version > EXPORT_VERSION) {
    return refuse(ERROR_KEYS.importNewerVersion, { version: String(version), supported: String(EXPORT_VERSION) });
  }
  const profile = data.profile ?? null;
  if (profile !== null) {
    const path = firstBadPath(profileSchema, profile);
    if (path !== null) return refuse(ERROR_KEYS.importBadProfile, { field: path || 'profile' });
    if (profileNameProblem((profile as Profile).name)) return refuse(ERROR_KEYS.importBadProfile, { field: 'name' });
    // The database caps the strategies' total size too (2000 bytes).
    if (new TextEncoder().encode((profile as Profile).preferredStrategies.join('')).length > 2000) {
      return refuse(ERROR_KEYS.importBadProfile, { field: 'preferredStrategies' });
    }
  }
  for (const list of ['decisions', 'riskAssessments'] as const) {
    if (!Array.isArray(data[list])) return refuse(ERROR_KEYS.importBadList, { list });
  }
  // Version 1 had no reviews; from version 2 the list is part of the file, from 5 the second opinions too.
  if (version >= 2 && !Array.isArray(data.reviews)) return refuse(ERROR_KEYS.importBadList, { list: 'reviews' });
  for (const list of ['sharedPackets', 'secondOpinions'] as const) {
    if (version >= 5 && !Array.isArray(data[list])) return refuse(ERROR_KEYS.importBadList, { list });
  }
  // Before version 3 decisions had no forecast, before version 4 no tags.
  const decisions = (data.decisions as unknown[]).map((decision) => {
    const withForecast = version >= 3 ? decision : fillMissingForecast(decision);
    return version >= 4 ? withForecast : fillMissingTags(withForecast);
  });
  const riskAssessments = data.riskAssessments as unknown[];
  const reviews = version >= 2 ? (data.reviews as unknown[]) : [];
  const sharedPackets = version >= 5 ? (data.sharedPackets as unknown[]) : [];
  const secondOpinions = version >= 5 ? (data.secondOpinions as unknown[]) : [];
  const lists: [ListCheck, number][] = [
    [checkDecisions(decisions, fits), decisions.length],
    [checkAssessments(riskAssessments, fits), riskAssessments.length],
    [checkReviews(reviews, decisions, fits), reviews.length],
    [checkSharedPackets(sharedPackets, fits), sharedPackets.length],
    [checkSecondOpinions(secondOpinions, decisions as Decision[], fits), secondOpinions.length],
  ];
  const total = lists.reduce((sum, [, length]) => sum + length, 0);
  let before = 0;
  for (const [check, length] of lists) {
    const found = yield* counted(check, before, total);
    if (found) return { ok: false, problem: found };
    before += length;
  }
  return {
    ok: true,
    file: {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: typeof data.exportedAt === 'string' ? data.exportedAt : '',
      profile: profile as Profile | null,
      decisions: decisions as Decision[],
      riskAssessments: riskAssessments as ExportedRiskAssessment[],
      reviews: reviews as Review[],
      sharedPackets: sharedPackets as SharedPacket[],
      secondOpinions: secondOpinions as SecondOpinion[],
    },
  };
}

/** The file's content when it is an export this app can import, else the first problem found. */
export function checkExport(data: unknown, fits?: ContentFit): ExportCheck {
  return runToEnd(exportCheckSteps(data, fits));
}
