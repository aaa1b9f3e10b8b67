/**
 * The shapes of second-opinion records (src/data/second-opinion.ts) and their
 * rows: what the store checks before it writes a packet or a response, and
 * what every row read back must keep. The database's checks
 * (supabase/migrations/…_second_opinions.sql) hold the same ids and sizes.
 */

import type { Answers } from '../content/types';
import { ERROR_KEYS } from './error-keys';
import { answersProblem, type FieldProblem, jsonbTextBytes, LIMITS } from './limits';
import { SECOND_OPINION_STORE_KEYS } from './packet-error-keys';
import { isoTime, type Row } from './rows';
import { literal, nullable, object, type Schema, string } from './schema';
import type {
  DecisionShare,
  PacketDecision,
  ReviewPacket,
  ReviewResponse,
  SecondOpinion,
  SharedPacket,
} from './second-opinion';
import { answersSchema, evaluationResultSchema } from './shapes';

/** The database's id rule, which uuids and the app's own ids keep. */
const ID = string({ pattern: /^[A-Za-z0-9_-]{1,64}$/ });
const text = string();
const BANK_ID = string({ min: 1, max: 100 });
const BANK_VERSION = string({ min: 1, max: 50 });

const packetDecisionSchema: Schema<PacketDecision> = object({
  id: ID,
  name: string({ max: LIMITS.decisionName * 2 }),
  bankId: BANK_ID,
  bankVersion: BANK_VERSION,
  answers: answersSchema,
  evaluationResult: nullable(evaluationResultSchema),
  createdAt: text,
});

export const reviewPacketSchema: Schema<ReviewPacket> = object({
  format: literal('investment-checkpoint-review-packet'),
  version: literal(1),
  packetId: ID,
  createdAt: text,
  from: text,
  decision: packetDecisionSchema,
  hash: text,
});

export const reviewResponseSchema: Schema<ReviewResponse> = object({
  format: literal('investment-checkpoint-review-response'),
  version: literal(1),
  id: ID,
  packetId: ID,
  packetHash: text,
  decisionId: ID,
  reviewer: text,
  respondedAt: text,
  forecast: answersSchema,
  critique: object({ bankId: BANK_ID, bankVersion: BANK_VERSION, answers: answersSchema }),
});

export const sharedPacketSchema: Schema<SharedPacket> = object({
  id: text,
  packet: reviewPacketSchema,
  receivedAt: text,
  forecast: nullable(answersSchema),
  response: nullable(reviewResponseSchema),
});

export const secondOpinionSchema: Schema<SecondOpinion> = object({
  id: ID,
  decisionId: ID,
  response: reviewResponseSchema,
  importedAt: text,
});

const decisionShareSchema: Schema<DecisionShare> = object({
  id: text,
  decisionId: ID,
  reviewerEmail: text,
  packet: reviewPacketSchema,
  createdAt: text,
  revokedAt: nullable(text),
  response: nullable(reviewResponseSchema),
  respondedAt: nullable(text),
});

/** A reviewer's forecast: an answers map within a decision's answer limits. */
export function sharedForecastProblem(forecast: Answers): FieldProblem | null {
  return answersProblem(forecast, LIMITS.decisionAnswersBytes);
}

/** What a response is refused for before any query: its forecast's or critique's limits, or its size. */
export function reviewResponseProblem(response: ReviewResponse): FieldProblem | null {
  return (
    sharedForecastProblem(response.forecast) ??
    answersProblem(response.critique.answers, LIMITS.reviewAnswersBytes) ??
    (jsonbTextBytes(response) > LIMITS.reviewResponseBytes
      ? { key: ERROR_KEYS.answersTooLarge, params: { max: String(Math.floor(LIMITS.reviewResponseBytes / 1000)) } }
      : null)
  );
}

/** A packet larger than the database keeps (its decision's limits keep a real one far below). */
export function reviewPacketProblem(packet: ReviewPacket): FieldProblem | null {
  return jsonbTextBytes(packet) > LIMITS.reviewPacketBytes
    ? {
        key: SECOND_OPINION_STORE_KEYS.packetTooLargeToKeep,
        params: { max: String(Math.floor(LIMITS.reviewPacketBytes / 1000)) },
      }
    : null;
}

const checked = <T>(schema: Schema<T>, value: unknown): T | null => (schema.is(value) ? value : null);

export function sharedPacketFromRow(row: Row): SharedPacket | null {
  return checked(sharedPacketSchema, {
    id: row.id,
    packet: row.packet,
    receivedAt: isoTime(row.received_at),
    forecast: row.forecast ?? null,
    response: row.response ?? null,
  });
}

export function secondOpinionFromRow(row: Row): SecondOpinion | null {
  return checked(secondOpinionSchema, {
    id: row.id,
    decisionId: row.decision_id,
    response: row.response,
    importedAt: isoTime(row.imported_at),
  });
}

export function decisionShareFromRow(row: Row): DecisionShare | null {
  return checked(decisionShareSchema, {
    id: row.id,
    decisionId: row.decision_id,
    reviewerEmail: row.reviewer_email,
    packet: row.packet,
    createdAt: isoTime(row.created_at),
    revokedAt: row.revoked_at == null ? null : isoTime(row.revoked_at),
    response: row.response ?? null,
    respondedAt: row.responded_at == null ? null : isoTime(row.responded_at),
  });
}

/** A received packet as `import_my_data` takes it: the database names the row anew and stamps when it was answered. */
export function sharedPacketToImportRow(shared: SharedPacket): Row {
  return {
    packet_id: shared.packet.packetId,
    packet: shared.packet,
    received_at: shared.receivedAt,
    forecast: shared.forecast,
    response: shared.response,
  };
}

export function secondOpinionToImportRow(opinion: SecondOpinion): Row {
  return {
    id: opinion.id,
    decision_id: opinion.decisionId,
    response: opinion.response,
    imported_at: opinion.importedAt,
  };
}

export const isReviewPacket = (value: unknown): value is ReviewPacket => reviewPacketSchema.is(value);
export const isReviewResponse = (value: unknown): value is ReviewResponse => reviewResponseSchema.is(value);
export const isAnswers = (value: unknown): value is Answers => answersSchema.is(value);
