/**
 * What an edit of the scoring rules does to answers people already gave: every
 * record is scored with the current rules and with the edited ones, and each
 * change is reported with the rules that caused it. A rule "causes" a change
 * when its own contribution to that record differs between the two rule sets:
 * a stage rule's points, a stage's weight or base, a risk question's points for
 * the answer given, a category weight, an adjustment's move, or the bands that
 * turn a score into a rating or a risk type. Pure: the CLI reads the files and
 * prints the report.
 */
import type { Answers, Bank } from '../content/types';
import { evaluateDecision } from './evaluate-decision';
import { stageKeys } from './finalize';
import { riskProfileOf } from './risk-profile';
import { answerPoints, riskBandForScore, scoreRiskToleranceTraced } from './risk-tolerance';
import type { EvaluationRules, RiskRules } from './rule-types';
import { ruleContributions, ruleData } from './stage-score';
import type { RiskType } from './types';

/** One side of the comparison: the banks and the rules that score them. */
export interface RuleSet {
  banks: readonly Bank[];
  risk: RiskRules;
  evaluation: EvaluationRules;
}

/** Where a record came from: a fixture file an editor can open, or the seeded random set. */
export type RecordSource = 'fixture' | 'random';

export interface DecisionRecord {
  id: string;
  source: RecordSource;
  name: string;
  answers: Answers;
  /** The investor's stored assessment when the decision was evaluated; null for none. */
  assessment: { type: RiskType; score: number } | null;
}

export interface AssessmentRecord {
  id: string;
  source: RecordSource;
  answers: Answers;
}

/** A rule whose contribution to one record differs: points (or weight, or band) before and after. */
export interface Cause {
  rule: string;
  /** points: what the rule adds to the score; setting: a weight or base; band: the grade a score falls in. */
  measure: 'points' | 'setting' | 'band';
  before: number | string | null;
  after: number | string | null;
}

/** A score on one side, or why the record could not be scored there. */
export type Scored = { score: number; grade: string } | { error: string };

export interface RecordChange {
  kind: 'decision' | 'assessment';
  id: string;
  source: RecordSource;
  before: Scored;
  after: Scored;
  /** After minus before; 0 when either side failed. */
  delta: number;
  /** The grade is a rating (decisions) or a risk type (assessments). */
  gradeChanged: boolean;
  causes: Cause[];
}

export interface DiffSummary {
  decisions: { compared: number; fixtures: number; changedScores: number; changedRatings: number };
  assessments: { compared: number; fixtures: number; changedScores: number; changedTypes: number };
  /** "stable → cautious" → how many decisions moved that way (and the same for risk types). */
  ratingMoves: Record<string, number>;
  typeMoves: Record<string, number>;
  /** Records scored on one side only (e.g. the edited rules refuse an answer the current ones accept). */
  failures: number;
  /** The largest moves first, at most `largest` of them. */
  largestMoves: { kind: RecordChange['kind']; id: string; delta: number }[];
  /** Each rule with the number of records whose score or grade it changed, most first. */
  causes: { rule: string; records: number; gradeChanges: number }[];
}

