/**
 * The keys a review packet or a reviewer's response is refused with: keys of
 * the `packets` namespace, qualified with it, so `userMessage` and
 * `errorKey` (src/i18n/user-message.ts) take them as they are. They live
 * apart from the `errors` table, which loads before the first paint: only
 * the screens that open or import these files need their words.
 * packet-error-keys.test.ts checks each one has its en and zh text.
 */
export const PACKET_ERROR_KEYS = {
  /** Param `max` (MB). */
  packetTooLarge: 'packets:packetTooLarge',
  packetNotJson: 'packets:packetNotJson',
  /** Param `max`. */
  packetTooDeep: 'packets:packetTooDeep',
  /** JSON, but no review packet. */
  packetForeign: 'packets:packetForeign',
  /** A reviewer's response opened where a packet was expected. */
  packetIsResponse: 'packets:packetIsResponse',
  /** Params `version` (the file's), `supported` (the newest this app reads). */
  packetNewerVersion: 'packets:packetNewerVersion',
  /** Param `field`. */
  packetBadField: 'packets:packetBadField',
  /** Params `bank`, `version`: the decision's questionnaire, which this app does not hold. */
  packetUnknownBank: 'packets:packetUnknownBank',
  /** The decision no longer hashes to the packet's hash: edited after it was made. */
  packetTampered: 'packets:packetTampered',
  /** Param `max` (MB). */
  responseTooLarge: 'packets:responseTooLarge',
  responseNotJson: 'packets:responseNotJson',
  /** Param `max`. */
  responseTooDeep: 'packets:responseTooDeep',
  /** JSON, but no reviewer's response. */
  responseForeign: 'packets:responseForeign',
  /** A review packet imported where a response was expected. */
  responseIsPacket: 'packets:responseIsPacket',
  /** Params `version`, `supported`. */
  responseNewerVersion: 'packets:responseNewerVersion',
  /** Param `field`. */
  responseBadField: 'packets:responseBadField',
  /** Params `bank`, `version`: the critique's questionnaire, which this app does not hold. */
  responseUnknownBank: 'packets:responseUnknownBank',
  /** The response reviewed another decision. */
  responseOtherDecision: 'packets:responseOtherDecision',
  /** The response reviewed this decision as it was: it has changed since the packet was made. */
  responseDecisionChanged: 'packets:responseDecisionChanged',
  /** Param `field`: the reviewer's forecast answers a question that is no forecast question of the decision's bank, or does not fit it. */
  responseBadForecast: 'packets:responseBadForecast',
} as const;

/**
 * The store's refusals and failures of second opinions and shares (src/data/second-opinion.ts), in the same
 * `packets` table.
 */
export const SECOND_OPINION_STORE_KEYS = {
  packetReceiveFailed: 'packets:packetReceiveFailed',
  sharedPacketSaveFailed: 'packets:sharedPacketSaveFailed',
  sharedPacketDeleteFailed: 'packets:sharedPacketDeleteFailed',
  /** The packet is no longer in "Shared with me" (deleted in another tab, or never received). */
  sharedPacketGone: 'packets:sharedPacketGone',
  /** The reviewer's forecast was given already: it is a blind forecast and stays as first given. */
  sharedForecastFixed: 'packets:sharedForecastFixed',
  /** The reviewer responded already: the forecast and the response no longer change. */
  sharedPacketAnswered: 'packets:sharedPacketAnswered',
  /** Param `max` (kB). */
  packetTooLargeToKeep: 'packets:packetTooLargeToKeep',
  secondOpinionSaveFailed: 'packets:secondOpinionSaveFailed',
  /** A response names a decision this account does not have (deleted, or another account's). */
  secondOpinionDecisionGone: 'packets:secondOpinionDecisionGone',
  shareFailed: 'packets:shareFailed',
  /** A share was asked for a decision this account does not have (any more). */
  shareDecisionGone: 'packets:shareDecisionGone',
  shareRevokeFailed: 'packets:shareRevokeFailed',
  shareResponseFailed: 'packets:shareResponseFailed',
  /** The share was withdrawn by its owner, or is not addressed to this account. */
  shareUnavailable: 'packets:shareUnavailable',
  /** The reviewer answered this share already. */
  shareAnswered: 'packets:shareAnswered',
} as const;

/**
 * Why an export file's second opinions were refused on import (see
 * export-second-opinion-checks.ts): here rather than in `errors` with the
 * export's other refusals, as only the My data page needs their words.
 */
export const EXPORT_SECOND_OPINION_KEYS = {
  /** Param `number`. */
  importSharedPacketNotRecord: 'packets:importSharedPacketNotRecord',
  /** Params `number`, `field`. */
  importBadSharedPacket: 'packets:importBadSharedPacket',
  /** Param `number`: the same packet twice. */
  importDuplicateSharedPacket: 'packets:importDuplicateSharedPacket',
  /** Param `number`. */
  importSecondOpinionNotRecord: 'packets:importSecondOpinionNotRecord',
  /** Params `number`, `field`. */
  importBadSecondOpinion: 'packets:importBadSecondOpinion',
  /** Param `number`. */
  importDuplicateSecondOpinion: 'packets:importDuplicateSecondOpinion',
  /** A second opinion's decision is neither in the file nor in the account. */
  importSecondOpinionDecisionMissing: 'packets:importSecondOpinionDecisionMissing',
} as const;

export type PacketErrorKey =
  | (typeof PACKET_ERROR_KEYS)[keyof typeof PACKET_ERROR_KEYS]
  | (typeof SECOND_OPINION_STORE_KEYS)[keyof typeof SECOND_OPINION_STORE_KEYS]
  | (typeof EXPORT_SECOND_OPINION_KEYS)[keyof typeof EXPORT_SECOND_OPINION_KEYS];
