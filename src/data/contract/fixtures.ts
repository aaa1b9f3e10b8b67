/** Test data and helpers shared by the store and auth tests. */
import { expect } from 'vitest';
import type { Answers } from '../../content/types';
import type { EvaluationResult, StageKey } from '../../scoring/types';
import { newReviewId, newRiskAssessmentId } from '../ids';
import type { StorePort } from '../ports';
import { decisionToInsertRow, type Row } from '../rows';
import type { ReviewPacket, ReviewResponse } from '../second-opinion';
import { StoreError } from '../store-error';
import type { Decision, NewReview, RiskAssessment } from '../types';

const STAGES: StageKey[] = ['1', '2', '3', '4', '5', '6', '7'];
const WEIGHTS = [20, 15, 20, 25, 10, 5, 5];

/** A plausible evaluation result with the given total score. */
export function evaluationResult(totalScore: number): EvaluationResult {
  return {
    totalScore,
    rating: totalScore >= 85 ? 'system' : totalScore >= 70 ? 'stable' : totalScore >= 55 ? 'cautious' : 'high-risk',
    stageScores: Object.fromEntries(
      STAGES.map((stage, i) => [stage, { score: totalScore, weight: WEIGHTS[i] ?? 0, strengths: [], weaknesses: [] }]),
    ) as unknown as EvaluationResult['stageScores'],
    overallStrengths: ['rules.strength.clearGoals'],
    overallWeaknesses: [],
    recommendations: ['rules.recommendation.reviewQuarterly'],
    apiEnhanced: false,
    evaluatedAt: '2025-05-01T12:00:00.000Z',
  };
}

/** The StoreError a call rejects with (fails the test if it resolves or throws something else). */
export async function refusal(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

/** A decision as the database returns it: its columns plus what the database sets. */
export function storedDecisionRow(decision: Decision, version: number, extra: Row = {}): Row {
  return {
    ...decisionToInsertRow(decision),
    forecast_made_at: decision.forecastMadeAt === null ? null : new Date(decision.forecastMadeAt),
    tags: decision.tags,
    created_at: new Date(decision.createdAt),
    updated_at: new Date(decision.updatedAt),
    version,
    ...extra,
  };
}

/** A balanced risk assessment with this score, taken at `createdAt`. */
export function assessment(score: number, createdAt: Date): RiskAssessment {
  return {
    id: newRiskAssessmentId(createdAt.getTime()),
    bankId: 'risk-tolerance',
    bankVersion: '1.0.0',
    score,
    type: 'balanced',
    name: 'risk.type.balanced.name',
    answers: { 'fin-1': '50to80', 'exp-2': ['pePb'] },
    result: {
      score,
      type: 'balanced',
      name: 'risk.type.balanced.name',
      description: 'risk.type.balanced.description',
      recommendation: 'risk.type.balanced.recommendation',
      needsVerification: false,
      needsWarning: false,
    },
    createdAt: createdAt.toISOString(),
  };
}

/** A review of `decisionId` on the review bank, with these answers. */
export function review(decisionId: string, answers: Answers = { 'r-1': '12.5', 'r-2': 'yes' }): NewReview {
  return { id: newReviewId(), decisionId, bankId: 'decision-review', bankVersion: '1.0.0', answers };
}

/** Every decision of the signed-in user's in full, newest first: each summary opened as the app opens one. */
export async function storedDecisions(store: StorePort): Promise<Decision[]> {
  const summaries = await store.listDecisionSummaries([]);
  const decisions = await Promise.all(summaries.map((summary) => store.getDecision(summary.id)));
  return decisions.filter((decision): decision is Decision => decision !== null);
}

/** A review packet of a completed decision, as the investor's app writes it: the answers without the forecast's questions. */
export function reviewPacket(decision: Decision, packetId: string = crypto.randomUUID()): ReviewPacket {
  const forecastQuestions = new Set(Object.keys(decision.forecast ?? {}));
  return {
    format: 'investment-checkpoint-review-packet',
    version: 1,
    packetId,
    createdAt: '2025-06-01T00:00:00.000Z',
    from: 'Alice',
    decision: {
      id: decision.id,
      name: decision.name,
      bankId: decision.bankId,
      bankVersion: decision.bankVersion,
      answers: Object.fromEntries(Object.entries(decision.answers).filter(([key]) => !forecastQuestions.has(key))),
      evaluationResult: decision.evaluationResult,
      createdAt: decision.createdAt,
    },
    hash: 'sha256:0000000000000000000000000000000000000000000000000000000000000000',
  };
}

/** A reviewer's response to `packet` with this forecast and a short critique. */
export function reviewResponse(packet: ReviewPacket, forecast: Answers = { 'f-1': '40' }): ReviewResponse {
  return {
    format: 'investment-checkpoint-review-response',
    version: 1,
    id: crypto.randomUUID(),
    packetId: packet.packetId,
    packetHash: packet.hash,
    decisionId: packet.decision.id,
    reviewer: 'Bob',
    respondedAt: '2025-06-02T00:00:00.000Z',
    forecast,
    critique: { bankId: 'critique', bankVersion: '1.0.0', answers: { 'c-1': 'Too optimistic', 'c-2': ['moat'] } },
  };
}
