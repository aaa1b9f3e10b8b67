/**
 * Shape checks for stored objects (spec §5). Applied to every row read back
 * and to every record of an imported file: what fails is skipped or refused,
 * never handed to the app half-formed.
 */
import type { Answers } from '../content/types';
import type { EvaluationResult, RiskResult, RiskType } from '../scoring/types';
import type { Decision, Profile, RiskAssessment } from './types';

export const RISK_TYPES: readonly RiskType[] = ['conservative', 'steady', 'balanced', 'progressive', 'aggressive'];

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

export const isRiskType = (value: unknown): value is RiskType => RISK_TYPES.includes(value as RiskType);

/** Question id → text, or list of texts for checkbox questions. */
export function isAnswers(value: unknown): value is Answers {
  return isObject(value) && Object.values(value).every((answer) => isString(answer) || isStringList(answer));
}

/** Enough of an evaluation result to show it: score, rating and per-stage scores. */
export function isEvaluationResult(value: unknown): value is EvaluationResult {
  return (
    isObject(value) &&
    isNumber(value.totalScore) &&
    isString(value.rating) &&
    isObject(value.stageScores) &&
    isStringList(value.recommendations)
  );
}

export function isRiskResult(value: unknown): value is RiskResult {
  return isObject(value) && isNumber(value.score) && isRiskType(value.type) && isString(value.name);
}

export function isProfile(value: unknown): value is Profile {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    isRiskType(value.riskTolerance) &&
    isStringList(value.preferredStrategies)
  );
}

export function isDecision(value: unknown): value is Decision {
  if (!isObject(value)) return false;
  const evaluationOk =
    value.evaluated === true
      ? isNumber(value.evaluationScore) && isEvaluationResult(value.evaluationResult)
      : (value.evaluationScore === null || isNumber(value.evaluationScore)) &&
        (value.evaluationResult === null || isEvaluationResult(value.evaluationResult));
  return (
    isString(value.id) &&
    isString(value.name) &&
    isString(value.bankId) &&
    isString(value.bankVersion) &&
    Number.isInteger(value.stage) &&
    (value.stage as number) >= 1 &&
    (value.stage as number) <= 7 &&
    isAnswers(value.answers) &&
    typeof value.completed === 'boolean' &&
    typeof value.evaluated === 'boolean' &&
    evaluationOk &&
    isString(value.createdAt) &&
    isString(value.updatedAt) &&
    Number.isInteger(value.version) &&
    (value.version as number) >= 0
  );
}

export function isRiskAssessment(value: unknown): value is RiskAssessment {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    isRiskType(value.type) &&
    isNumber(value.score) &&
    isAnswers(value.answers) &&
    isRiskResult(value.result) &&
    isString(value.createdAt)
  );
}
