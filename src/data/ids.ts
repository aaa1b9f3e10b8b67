/**
 * Ids of stored objects, made on the client so a draft has its id before it
 * is ever saved. Readable shapes ('decision-' + timestamp, 'risk_' +
 * timestamp + random) with a random tail, so two tabs creating a decision in
 * the same millisecond do not collide. Ids are unique per user (the tables'
 * primary keys are (user_id, id)).
 */
import type { Decision } from './types';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** e.g. 'decision-1748736000000-k3j9x2ab' */
export function newDecisionId(now: number = Date.now()): string {
  return `decision-${now}-${randomToken(8)}`;
}

/** e.g. 'risk_1748736000000_p0q8z1mc' */
export function newRiskAssessmentId(now: number = Date.now()): string {
  return `risk_${now}_${randomToken(8)}`;
}

/** e.g. 'review-1748736000000-k3j9x2ab' */
export function newReviewId(now: number = Date.now()): string {
  return `review-${now}-${randomToken(8)}`;
}

/** A never-saved decision (version 0) on the given question bank: stage 1, no answers. */
export function newDecision(bank: { bankId: string; bankVersion: string }, now: Date = new Date()): Decision {
  const at = now.toISOString();
  return {
    id: newDecisionId(now.getTime()),
    name: '',
    bankId: bank.bankId,
    bankVersion: bank.bankVersion,
    stage: 1,
    answers: {},
    completed: false,
    evaluated: false,
    evaluationScore: null,
    evaluationResult: null,
    forecast: null,
    forecastMadeAt: null,
    tags: [],
    createdAt: at,
    updatedAt: at,
    version: 0,
  };
}
