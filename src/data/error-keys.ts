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
  // Review packets and responses (a second opinion on a completed decision).
  /** Param `max` (MB). */
  packetTooLarge: 'packetTooLarge',
  packetNotJson: 'packetNotJson',
  /** Param `max`. */
  packetTooDeep: 'packetTooDeep',
  /** JSON, but no review packet. */
  packetForeign: 'packetForeign',
  /** A reviewer's response opened where a packet was expected. */
  packetIsResponse: 'packetIsResponse',
  /** Params `version` (the file's), `supported` (the newest this app reads). */
  packetNewerVersion: 'packetNewerVersion',
  /** Param `field`. */
  packetBadField: 'packetBadField',
  /** Params `bank`, `version`: the decision's questionnaire, which this app does not hold. */
  packetUnknownBank: 'packetUnknownBank',
  /** The decision no longer hashes to the packet's hash: edited after it was made. */
  packetTampered: 'packetTampered',
  /** Param `max` (MB). */
  responseTooLarge: 'responseTooLarge',
  responseNotJson: 'responseNotJson',
  /** Param `max`. */
  responseTooDeep: 'responseTooDeep',
  /** JSON, but no reviewer's response. */
  responseForeign: 'responseForeign',
  /** A review packet imported where a response was expected. */
  responseIsPacket: 'responseIsPacket',
  /** Params `version`, `supported`. */
  responseNewerVersion: 'responseNewerVersion',
  /** Param `field`. */
  responseBadField: 'responseBadField',
  /** Params `bank`, `version`: the critique's questionnaire, which this app does not hold. */
  responseUnknownBank: 'responseUnknownBank',
  /** The response reviewed another decision. */
  responseOtherDecision: 'responseOtherDecision',
  /** The response reviewed this decision as it was: it has changed since the packet was made. */
  responseDecisionChanged: 'responseDecisionChanged',
  /** Param `field`: the reviewer's forecast answers a question that is no forecast question of the decision's bank, or does not fit it. */
  responseBadForecast: 'responseBadForecast',
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
