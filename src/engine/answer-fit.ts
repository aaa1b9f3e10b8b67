/**
 * Whether stored answers fit the questions they claim to answer: every key a
 * question of the bank version, every value the kind of answer that question
 * takes. The forms only ever write answers that fit; this guards what comes in
 * from files (an export, a shared checkpoint), which anyone can edit. An answer
 * that does not fit would otherwise open with another bank's questions, show a
 * choice no option names, or break a rule that reads it as a list.
 */
import type { Answers, Bank, Question } from '../content/types';
import { parseNumberAnswer } from './number-answer';

export interface FitOptions {
  /**
   * Typed numbers must read as numbers. Kept answers of a decision still in progress may hold a half-typed
   * number (nothing the investor typed is thrown away); answers that passed a form's checks never do.
   */
  numbers: boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const reads = (value: string) => value.trim() === '' || parseNumberAnswer(value) !== null;

function fits(question: Question, value: unknown, { numbers }: FitOptions): boolean {
  const options = question.options?.map((option) => option.value);
  switch (question.type) {
    case 'checkbox':
      return (
        Array.isArray(value) &&
        value.every((item) => isString(item) && (!options || options.includes(item))) &&
        new Set(value).size === value.length
      );
    case 'range':
      return Array.isArray(value) && value.length === 2 && value.every(isString) && (!numbers || value.every(reads));
    case 'select':
    case 'radio':
    case 'yesno':
      return isString(value) && (!options || options.includes(value));
    case 'number':
    case 'probability':
      return isString(value) && (!numbers || reads(value));
    default:
      return isString(value);
  }
}

/** Each bank's questions by id, built once: a file brings thousands of records answered on the same few banks. */
const byBank = new WeakMap<Bank, ReadonlyMap<string, Question>>();

function questionsOf(bank: Bank): ReadonlyMap<string, Question> {
  let questions = byBank.get(bank);
  if (!questions) {
    questions = new Map(
      bank.sections.flatMap((section) => section.questions.map((question) => [question.id, question])),
    );
    byBank.set(bank, questions);
  }
  return questions;
}

/**
 * The first answer key (in the answers' own order) that is no question of `bank`, or whose value does not fit
 * its question; null when every answer fits. Keys are compared as data, so `__proto__` or `constructor` is
 * just a key the bank does not define.
 */
export function answerMisfit(bank: Bank, answers: Answers, options: FitOptions): string | null {
  const questions = questionsOf(bank);
  for (const key of Object.keys(answers)) {
    const question = questions.get(key);
    if (!question || !fits(question, answers[key], options)) return key;
  }
  return null;
}
