/**
 * A second opinion on a completed decision. The investor writes a review
 * packet (a read-only snapshot of the checkpoint without their own forecast);
 * a reviewer opens it in their own copy of the app, gives their own forecast
 * first, then a critique, and writes a response; the investor imports the
 * response beside the decision. The packet's hash ties a response to the exact
 * checkpoint it reviewed. On Supabase the same packet and response travel
 * through a share instead of files.
 */
import type { Answers } from '../content/types';
import type { EvaluationResult } from '../scoring/types';

/** What a reviewer sees of the decision: never the investor's forecast. */
export interface PacketDecision {
  id: string;
  name: string;
  bankId: string;
  bankVersion: string;
  /** The decision's answers without those of the bank's locked sections (the forecast). */
  answers: Answers;
  evaluationResult: EvaluationResult | null;
  createdAt: string;
}

export interface ReviewPacket {
  format: 'investment-checkpoint-review-packet';
  /** Format version; an app refuses a file newer than it reads. */
  version: 1;
  /** Names this request for a second opinion; a response repeats it. */
  packetId: string;
  createdAt: string;
  /** Who asks (their display name), so the reviewer knows whose decision it is. */
  from: string;
  decision: PacketDecision;
  /** `sha256:<hex>` of the decision snapshot (`PacketDecision`, canonical JSON). */
  hash: string;
}

export interface ReviewResponse {
  format: 'investment-checkpoint-review-response';
  version: 1;
  /** Names this response: importing it twice adds it once. A packet sent to several reviewers gets one response from each. */
  id: string;
  packetId: string;
  /** The packet's hash: a response only joins the decision whose snapshot still hashes to it. */
  packetHash: string;
  decisionId: string;
  /** The reviewer's display name. */
  reviewer: string;
  respondedAt: string;
  /** The reviewer's own answers to the decision bank's locked (forecast) questions, keyed by question id. */
  forecast: Answers;
  /** The critique, answered on a critique bank. */
  critique: { bankId: string; bankVersion: string; answers: Answers };
}

/** A packet in the reviewer's "Shared with me", with their response once they gave one. */
export interface SharedPacket {
  id: string;
  packet: ReviewPacket;
  receivedAt: string;
  /** The reviewer's forecast, kept as soon as it is given (before the critique). */
  forecast: Answers | null;
  /** The finished response; null until the reviewer completes the critique. */
  response: ReviewResponse | null;
}

/** A response the investor imported, shown beside its decision. Its id is the response's. */
export interface SecondOpinion {
  id: string;
  decisionId: string;
  response: ReviewResponse;
  importedAt: string;
}

/**
 * A share (Supabase only): the owner's invitation to one reviewer's e-mail,
 * carrying the packet the owner's app built. The owner lists their shares with
 * every field; a reviewer lists the active ones addressed to them (never
 * revoked ones), whose packet is all they read of the decision.
 */
export interface DecisionShare {
  id: string;
  decisionId: string;
  /** As the owner typed it; matched to the reviewer's sign-in e-mail in any case. */
  reviewerEmail: string;
  packet: ReviewPacket;
  createdAt: string;
  /** When the owner withdrew it; the reviewer then sees nothing of it. */
  revokedAt: string | null;
  /** The reviewer's one response, once given. */
  response: ReviewResponse | null;
  respondedAt: string | null;
}
