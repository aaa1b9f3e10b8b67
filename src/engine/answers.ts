/**
 * Moving answers between a bank's answers map (every question of a decision or
 * an assessment) and the form data of some of its sections. One rule for every
 * form and machine: a form reports the whole of its own questions on every
 * change, and a cleared field arrives as undefined or goes missing, so those
 * questions are replaced rather than merged (otherwise a cleared answer would
 * silently come back). Empty values ('' and []) are left out: they answer
 * nothing, and a form that fills in such defaults on first render must not look
 * like an edit. What then counts as answered is `required.ts`.
 *
 * A range is kept as its two typed ends `[low, high]`, a blank end as '', as soon
 * as either end holds anything: one end typed is kept, so moving on to type the
 * other never loses it, and a blank end stays in its place (["", "15"] is a high
 * end of 15, not a low one). Both ends blank is no answer, like an empty text.
 */
import type { Answers, Question, Section } from '../content/types';

/** What a form hands over: answers that may be undefined or null while cleared. */
export type FormAnswers = Record<string, string | string[] | undefined | null>;

/** The answers of `section`'s questions only: the form's data. */
export function sectionFormData(section: Section, answers: Answers): Answers {
  const data: Answers = {};
  for (const question of section.questions) {
    const value = answers[question.id];
    if (value !== undefined) data[question.id] = value;
  }
  return data;
}

/** A range's two ends as typed ('' for a blank one), or undefined when both are blank. */
function rangeAnswer(value: unknown): string[] | undefined {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const ends = [list[0], list[1]].map((end) => (typeof end === 'string' ? end : ''));
  return ends.some((end) => end.length > 0) ? ends : undefined;
}

/** `answers` with the questions of `sections` replaced by `formData`; other answers are kept. */
export function applyFormAnswers(answers: Answers, sections: readonly Section[], formData: unknown): Answers {
  const next: Answers = { ...answers };
  const types = new Map<string, Question['type']>();
  for (const section of sections) {
    for (const question of section.questions) {
      delete next[question.id];
      types.set(question.id, question.type);
    }
  }
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  for (const [id, value] of Object.entries(data)) {
    if (types.get(id) === 'range') {
      const range = rangeAnswer(value);
      if (range) next[id] = range;
    } else if (typeof value === 'string' && value.length > 0) next[id] = value;
    else if (Array.isArray(value) && value.length > 0) next[id] = value.filter((v) => typeof v === 'string');
  }
  return next;
}

function sameValue(a: Answers[string] | undefined, b: Answers[string] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

/** Whether two answer maps hold the same answers, whatever their key order. */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/** Whether two answer maps agree on every question of `section`. */
export function sameSectionAnswers(section: Section, a: Answers, b: Answers): boolean {
  return section.questions.every((question) => sameValue(a[question.id], b[question.id]));
}
