/**
 * Where a reviewer stands with a packet shared with them: the forecast comes
 * first, then the critique, then the response. Read from what the packet
 * carries, so the list and the workspace never disagree.
 */
import type { SharedPacket } from '../../data/second-opinion';

export type SharedPacketStatus = 'forecastNeeded' | 'critiqueToFinish' | 'responseWritten';

export function sharedPacketStatus(shared: Pick<SharedPacket, 'forecast' | 'response'>): SharedPacketStatus {
  if (shared.response) return 'responseWritten';
  return shared.forecast ? 'critiqueToFinish' : 'forecastNeeded';
}
