/**
 * Which required questions of a section are still unanswered. One rule for every
 * form (decision editor, risk assessment, evaluation): a blank or whitespace-only
 * string and an empty checkbox list do not count as answered.
 */
import type { Answers, Section } from '../content/types';

export function isAnswered(value: Answers[string] | undefined | null): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value.trim().length > 0;
}

/** Ids of the required questions of `section` that have no answer, in question order. */
export function missingRequired(section: Section, answers: Answers): string[] {
  return section.questions.filter((q) => q.required && !isAnswered(answers[q.id])).map((q) => q.id);
}
