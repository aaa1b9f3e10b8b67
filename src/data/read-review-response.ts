/**
 * Importing a reviewer's response: the investor's app takes it only when it
 * is a response this app reads, every field has its shape and stays within
 * the limits the app stores, and the critique fits the questionnaire it names.
 * Whether it belongs to a decision of theirs, unchanged since the packet was
 * made, and whether its forecast fits that decision's forecast questions, is
 * for responseMatches to say, given the decision. Nothing here throws.
 */

import { answersProblem, LIMITS, profileNameProblem, reviewAnswersProblem } from './limits';
import { PACKET_ERROR_KEYS } from './packet-error-keys';
import type { ContentFit } from './ports';
import {
  checkReviewRecord,
  DISPLAY_NAME,
  type FileProblem,
  fileProblem,
  HASH,
  ID,
  parseReviewFile,
  TIME,
  unknownField,
} from './review-file-checks';
import { PACKET_FORMAT } from './review-packet';
import { RESPONSE_FORMAT, RESPONSE_VERSION } from './review-response';
import { firstBadPath, literal, number, object, string } from './schema';
import type { ReviewResponse } from './second-opinion';
import { answersSchema } from './shapes';

export type ReviewResponseRead = { ok: true; response: ReviewResponse } | { ok: false; problem: FileProblem };

const RESPONSE_FIELDS = [
  'format',
  'version',
  'id',
  'packetId',
  'packetHash',
  'decisionId',
  'reviewer',
  'respondedAt',
  'forecast',
  'critique',
] as const;
const CRITIQUE_FIELDS = ['bankId', 'bankVersion', 'answers'] as const;

const responseSchema = object({
  format: literal(RESPONSE_FORMAT),
  version: number({ integer: true, min: 1, max: RESPONSE_VERSION }),
  id: ID,
  packetId: ID,
  packetHash: HASH,
  decisionId: ID,
  reviewer: DISPLAY_NAME,
  respondedAt: TIME,
  forecast: answersSchema,
  critique: object({
    bankId: string({ min: 1, max: 100 }),
    bankVersion: string({ min: 1, max: 50 }),
    answers: answersSchema,
  }),
});

const KIND = {
  format: RESPONSE_FORMAT,
  version: RESPONSE_VERSION,
  otherFormat: PACKET_FORMAT,
  keys: {
    tooLarge: PACKET_ERROR_KEYS.responseTooLarge,
    notJson: PACKET_ERROR_KEYS.responseNotJson,
    tooDeep: PACKET_ERROR_KEYS.responseTooDeep,
    foreign: PACKET_ERROR_KEYS.responseForeign,
    otherKind: PACKET_ERROR_KEYS.responseIsPacket,
    newerVersion: PACKET_ERROR_KEYS.responseNewerVersion,
    badField: PACKET_ERROR_KEYS.responseBadField,
  },
};

/** The first field of the response that is missing, unknown, misshapen or beyond a limit; null when none is. */
function badField(data: Record<string, unknown>): string | null {
  const unknown = unknownField(data, RESPONSE_FIELDS);
  if (unknown !== null) return unknown;
  const path = firstBadPath(responseSchema, data);
  if (path !== null) return path || 'critique';
  const response = data as unknown as ReviewResponse;
  const unknownInCritique = unknownField(
    response.critique as unknown as Record<string, unknown>,
    CRITIQUE_FIELDS,
    'critique.',
  );
  if (unknownInCritique !== null) return unknownInCritique;
  if (profileNameProblem(response.reviewer)) return 'reviewer';
  // The forecast answers a few of a decision's questions: within a decision's limits.
  if (answersProblem(response.forecast, LIMITS.decisionAnswersBytes)) return 'forecast';
  if (reviewAnswersProblem(response.critique.answers)) return 'critique.answers';
  return null;
}

/** The response in `text` when this app can import it, else why not. */
export async function readReviewResponse(text: string, contentFit: ContentFit): Promise<ReviewResponseRead> {
  const parsed = parseReviewFile(text, KIND);
  return parsed.ok ? responseOf(parsed.data, contentFit) : parsed;
}

/**
 * The same for a response that arrived already parsed (the one a share
 * carries back): it passes every check a file's does but the text's size and
 * nesting, which the database bounds (or the export file it came in).
 */
export function reviewResponseOf(value: unknown, contentFit: ContentFit): ReviewResponseRead {
  const checked = checkReviewRecord(value, KIND);
  return checked.ok ? responseOf(checked.data, contentFit) : checked;
}

function responseOf(data: Record<string, unknown>, contentFit: ContentFit): ReviewResponseRead {
  const refuse = (problem: FileProblem): ReviewResponseRead => ({ ok: false, problem });
  const field = badField(data);
  if (field !== null) return refuse(fileProblem(PACKET_ERROR_KEYS.responseBadField, { field }));
  const response = data as unknown as ReviewResponse;
  const { bankId, bankVersion, answers } = response.critique;
  const misfit = contentFit({ kind: 'critique', bankId, bankVersion, answers, inProgress: false });
  if (misfit === 'bankId' || misfit === 'bankVersion') {
    return refuse(fileProblem(PACKET_ERROR_KEYS.responseUnknownBank, { bank: bankId, version: bankVersion }));
  }
  if (misfit !== null) return refuse(fileProblem(PACKET_ERROR_KEYS.responseBadField, { field: `critique.${misfit}` }));
  return { ok: true, response };
}
