/**
 * Checks a decision before it is evaluated: a name,
 * and every answer of the right type for its question. Requiredness is the
 * editor's job; this only refuses what the scoring could not read.
 */
import type { Answers, Bank, Lang, Question } from '../content/types';
import { answerProblem } from '../engine/answer-problems';
import { parseNumberAnswer } from '../engine/number-answer';
import { isAnswered } from '../engine/required';
import { defaultEvaluationRules } from './default-rules';
import type { RiskProfile } from './risk-profile';
import { ruleText } from './rule-messages';
import type { EvaluationRules } from './rule-types';

export interface EvaluationInput {
  name: string;
  answers: Answers;
  /** The investor's latest risk assessment, for the rules that compare the decision with it. */
  profile?: RiskProfile | null;
}

export interface EvaluationInputProblem {
  kind: 'name' | 'types';
  /** Message key ('Decision name is required.' or 'Type validation failed for {{count}} fields'). */
  messageKey: string;
  params: Record<string, string | number>;
  /** Question ids whose answer has the wrong type (or that the bank lacks), in answer order. */
  invalidIds: string[];
}

export type EvaluationInputCheck = { ok: true } | ({ ok: false } & EvaluationInputProblem);

/** Thrown by `evaluateDecision` on bad input; the UI shows `text(lang)` and `problem.invalidIds`. */
export class EvaluationInputError extends Error {
  readonly problem: EvaluationInputProblem;
  /** Message key of the wrapping sentence, 'Input validation failed: {{reason}}'. */
  readonly messageKey: string;

  constructor(problem: EvaluationInputProblem, rules: EvaluationRules) {
    const messageKey = rules.errors.inputFailed;
    super(EvaluationInputError.describe(problem, messageKey, 'en'));
    this.name = 'EvaluationInputError';
    this.problem = problem;
    this.messageKey = messageKey;
  }

  /** The full sentence in `lang`, e.g. "Input validation failed: Decision name is required." */
  text(lang: Lang): string {
    return EvaluationInputError.describe(this.problem, this.messageKey, lang);
  }

  private static describe(problem: EvaluationInputProblem, messageKey: string, lang: Lang): string {
    return ruleText(messageKey, lang, { reason: ruleText(problem.messageKey, lang, problem.params) });
  }
}

function isOption(question: Question, value: unknown): boolean {
  return typeof value === 'string' && (question.options ?? []).some((option) => option.value === value);
}

function hasValidType(question: Question | undefined, value: unknown): boolean {
  switch (question?.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string';
    case 'radio':
    case 'select':
    case 'yesno':
      return isOption(question, value);
    case 'checkbox':
      return Array.isArray(value) && value.every((item) => isOption(question, item));
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'number':
      return parseNumberAnswer(typeof value === 'string' ? value : undefined) !== null;
    case 'probability':
      // A number from 0 to 100, as the forms' gate accepts it.
      return typeof value === 'string' && isAnswered(value, 'probability') && answerProblem(question, value) === null;
    case 'range':
      // Two ends that read as numbers, the low one not above the high one.
      return (
        Array.isArray(value) &&
        value.length === 2 &&
        value.every((end) => typeof end === 'string') &&
        isAnswered(value, 'range') &&
        answerProblem(question, value) === null
      );
    default:
      // An id the bank does not have, or a question type the scoring does not know.
      return false;
  }
}

export function validateEvaluationInput(
  input: EvaluationInput,
  bank: Bank,
  rules: EvaluationRules = defaultEvaluationRules,
): EvaluationInputCheck {
  if (typeof input.name !== 'string' || input.name.trim() === '') {
    return { ok: false, kind: 'name', messageKey: rules.errors.nameRequired, params: {}, invalidIds: [] };
  }
  const questions = new Map(bank.sections.flatMap((section) => section.questions).map((q) => [q.id, q]));
  const invalidIds = Object.entries(input.answers ?? {})
    .filter(([id, value]) => value !== undefined && !hasValidType(questions.get(id), value))
    .map(([id]) => id);
  if (invalidIds.length > 0) {
    return {
      ok: false,
      kind: 'types',
      messageKey: rules.errors.typesFailed,
      params: { count: invalidIds.length },
      invalidIds,
    };
  }
  return { ok: true };
}
