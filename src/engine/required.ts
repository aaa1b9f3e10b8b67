/**
 * Which required questions of a section are still unanswered. One rule for every
 * form (decision editor, risk assessment, evaluation, review): a blank or
 * whitespace-only string and an empty checkbox list do not count as answered. A
 * range counts only once both ends read as numbers: half a range says nothing
 * the forecast can later be scored on.
 */
import type { Answers, QuestionType, Section } from '../content/types';
import { parseNumberAnswer } from './number-answer';

/** The two typed ends of a range answer; blanks where an end (or the whole answer) is missing or not a list. */
export function rangeEnds(value: Answers[string] | undefined | null): [string, string] {
  if (!Array.isArray(value)) return ['', ''];
  return [value[0] ?? '', value[1] ?? ''];
}

/**
 * Whether `value` answers a question of type `type`. Without a type (a caller
 * that only has the value) any non-blank string or non-empty list counts.
 */
export function isAnswered(value: Answers[string] | undefined | null, type?: QuestionType): boolean {
  if (value === undefined || value === null) return false;
  if (type === 'range') return rangeEnds(value).every((end) => parseNumberAnswer(end) !== null);
  if (Array.isArray(value)) return value.length > 0;
  return value.trim().length > 0;
}

/** Ids of the required questions of `section` that have no answer, in question order. */
export function missingRequired(section: Section, answers: Answers): string[] {
  return section.questions.filter((q) => q.required && !isAnswered(answers[q.id], q.type)).map((q) => q.id);
}
