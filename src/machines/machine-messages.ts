/**
 * The keys of the messages the machines put in their context (as UserMessage,
 * src/i18n/user-message.ts) for the view to translate, so machines stay
 * language-independent and free of text.
 */

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
  /** Said beside the journal's newest rows too, with Retry; a table the signed-in screens load. */
  olderDecisionsFailed: 'dashboard:journal.olderFailed',
  decisionNotFound: 'errors:decisionNotFound',
  decisionSaveFailed: 'errors:decisionSaveFailed',
  decisionDeleteFailed: 'errors:decisionDeleteFailed',
  profileSaveFailed: 'errors:profileSaveFailed',
  riskSaveFailed: 'errors:riskAssessmentSaveFailed',
  reviewAnswersRequired: 'review:errors.answersRequired',
  reviewSaveFailed: 'review:errors.saveFailed',
} as const;

/** The store holds a newer version than the one a save or delete was based on. */
export function isConflict(error: unknown): boolean {
  return error instanceof Error && error.name === 'StoreError' && (error as { code?: unknown }).code === 'conflict';
}
