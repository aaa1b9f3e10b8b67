/**
 * Where a reviewer stands with a packet shared with them: the forecast comes
 * first, then the critique, then the response; and where an investor's
 * invitation stands. Read from what the records carry, so the lists and the
 * workspace never disagree.
 */
import type { DecisionShare, SharedPacket } from '../../data/second-opinion';

export type SharedPacketStatus = 'forecastNeeded' | 'critiqueToFinish' | 'responseWritten';

export function sharedPacketStatus(shared: Pick<SharedPacket, 'forecast' | 'response'>): SharedPacketStatus {
  if (shared.response) return 'responseWritten';
  return shared.forecast ? 'critiqueToFinish' : 'forecastNeeded';
}

/** Where an invitation the investor sent stands. */
export type DecisionShareStatus = 'waiting' | 'answered' | 'revoked';

/** A revoked invitation reads as revoked even when it was answered first: the reviewer no longer has it. */
export function decisionShareStatus(share: Pick<DecisionShare, 'revokedAt' | 'response'>): DecisionShareStatus {
  if (share.revokedAt) return 'revoked';
  return share.response ? 'answered' : 'waiting';
}
