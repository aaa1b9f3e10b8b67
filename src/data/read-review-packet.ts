/**
 * Opening a review packet someone sent: the reviewer's app takes it only when
 * it is a packet this app reads, every field has its shape and stays within
 * the limits the app stores, the decision's answers fit the questionnaire it
 * names (which the app must hold, at that version), and the decision still
 * hashes to the packet's hash. Anything else is refused with a message naming
 * the field; nothing here throws.
 */

import { answersProblem, decisionNameProblem, LIMITS, profileNameProblem } from './limits';
import { PACKET_ERROR_KEYS } from './packet-error-keys';
import { packetHash } from './packet-hash';
import type { ContentFit } from './ports';
import {
  DISPLAY_NAME,
  type FileProblem,
  fileProblem,
  HASH,
  ID,
  parseReviewFile,
  TIME,
  unknownField,
} from './review-file-checks';
import { PACKET_FORMAT, PACKET_VERSION } from './review-packet';
import { RESPONSE_FORMAT } from './review-response';
import { firstBadPath, literal, nullable, number, object, string } from './schema';
import type { PacketDecision, ReviewPacket } from './second-opinion';
import { answersSchema, evaluationResultSchema } from './shapes';

export type ReviewPacketRead = { ok: true; packet: ReviewPacket } | { ok: false; problem: FileProblem };

const DECISION_FIELDS = ['id', 'name', 'bankId', 'bankVersion', 'answers', 'evaluationResult', 'createdAt'] as const;
const PACKET_FIELDS = ['format', 'version', 'packetId', 'createdAt', 'from', 'decision', 'hash'] as const;

const packetDecisionSchema = object({
  id: ID,
  name: string({ max: LIMITS.decisionName * 2 }),
  bankId: string({ min: 1, max: 100 }),
  bankVersion: string({ min: 1, max: 50 }),
  answers: answersSchema,
  evaluationResult: nullable(evaluationResultSchema),
  createdAt: TIME,
});

const packetSchema = object({
  format: literal(PACKET_FORMAT),
  version: number({ integer: true, min: 1, max: PACKET_VERSION }),
  packetId: ID,
  createdAt: TIME,
  from: DISPLAY_NAME,
  decision: packetDecisionSchema,
  hash: HASH,
});

const KIND = {
  format: PACKET_FORMAT,
  version: PACKET_VERSION,
  otherFormat: RESPONSE_FORMAT,
  keys: {
    tooLarge: PACKET_ERROR_KEYS.packetTooLarge,
    notJson: PACKET_ERROR_KEYS.packetNotJson,
    tooDeep: PACKET_ERROR_KEYS.packetTooDeep,
    foreign: PACKET_ERROR_KEYS.packetForeign,
    otherKind: PACKET_ERROR_KEYS.packetIsResponse,
    newerVersion: PACKET_ERROR_KEYS.packetNewerVersion,
    badField: PACKET_ERROR_KEYS.packetBadField,
  },
};

/** The first field of the packet that is missing, unknown, misshapen or beyond a limit; null when none is. */
function badField(data: Record<string, unknown>): string | null {
  const unknown = unknownField(data, PACKET_FIELDS);
  if (unknown !== null) return unknown;
  const path = firstBadPath(packetSchema, data);
  if (path !== null) return path || 'decision';
  const packet = data as unknown as ReviewPacket;
  const unknownInDecision = unknownField(
    packet.decision as unknown as Record<string, unknown>,
    DECISION_FIELDS,
    'decision.',
  );
  if (unknownInDecision !== null) return unknownInDecision;
  if (profileNameProblem(packet.from)) return 'from';
  if (decisionNameProblem(packet.decision.name)) return 'decision.name';
  if (answersProblem(packet.decision.answers, LIMITS.decisionAnswersBytes)) return 'decision.answers';
  return null;
}

/** The packet in `text` when this app can open it, else why not. */
export async function readReviewPacket(text: string, contentFit: ContentFit): Promise<ReviewPacketRead> {
  const refuse = (problem: FileProblem): ReviewPacketRead => ({ ok: false, problem });
  const parsed = parseReviewFile(text, KIND);
  if (!parsed.ok) return parsed;
  const field = badField(parsed.data);
  if (field !== null) return refuse(fileProblem(PACKET_ERROR_KEYS.packetBadField, { field }));
  const packet = parsed.data as unknown as ReviewPacket;
  const decision: PacketDecision = packet.decision;
  const misfit = contentFit({
    kind: 'decision',
    bankId: decision.bankId,
    bankVersion: decision.bankVersion,
    answers: decision.answers,
    inProgress: false,
  });
  if (misfit === 'bankId' || misfit === 'bankVersion') {
    return refuse(
      fileProblem(PACKET_ERROR_KEYS.packetUnknownBank, { bank: decision.bankId, version: decision.bankVersion }),
    );
  }
  if (misfit !== null) return refuse(fileProblem(PACKET_ERROR_KEYS.packetBadField, { field: `decision.${misfit}` }));
  if ((await packetHash(decision)) !== packet.hash) return refuse(fileProblem(PACKET_ERROR_KEYS.packetTampered));
  return { ok: true, packet };
}
