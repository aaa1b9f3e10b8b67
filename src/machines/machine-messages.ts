/**
 * Messages the machines put in their context for the view to translate. A message
 * is an i18n key qualified with its namespace ("editor:name.required") plus
 * interpolation values, so machines stay language-independent and free of text.
 */

import type { StoreError } from '../data/store-error';
import { errorKey } from '../i18n/error-key';

export interface Message {
  key: string;
  params?: Record<string, string | number>;
  /** Parameters that are messages themselves, translated before they are put in. */
  nested?: Record<string, Message>;
}

/** Every key the machines use, in one place so the i18n tables can be checked against it. */
export const MESSAGES = {
  nameRequired: 'editor:name.required',
  answersRequired: 'editor:requiredBanner',
  /** Every question is answered, but some answer may not stand (e.g. a range whose low end is above its high end). */
  answersInvalid: 'editor:invalidBanner',
  readOnly: 'editor:readOnlyRefused',
  /** The scoring rules' own text (namespace `rules`, scoring-rules/risk-tolerance.json). */
  riskAnswersRequired: 'rules:risk.error.unanswered',
  notCompleted: 'evaluation:errors.notCompleted',
  evaluationFailed: 'evaluation:errors.generic',
  evaluationInputInvalid: 'evaluation:errors.inputValidation',
  evaluationNameRequired: 'evaluation:errors.nameRequired',
  evaluationTypesInvalid: 'evaluation:errors.typeValidation',
  evaluationSaveFailed: 'errors:evaluationSaveFailed',
  generic: 'errors:generic',
  loadFailed: 'errors:loadFailed',
  decisionNotFound: 'errors:decisionNotFound',
  decisionSaveFailed: 'errors:decisionSaveFailed',
  decisionDeleteFailed: 'errors:decisionDeleteFailed',
  profileSaveFailed: 'errors:profileSaveFailed',
  riskSaveFailed: 'errors:riskAssessmentSaveFailed',
  reviewAnswersRequired: 'review:errors.answersRequired',
  reviewSaveFailed: 'review:errors.saveFailed',
} as const;

/**
 * The message to show for a thrown error: a store error's own key when it says why
 * (a conflict or a lost connection says more than a generic text), otherwise
 * `fallbackKey`, the caller's words for what failed ("An error occurred" for a
 * failed completion, "Failed to save evaluation result").
 */
export function messageFor(error: unknown, fallbackKey: string): Message {
  const stored = asStoreError(error);
  if (stored && !stored.generic) return { key: errorKey(stored.messageKey), params: { ...stored.params } };
  return { key: fallbackKey };
}

/**
 * A StoreError the ports threw, recognised by the name it sets and the fields it
 * carries: machines see the store only through its types, never its classes.
 */
function asStoreError(error: unknown): StoreError | undefined {
  if (!(error instanceof Error) || error.name !== 'StoreError') return undefined;
  const fields = error as Partial<StoreError>;
  return typeof fields.messageKey === 'string' && typeof fields.code === 'string' && typeof fields.generic === 'boolean'
    ? (error as StoreError)
    : undefined;
}

/** The store holds a newer version than the one a save or delete was based on. */
export function isConflict(error: unknown): boolean {
  return asStoreError(error)?.code === 'conflict';
}

/** The text of a message, given the view's translate function (i18next's `t`). */
export function resolveMessage(
  message: Message,
  translate: (key: string, params: Record<string, string | number>) => string,
): string {
  const nested = Object.entries(message.nested ?? {}).map(([name, inner]) => [name, resolveMessage(inner, translate)]);
  return translate(message.key, { ...message.params, ...Object.fromEntries(nested) });
}