export interface ScoreDiff {
  changes: RecordChange[];
  summary: DiffSummary;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function decisionBankOf(rules: RuleSet): Bank {
  const bank = rules.banks.find(({ id }) => id === rules.evaluation.bank);
  if (!bank) throw new Error(`no question bank "${rules.evaluation.bank}"`);
  return bank;
}

/** Named contributions of every evaluation rule to one decision, comparable across rule sets. */
function decisionContributions(record: DecisionRecord, rules: RuleSet): Map<string, number | string | null> {
  const profile = record.assessment && riskProfileOf(record.assessment, rules.risk);
  const data = ruleData(record.answers, rules.evaluation, profile);
  const parts = new Map<string, number | string | null>();
  for (const key of stageKeys(rules.evaluation)) {
    const stage = rules.evaluation.stages[key];
    parts.set(`stage ${key} weight`, stage.weight);
    parts.set(`stage ${key} base`, stage.base);
    for (const [name, points] of ruleContributions(stage, data)) parts.set(`stage ${key} › ${name}`, points);
  }
  return parts;
}

function scoreDecision(record: DecisionRecord, rules: RuleSet): Scored {
  try {
    const profile = record.assessment && riskProfileOf(record.assessment, rules.risk);
    const result = evaluateDecision(
      { name: record.name, answers: record.answers, profile },
      decisionBankOf(rules),
      rules.evaluation,
      '',
    );
    return { score: result.totalScore, grade: result.rating };
  } catch (error) {
    return { error: errorText(error) };
  }
}

function assessmentContributions(record: AssessmentRecord, rules: RuleSet): Map<string, number | string | null> {
  const parts = new Map<string, number | string | null>();
  for (const [id, question] of Object.entries(rules.risk.questions)) {
    parts.set(`question ${id}`, answerPoints(question, record.answers[id] ?? ''));
  }
  for (const [name, category] of Object.entries(rules.risk.categories)) {
    parts.set(`category ${name} weight`, category.addPoints ? 'added' : (category.weight ?? 0));
  }
  try {
    const { applied } = scoreRiskToleranceTraced(record.answers, rules.risk);
    for (const { name } of rules.risk.adjustments) parts.set(`adjustment ${name}`, 0);
    for (const { name, moved } of applied) parts.set(`adjustment ${name}`, moved);
  } catch {
    // Unscorable answers: the failure itself is the change reported.
  }
  return parts;
}

function scoreAssessment(record: AssessmentRecord, rules: RuleSet): Scored {
  try {
    const { result } = scoreRiskToleranceTraced(record.answers, rules.risk);
    return { score: result.score, grade: result.type };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** Contributions that are points (rules, answers, adjustments) rather than settings such as weights. */
const POINTS = /›|^question |^adjustment /;

function changedParts(
  before: Map<string, number | string | null>,
  after: Map<string, number | string | null>,
): Cause[] {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names.flatMap((rule) => {
    const was = before.get(rule) ?? null;
    const now = after.get(rule) ?? null;
    // A rule added or removed where it adds nothing moves no score.
    const same = was === now || ((was ?? 0) === 0 && (now ?? 0) === 0);
    return same ? [] : [{ rule, measure: POINTS.test(rule) ? 'points' : 'setting', before: was, after: now } as const];
  });
}

function compare(
  kind: RecordChange['kind'],
  id: string,
  source: RecordSource,
  before: Scored,
  after: Scored,
  causes: Cause[],
): RecordChange | undefined {
  const scored = 'score' in before && 'score' in after;
  const delta = scored ? after.score - before.score : 0;
  const gradeChanged = scored ? before.grade !== after.grade : 'error' in before !== 'error' in after;
  if (scored && delta === 0 && !gradeChanged) return undefined;
  if (!scored && 'error' in before && 'error' in after) return undefined;
  return { kind, id, source, before, after, delta, gradeChanged, causes };
}

function bandsDiffer<T>(a: T, b: T): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

function summarize(
  changes: RecordChange[],
  decisions: DecisionRecord[],
  assessments: AssessmentRecord[],
  largest: number,
): DiffSummary {
  const ofKind = (kind: RecordChange['kind']) => changes.filter((change) => change.kind === kind);
  const moves = (list: RecordChange[]) => {
    const counts: Record<string, number> = {};
    for (const change of list) {
      if (!change.gradeChanged || !('grade' in change.before) || !('grade' in change.after)) continue;
      const key = `${change.before.grade} → ${change.after.grade}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  const causeCounts = new Map<string, { records: number; gradeChanges: number }>();
  for (const change of changes) {
    for (const { rule } of change.causes) {
      const count = causeCounts.get(rule) ?? { records: 0, gradeChanges: 0 };
      count.records += 1;
      if (change.gradeChanged) count.gradeChanges += 1;
      causeCounts.set(rule, count);
    }
  }
  const decisionChanges = ofKind('decision');
  const assessmentChanges = ofKind('assessment');
  return {
    decisions: {
      compared: decisions.length,
      fixtures: decisions.filter(({ source }) => source === 'fixture').length,
      changedScores: decisionChanges.filter(({ delta }) => delta !== 0).length,
      changedRatings: decisionChanges.filter(({ gradeChanged }) => gradeChanged).length,
    },
    assessments: {
      compared: assessments.length,
      fixtures: assessments.filter(({ source }) => source === 'fixture').length,
      changedScores: assessmentChanges.filter(({ delta }) => delta !== 0).length,
      changedTypes: assessmentChanges.filter(({ gradeChanged }) => gradeChanged).length,
    },
    ratingMoves: moves(decisionChanges),
    typeMoves: moves(assessmentChanges),
    failures: changes.filter(({ before, after }) => 'error' in before || 'error' in after).length,
    largestMoves: changes
      .filter(({ delta }) => delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
      .slice(0, largest)
      .map(({ kind, id, delta }) => ({ kind, id, delta })),
    causes: [...causeCounts]
      .map(([rule, count]) => ({ rule, ...count }))
      .sort((a, b) => b.records - a.records || a.rule.localeCompare(b.rule)),
  };
}

export const RATING_BANDS = 'ratings';
export const PROFILE_BANDS = 'risk types (score ranges)';

/** Scores every record with both rule sets; only records whose score or grade moved are listed. */
export function diffScores(
  current: RuleSet,
  edited: RuleSet,
  records: { decisions: DecisionRecord[]; assessments: AssessmentRecord[] },
  largest = 10,
): ScoreDiff {
  const ratingBands = bandsDiffer(current.evaluation.ratings, edited.evaluation.ratings) ? RATING_BANDS : undefined;
  const profileBands = bandsDiffer(
    current.risk.profiles.map(({ key, scoreRange }) => [key, scoreRange]),
    edited.risk.profiles.map(({ key, scoreRange }) => [key, scoreRange]),
  )
    ? PROFILE_BANDS
    : undefined;
  const changes = [
    ...diffRecords('decision', records.decisions, decisionContributions, scoreDecision, ratingBands, [current, edited]),
    ...diffRecords('assessment', records.assessments, assessmentContributions, scoreAssessment, profileBands, [
      current,
      edited,
    ]),
  ];
  return { changes, summary: summarize(changes, records.decisions, records.assessments, largest) };
}

/** One kind of record scored on both sides, with each change's causes. */
function diffRecords<R extends { id: string; source: RecordSource }>(
  kind: RecordChange['kind'],
  records: R[],
  contributions: (record: R, rules: RuleSet) => Map<string, number | string | null>,
  score: (record: R, rules: RuleSet) => Scored,
  bands: string | undefined,
  [current, edited]: [RuleSet, RuleSet],
): RecordChange[] {
  return records.flatMap((record) => {
    const causes = changedParts(contributions(record, current), contributions(record, edited));
    const change = compare(kind, record.id, record.source, score(record, current), score(record, edited), causes);
    return change ? [withBandCause(change, bands)] : [];
  });
}

/**
 * When the bands moved and the grade changed, the bands share the blame with the
 * score's causes: a score that crossed an old boundary may not cross the new one.
 */
function withBandCause(change: RecordChange, bands: string | undefined): RecordChange {
  if (!bands || !change.gradeChanged || change.causes.some(({ rule }) => rule === bands)) return change;
  if (!('grade' in change.before) || !('grade' in change.after)) return change;
  return {
    ...change,
    causes: [
      ...change.causes,
      { rule: bands, measure: 'band', before: change.before.grade, after: change.after.grade },
    ],
  };
}

/**
 * The causes that moved the score most first (a weight, band or record scored
 * on one side only counts as largest): what an editor wants to look at.
 */
export function largestCausesFirst(causes: readonly Cause[]): Cause[] {
  const size = ({ before, after }: Cause) =>
    typeof before === 'number' && typeof after === 'number' ? Math.abs(after - before) : Number.POSITIVE_INFINITY;
  return [...causes].sort((a, b) => size(b) - size(a));
}

/** The assessment type a stored score had under a rule set: what random decisions carry as their investor's profile. */
export function assessmentFor(score: number, rules: RiskRules): { type: RiskType; score: number } {
  return { type: riskBandForScore(score, rules).key, score };
}
