/**
 * Every key a StoreError thrown by src/data can carry, in one place: keys of
 * the `errors` namespace (no prefix; src/machines/machine-messages.ts qualifies them).
 * error-keys.test.ts checks each one has its en and zh text.
 */
export const ERROR_KEYS = {
  // Sign-in and registration.
  invalidEmail: 'invalidEmail',
  userNotFound: 'userNotFound',
  wrongPassword: 'wrongPassword',
  emailInUse: 'emailInUse',
  weakPassword: 'weakPassword',
  credentialsRequired: 'credentialsRequired',
  /** Param `provider`: "Google" or "GitHub". */
  signInWithProvider: 'signInWithProvider',
  confirmEmail: 'confirmEmail',
  emailNotConfirmed: 'emailNotConfirmed',
  tooManyRequests: 'tooManyRequests',
  authConnection: 'authConnection',
  authFailed: 'authFailed',
  oauthNeedsSupabase: 'oauthNeedsSupabase',
  resetNeedsSupabase: 'resetNeedsSupabase',
  recoveryOtherBrowser: 'recoveryOtherBrowser',
  authLinkExpired: 'authLinkExpired',
  authRedirectFailed: 'authRedirectFailed',
  // Stored data.
  loginRequired: 'loginRequired',
  loadFailed: 'loadFailed',
  searchFailed: 'searchFailed',
  searchTooLong: 'searchTooLong',
  loadConnection: 'loadConnection',
  saveConnection: 'saveConnection',
  profileSaveFailed: 'profileSaveFailed',
  decisionSaveFailed: 'decisionSaveFailed',
  decisionDeleteFailed: 'decisionDeleteFailed',
  decisionNotFound: 'decisionNotFound',
  decisionConflict: 'decisionConflict',
  decisionGone: 'decisionGone',
  decisionDeleteConflict: 'decisionDeleteConflict',
  /** A save would change a completed decision's forecast (or its answers to the forecast's questions). */
  forecastFixed: 'forecastFixed',
  evaluationSaveFailed: 'evaluationSaveFailed',
  tagsSaveFailed: 'tagsSaveFailed',
  riskAssessmentSaveFailed: 'riskAssessmentSaveFailed',
  riskAssessmentDeleteFailed: 'riskAssessmentDeleteFailed',
  reviewSaveFailed: 'reviewSaveFailed',
  /** A review was asked for a decision that is not completed (any more). */
  reviewDecisionIncomplete: 'reviewDecisionIncomplete',
  /** A review was asked for a decision that was deleted (or never saved). */
  reviewDecisionGone: 'reviewDecisionGone',
  deleteAllFailed: 'deleteAllFailed',
  /** The account (login and data) could not be deleted: it is still there, whole. */
  deleteAccountFailed: 'deleteAccountFailed',
  exportFailed: 'exportFailed',
  importFailed: 'importFailed',
  importInvalid: 'importInvalid',
  /** The chosen file is not JSON, or was cut off. */
  importNotJson: 'importNotJson',
  /** Param `max` (MB). */
  importTooLarge: 'importTooLarge',
  /** JSON, but not this app's export. */
  importForeign: 'importForeign',
  /** Params `version` (the file's), `supported` (the newest this app reads). */
  importNewerVersion: 'importNewerVersion',
  /** Param `field`. */
  importBadProfile: 'importBadProfile',
  /** Param `list`. */
  importBadList: 'importBadList',
  /** Param `number`. */
  importDecisionNotRecord: 'importDecisionNotRecord',
  /** Params `number`, `name`, `field`. */
  importBadDecision: 'importBadDecision',
  /** Params `number`, `name`. */
  importDuplicateDecision: 'importDuplicateDecision',
  /** Param `number`. */
  importAssessmentNotRecord: 'importAssessmentNotRecord',
  /** Params `number`, `field`. */
  importBadAssessment: 'importBadAssessment',
  /** Param `number`. */
  importDuplicateAssessment: 'importDuplicateAssessment',
  /** Param `number`. */
  importReviewNotRecord: 'importReviewNotRecord',
  /** Params `number`, `field`. */
  importBadReview: 'importBadReview',
  /** Param `number`. */
  importDuplicateReview: 'importDuplicateReview',
  /** Param `number`: the review's decision is in the file, but not completed there. */
  importReviewDecisionIncomplete: 'importReviewDecisionIncomplete',
  /** A review's decision is neither in the file nor a completed decision of the account. */
  importReviewDecisionMissing: 'importReviewDecisionMissing',
  databaseUnavailable: 'databaseUnavailable',
  /** This tab runs an older version of the app than the one that last upgraded the database. */
  appOutdated: 'appOutdated',
  /** Another tab, on an older version, holds the database. */
  otherTabsOutdated: 'otherTabsOutdated',
  // Field limits (src/data/limits.ts); each says what to change.
  /** Params `max`, `count`. */
  decisionNameTooLong: 'decisionNameTooLong',
  /** Params `max`, `count`. */
  profileNameTooLong: 'profileNameTooLong',
  /** Param `max`. */
  answerTooLong: 'answerTooLong',
  /** Param `max`. */
  tooManyTags: 'tooManyTags',
  /** Params `max`, `tag`. */
  tagTooLong: 'tagTooLong',
  /** Param `max` (kB). */
  answersTooLarge: 'answersTooLarge',
  textHasNul: 'textHasNul',
  textHasBrokenCharacter: 'textHasBrokenCharacter',
  storageFull: 'storageFull',
} as const;

export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];
