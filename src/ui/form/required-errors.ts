/**
 * The per-field errors a form shows once the caller asks for them: one message
 * per unanswered required question, worded by question type, and one per number
 * question whose answer is not a number.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { Answers, Section } from '../../content/types';
import { invalidNumbers } from '../../engine/number-answer';
import { missingRequired } from '../../engine/required';
import type { FormTexts } from '../rjsf-theme/form-texts';

export function requiredErrors(section: Section, answers: Answers, t: FormTexts['t']): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const id of missingRequired(section, answers)) {
    const question = section.questions.find((candidate) => candidate.id === id);
    const message = question?.type === 'checkbox' ? t('form:errors.selectAtLeastOne') : t('form:errors.required');
    errors[id] = { __errors: [message] };
  }
  for (const id of invalidNumbers(section, answers)) errors[id] = { __errors: [t('form:errors.notANumber')] };
  return errors as ErrorSchema;
}
