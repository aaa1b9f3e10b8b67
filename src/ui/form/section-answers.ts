/**
 * Moving answers between the app's answers map (all questions of a decision)
 * and one section's form data.
 */
import type { Answers, Section } from '../../content/types';

/** The answers of `section`'s questions only: the form's data. */
export function sectionFormData(section: Section, answers: Answers): Answers {
  const data: Answers = {};
  for (const question of section.questions) {
    const value = answers[question.id];
    if (value !== undefined) data[question.id] = value;
  }
  return data;
}

/**
 * `answers` with `section`'s questions replaced by the form's data. Cleared
 * fields (undefined, blank text, an empty list) are removed rather than kept,
 * so a cleared answer never comes back and never counts as answered.
 */
export function mergeSectionAnswers(answers: Answers, section: Section, formData: unknown): Answers {
  const next: Answers = { ...answers };
  const data = (formData && typeof formData === 'object' ? formData : {}) as Record<string, unknown>;
  for (const question of section.questions) {
    const value = data[question.id];
    if (typeof value === 'string' && value.length > 0) next[question.id] = value;
    else if (Array.isArray(value) && value.length > 0) next[question.id] = value.filter((v) => typeof v === 'string');
    else delete next[question.id];
  }
  return next;
}

function sameValue(a: Answers[string] | undefined, b: Answers[string] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

/** Whether two answer maps agree on every question of `section`. */
export function sameSectionAnswers(section: Section, a: Answers, b: Answers): boolean {
  return section.questions.every((question) => sameValue(a[question.id], b[question.id]));
}
