/**
 * Answers to `number` questions are kept as the text the investor typed, so
 * nothing they wrote is lost; this reads that text as a number. Accepted: an
 * optional sign, digits with an optional decimal point, and an optional trailing
 * percent sign, in half- or full-width characters (-12.5, +8, 15%, －１２．５％).
 */
import type { Answers, Question, Section } from '../content/types';

const FULL_WIDTH = /[０-９．－＋％]/g;
const NUMBER = /^([+-]?)(\d+(?:\.\d+)?)%?$/;

function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)).replace(/\u2212/g, '-');
}

/** The number an answer states, or null when it is blank or not a number. */
export function parseNumberAnswer(value: Answers[string] | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = NUMBER.exec(halfWidth(value.trim()));
  if (!match) return null;
  const magnitude = Number(match[2]);
  return match[1] === '-' ? -magnitude : magnitude;
}

function isInvalidNumber(question: Question, value: Answers[string] | undefined): boolean {
  return (
    question.type === 'number' && typeof value === 'string' && value.trim() !== '' && parseNumberAnswer(value) === null
  );
}

/** Ids of the `number` questions of `section` whose answer is written but is not a number, in question order. */
export function invalidNumbers(section: Section, answers: Answers): string[] {
  return section.questions.filter((q) => isInvalidNumber(q, answers[q.id])).map((q) => q.id);
}
