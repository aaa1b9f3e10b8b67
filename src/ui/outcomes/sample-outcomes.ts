/**
 * Made-up reviewed decisions for stories and component tests, placed by the
 * shipped rules: `count` decisions spread over all four quadrants, optionally
 * with long names and with reviewed decisions that cannot be placed. Not used by the app.
 */
import { defaultOutcomeRules } from '../../scoring/default-rules';
import {
  type OutcomeDecision,
  type OutcomeReview,
  type ProcessOutcome,
  processOutcome,
} from '../../scoring/process-outcome';

/** Decision names the sample journals share (the calibration samples too). */
export const SAMPLE_NAMES = [
  'Index fund top-up',
  'Bank stock on dividend yield',
  'Growth fund switch',
  'Gold hedge',
  'Semiconductor ETF',
  'Sell utility shares',
  'Consumer staples basket',
  'REIT income position',
  'Short-term bond ladder',
  'Pharma turnaround bet',
  'Emerging markets fund',
  'Rebalance to 60/40',
];

/** A name long enough to wrap, in Chinese. */
export const SAMPLE_LONG_NAME =
  '长期持有沪深三百指数基金并每季度按估值分位再平衡的组合调整决策（含分红再投资与止损规则）';

/** Scores and returns that fill every quadrant and give a loose positive link. */
const SCORES = [88, 74, 91, 52, 79, 45, 66, 83, 71, 38, 58, 95];
const RETURNS = [14.5, -6, 32, 18, 3.2, -22, 7.5, -2.5, 41, -35, -9, 120];

export interface SampleOutcomeOptions {
  longNames?: boolean;
  notEvaluated?: number;
  noReturn?: number;
  /**
   * Scores and returns drawn like a long journal's (scores 25–99, returns about
   * −45% to +95%, loosely rising with the score) instead of the twelve pairs
   * above repeated; seeded, so every run draws the same.
   */
  spread?: boolean;
}

/** Mulberry32: a small seeded generator, so a spread sample is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function spreadPairs(count: number): { scores: number[]; returns: number[] } {
  const random = seeded(20_250_101);
  const scores: number[] = [];
  const returns: number[] = [];
  for (let i = 0; i < count; i++) {
    const score = 25 + Math.floor(random() * 75);
    // A sum of three draws: bunched in the middle, as returns are.
    const noise = (random() + random() + random() - 1.5) * 40;
    scores.push(score);
    returns.push(Math.round(Math.min(95, Math.max(-45, (score - 60) * 0.5 + noise)) * 10) / 10);
  }
  return { scores, returns };
}

export function sampleOutcomeInput(
  count: number,
  { longNames = false, notEvaluated = 0, noReturn = 0, spread = false }: SampleOutcomeOptions = {},
): { decisions: OutcomeDecision[]; reviews: OutcomeReview[] } {
  const returnQuestion = defaultOutcomeRules.review.return;
  const total = count + notEvaluated + noReturn;
  const { scores, returns } = spread ? spreadPairs(total) : { scores: SCORES, returns: RETURNS };
  const decisions: OutcomeDecision[] = [];
  const reviews: OutcomeReview[] = [];
  for (let i = 0; i < total; i++) {
    const id = `decision-${1_700_000_000_000 + i}`;
    const placed = i < count;
    const name =
      longNames && i % 2 === 0
        ? `${SAMPLE_LONG_NAME} ${i + 1}`
        : (SAMPLE_NAMES[i % SAMPLE_NAMES.length] ?? `Decision ${i + 1}`);
    const unevaluated = !placed && i < count + notEvaluated;
    decisions.push({ id, name, evaluationScore: unevaluated ? null : (scores[i % scores.length] ?? 50) });
    const answer = placed || unevaluated ? String(returns[i % returns.length]) : '';
    reviews.push({
      decisionId: id,
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      answers: { [returnQuestion]: answer },
    });
  }
  return { decisions, reviews };
}

export function sampleOutcome(count: number, options?: SampleOutcomeOptions): ProcessOutcome {
  const { decisions, reviews } = sampleOutcomeInput(count, options);
  return processOutcome(decisions, reviews);
}
