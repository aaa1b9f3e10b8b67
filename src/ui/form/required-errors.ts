/**
 * The per-field errors a form shows once the caller asks for them: one message
 * per unanswered required question, worded by question type.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { Answers, Section } from '../../content/types';
import { missingRequired } from '../../engine/required';

export function requiredErrors(section: Section, answers: Answers, t: TFunction<'form'>): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const id of missingRequired(section, answers)) {
    const question = section.questions.find((candidate) => candidate.id === id);
    const message = question?.type === 'checkbox' ? t('errors.selectAtLeastOne') : t('errors.required');
    errors[id] = { __errors: [message] };
  }
  return errors as ErrorSchema;
}
