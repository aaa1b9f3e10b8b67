/**
 * Folding form data into an answers map. A form reports the whole of its own
 * questions on every change, and a cleared field arrives as undefined or goes
 * missing, so the form's questions are replaced rather than merged — otherwise a
 * cleared answer would silently come back. Empty values ('' and []) are left out:
 * they answer nothing, and a form that fills in such defaults on first render
 * must not look like an edit.
 */
import type { Answers, Section } from '../content/types';

/** What a form hands over: answers that may be undefined or null while cleared. */
export type FormAnswers = Record<string, string | string[] | undefined | null>;

/** `answers` with the questions of `sections` replaced by `formData`; other answers are kept. */
export function applyFormAnswers(answers: Answers, sections: readonly Section[], formData: FormAnswers): Answers {
  const next: Answers = { ...answers };
  for (const section of sections) {
    for (const question of section.questions) delete next[question.id];
  }
  for (const [id, value] of Object.entries(formData)) {
    if (value === undefined || value === null || value.length === 0) continue;
    next[id] = Array.isArray(value) ? [...value] : value;
  }
  return next;
}

function sameValue(a: Answers[string] | undefined, b: Answers[string] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** Whether two answer maps hold the same answers, whatever their key order. */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}
