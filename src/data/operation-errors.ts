/**
 * Turns a failure of one store operation into the StoreError the user sees:
 * the code says what kind of failure it was, the operation picks the words
 * ("Failed to save decision. Please try again.", ...).
 */
import { ERROR_KEYS, type ErrorKey } from './error-keys';
import { type PacketErrorKey, SECOND_OPINION_STORE_KEYS } from './packet-error-keys';
import { StoreError, type StoreErrorCode } from './store-error';

export type StoreOperation =
  | 'load'
  | 'search'
  | 'saveProfile'
  | 'saveDecision'
  | 'deleteDecision'
  | 'saveTags'
  | 'saveRiskAssessment'
  | 'deleteRiskAssessment'
  | 'addReview'
  | 'receivePacket'
  | 'saveSharedPacket'
  | 'deleteSharedPacket'
  | 'addSecondOpinion'
  | 'shareDecision'
  | 'revokeShare'
  | 'respondToShare'
  | 'deleteAll'
  | 'deleteAccount'
  | 'export'
  | 'import';

const FAILED: Record<StoreOperation, ErrorKey | PacketErrorKey> = {
  load: ERROR_KEYS.loadFailed,
  search: ERROR_KEYS.searchFailed,
  saveProfile: ERROR_KEYS.profileSaveFailed,
  saveDecision: ERROR_KEYS.decisionSaveFailed,
  deleteDecision: ERROR_KEYS.decisionDeleteFailed,
  saveTags: ERROR_KEYS.tagsSaveFailed,
  saveRiskAssessment: ERROR_KEYS.riskAssessmentSaveFailed,
  deleteRiskAssessment: ERROR_KEYS.riskAssessmentDeleteFailed,
  addReview: ERROR_KEYS.reviewSaveFailed,
  receivePacket: SECOND_OPINION_STORE_KEYS.packetReceiveFailed,
  saveSharedPacket: SECOND_OPINION_STORE_KEYS.sharedPacketSaveFailed,
  deleteSharedPacket: SECOND_OPINION_STORE_KEYS.sharedPacketDeleteFailed,
  addSecondOpinion: SECOND_OPINION_STORE_KEYS.secondOpinionSaveFailed,
  shareDecision: SECOND_OPINION_STORE_KEYS.shareFailed,
  revokeShare: SECOND_OPINION_STORE_KEYS.shareRevokeFailed,
  respondToShare: SECOND_OPINION_STORE_KEYS.shareResponseFailed,
  deleteAll: ERROR_KEYS.deleteAllFailed,
  deleteAccount: ERROR_KEYS.deleteAccountFailed,
  export: ERROR_KEYS.exportFailed,
  import: ERROR_KEYS.importFailed,
};

/** The keys that name only the failed operation. */
const GENERIC_FAILURES: ReadonlySet<ErrorKey | PacketErrorKey> = new Set(Object.values(FAILED));

const READS: ReadonlySet<StoreOperation> = new Set(['load', 'search', 'export']);

export function operationError(operation: StoreOperation, code: StoreErrorCode, cause?: unknown): StoreError {
  const key = ((): ErrorKey | PacketErrorKey => {
    switch (code) {
      case 'unauthenticated':
        return ERROR_KEYS.loginRequired;
      case 'conflict':
        return operation === 'saveDecision' ? ERROR_KEYS.decisionConflict : FAILED[operation];
      case 'storage-full':
        return ERROR_KEYS.storageFull;
      case 'network':
        return READS.has(operation) ? ERROR_KEYS.loadConnection : ERROR_KEYS.saveConnection;
      default:
        return FAILED[operation];
    }
  })();
  return new StoreError(code, key, { cause, generic: GENERIC_FAILURES.has(key) });
}

/**
 * Whether a store error names only the operation that failed ("Failed to save
 * decision"), not why: the caller, who knows what the investor was doing, may say
 * it in its own words. A conflict, a lost connection or a broken limit says more
 * and is kept.
 */
export function isGenericFailure(error: unknown): boolean {
  return error instanceof StoreError && error.generic;
}
