/**
 * A reviewer's response to a review packet: their own forecast (answers to the
 * decision bank's locked questions, given before they read the investor's
 * reasons in full) and their critique, tied to the packet by its id and hash.
 * Its format is documented by `review-response.schema.json` beside this file.
 */
import type { Answers } from '../content/types';
import type { ReviewPacket, ReviewResponse } from './second-opinion';

export const RESPONSE_FORMAT = 'investment-checkpoint-review-response' satisfies ReviewResponse['format'];
/** Raised whenever the response's shape changes in a way an older app could misread. */
export const RESPONSE_VERSION = 1 satisfies ReviewResponse['version'];

export interface ReviewResponseInput {
  packet: ReviewPacket;
  /** The reviewer's display name. */
  reviewer: string;
  forecast: Answers;
  critique: ReviewResponse['critique'];
  now: Date;
  id: string;
}

const copyAnswers = (answers: Answers): Answers =>
  Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]));

export function makeReviewResponse({
  packet,
  reviewer,
  forecast,
  critique,
  now,
  id,
}: ReviewResponseInput): ReviewResponse {
  return {
    format: RESPONSE_FORMAT,
    version: RESPONSE_VERSION,
    id,
    packetId: packet.packetId,
    packetHash: packet.hash,
    decisionId: packet.decision.id,
    reviewer,
    respondedAt: now.toISOString(),
    forecast: copyAnswers(forecast),
    critique: { bankId: critique.bankId, bankVersion: critique.bankVersion, answers: copyAnswers(critique.answers) },
  };
}

/** The file name a response is saved under: the format, the packet's id and the local date. */
export function reviewResponseFileName(response: ReviewResponse, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${RESPONSE_FORMAT}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${response.packetId}.json`;
}
