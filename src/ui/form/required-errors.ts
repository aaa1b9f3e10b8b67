/**
 * The per-field errors a form shows once the caller asks for them: one message
 * per problem the forms' one gate finds (engine/answer-problems.ts), at the
 * question's field. A missing answer is worded by question type ("select at
 * least one" for a checkbox question).
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { Answers, Section } from '../../content/types';
import { type AnswerProblem, sectionProblems } from '../../engine/answer-problems';
import type { FormTextKey, FormTexts } from '../rjsf-theme/form-texts';

function messageKey(section: Section, problem: AnswerProblem): FormTextKey {
  if (problem.kind !== 'required') return `form:errors.${problem.kind}`;
  const question = section.questions.find((candidate) => candidate.id === problem.id);
  return question?.type === 'checkbox' ? 'form:errors.selectAtLeastOne' : 'form:errors.required';
}

export function requiredErrors(section: Section, answers: Answers, t: FormTexts['t']): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const problem of sectionProblems(section, answers)) {
    errors[problem.id] = { __errors: [t(messageKey(section, problem))] };
  }
  return errors as ErrorSchema;
}
