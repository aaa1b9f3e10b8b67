/**
 * The one gate every form passes before it moves on or saves: what is wrong with
 * the answers of a section, at most one problem per question, in question order.
 * The form shows each at its field (src/ui/form/required-errors.ts); the machines
 * refuse to move on while any is left.
 *
 * - `required`: a required question has no answer (engine/required.ts).
 * - `notANumber`: something is typed in a number, a probability or an end of a
 *   range that does not read as a number (engine/number-answer.ts); a range with
 *   one end typed and the other blank is such a case too, whether the question is
 *   required or not, since its blank end needs a number.
 * - `probabilityOutOfRange`: a probability below 0 or above 100 (percent).
 * - `rangeOrder`: a range whose low end is above its high end.
 */
import type { Answers, Question, Section } from '../content/types';
import { parseNumberAnswer } from './number-answer';
import { isAnswered, rangeEnds } from './required';

export type AnswerProblemKind = 'required' | 'notANumber' | 'probabilityOutOfRange' | 'rangeOrder';

export interface AnswerProblem {
  /** The question's id. */
  id: string;
  kind: AnswerProblemKind;
}

const isBlank = (text: string) => text.trim().length === 0;

/** A probability is a percentage: the bounds are part of what the type means, not a tunable threshold. */
const PROBABILITY_MIN = 0;
const PROBABILITY_MAX = 100;

function numberProblem(typed: string): AnswerProblemKind | null {
  return parseNumberAnswer(typed) === null ? 'notANumber' : null;
}

function probabilityProblem(typed: string): AnswerProblemKind | null {
  const value = parseNumberAnswer(typed);
  if (value === null) return 'notANumber';
  return value < PROBABILITY_MIN || value > PROBABILITY_MAX ? 'probabilityOutOfRange' : null;
}

function rangeProblem(value: Answers[string] | undefined, required: boolean): AnswerProblemKind | null {
  // An old or hand-edited answer that is a lone string is read as its low end.
  const [lowTyped, highTyped] = typeof value === 'string' ? [value, ''] : rangeEnds(value);
  if (isBlank(lowTyped) && isBlank(highTyped)) return required ? 'required' : null;
  const low = parseNumberAnswer(lowTyped);
  const high = parseNumberAnswer(highTyped);
  if (low === null || high === null) return 'notANumber';
  return low > high ? 'rangeOrder' : null;
}

/**
 * The problem of one question's answer, or null when the answer may stand. Only
 * the question's type and whether it is required matter, so a widget can ask
 * about the answer it holds while the investor types.
 */
export function answerProblem(
  question: Pick<Question, 'type' | 'required'>,
  value: Answers[string] | undefined,
): AnswerProblemKind | null {
  if (question.type === 'range') return rangeProblem(value, question.required);
  if (!isAnswered(value, question.type)) return question.required ? 'required' : null;
  if (typeof value !== 'string') return null;
  if (question.type === 'number') return numberProblem(value);
  if (question.type === 'probability') return probabilityProblem(value);
  return null;
}

/** Every problem of `section`'s answers, at most one per question, in question order; empty when it may be left. */
export function sectionProblems(section: Section, answers: Answers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const question of section.questions) {
    const kind = answerProblem(question, answers[question.id]);
    if (kind) problems.push({ id: question.id, kind });
  }
  return problems;
}

/** Ids of the questions the gate refuses across whole pages (the risk and review dialogs), in bank order. */
export function refusedQuestionIds(sections: readonly Section[], answers: Answers): string[] {
  return sections.flatMap((section) => sectionProblems(section, answers).map((problem) => problem.id));
}
