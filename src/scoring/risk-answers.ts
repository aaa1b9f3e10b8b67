/**
 * Which risk-assessment answers are missing or not options of their question.
 * The questions and their options are those the rules give points to; `check`
 * keeps them in step with the bank. An empty multiple-choice list is unanswered.
 */
import type { Answers } from '../content/types';
import { isAnswered } from '../engine/required';
import type { RiskQuestionRule, RiskRules } from './rule-types';

export class RiskAnswersError extends Error {
  /** Question ids with no answer (or an empty list), in rule order. */
  readonly unansweredIds: string[];
  /** Ids whose answer is not an option of the question, or that no rule knows. */
  readonly invalidIds: string[];
  /** Message key (namespace `rules`) for the user, and its placeholder values. */
  readonly messageKey: string;
  readonly params: Record<string, string>;

  constructor(unansweredIds: string[], invalidIds: string[], rules: RiskRules) {
    const parts = [
      unansweredIds.length > 0 ? `unanswered: ${unansweredIds.join(', ')}` : '',
      invalidIds.length > 0 ? `invalid: ${invalidIds.join(', ')}` : '',
    ].filter(Boolean);
    super(`Risk assessment answers are incomplete (${parts.join('; ')})`);
    this.name = 'RiskAnswersError';
    this.unansweredIds = unansweredIds;
    this.invalidIds = invalidIds;
    // Missing answers come first: the dialog asks for those before anything else.
    this.messageKey = unansweredIds.length > 0 ? rules.errors.unanswered : rules.errors.invalid;
    this.params = unansweredIds.length > 0 ? {} : { ids: invalidIds.join(', ') };
  }
}

function isValidAnswer(value: Answers[string], question: RiskQuestionRule): boolean {
  const known = (option: unknown) => typeof option === 'string' && Object.hasOwn(question.points, option);
  if (question.multipleChoice) return Array.isArray(value) && value.every(known);
  return known(value);
}

/** Throws `RiskAnswersError` unless every question has a valid answer. */
export function assertRiskAnswers(answers: Answers, rules: RiskRules): void {
  const unanswered: string[] = [];
  const invalid: string[] = [];
  for (const [id, question] of Object.entries(rules.questions)) {
    const value = answers[id];
    if (!isAnswered(value)) unanswered.push(id);
    else if (value !== undefined && !isValidAnswer(value, question)) invalid.push(id);
  }
  invalid.push(...Object.keys(answers).filter((id) => !Object.hasOwn(rules.questions, id)));
  if (unanswered.length > 0 || invalid.length > 0) throw new RiskAnswersError(unanswered, invalid, rules);
}
