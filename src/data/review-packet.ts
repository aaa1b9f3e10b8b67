/**
 * A review packet: the file an investor sends to ask for a second opinion on a
 * completed decision. A read-only snapshot of the checkpoint without the
 * investor's forecast (see packet-decision.ts), with the hash a response must
 * repeat to be taken back. Its format is documented by
 * `review-packet.schema.json` beside this file.
 */
import type { Bank } from '../content/types';
import { packetDecision } from './packet-decision';
import { packetHash } from './packet-hash';
import type { ReviewPacket } from './second-opinion';
import type { Decision } from './types';

export const PACKET_FORMAT = 'investment-checkpoint-review-packet' satisfies ReviewPacket['format'];
/** Raised whenever the packet's shape changes in a way an older app could misread. */
export const PACKET_VERSION = 1 satisfies ReviewPacket['version'];

export interface ReviewPacketInput {
  decision: Decision;
  /** The bank the decision was answered on, at its version: its locked sections name the forecast left out. */
  bank: Bank;
  /** The asking investor's display name. */
  from: string;
  now: Date;
  packetId: string;
}

export async function makeReviewPacket({
  decision,
  bank,
  from,
  now,
  packetId,
}: ReviewPacketInput): Promise<ReviewPacket> {
  const snapshot = packetDecision(decision, bank);
  return {
    format: PACKET_FORMAT,
    version: PACKET_VERSION,
    packetId,
    createdAt: now.toISOString(),
    from,
    decision: snapshot,
    hash: await packetHash(snapshot),
  };
}

/** The file name a packet is saved under: the format, the decision's id and the local date. */
export function reviewPacketFileName(packet: ReviewPacket, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${PACKET_FORMAT}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${packet.packetId}.json`;
}
