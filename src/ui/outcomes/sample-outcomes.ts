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
}

export function sampleOutcomeInput(
  count: number,
  { longNames = false, notEvaluated = 0, noReturn = 0 }: SampleOutcomeOptions = {},
): { decisions: OutcomeDecision[]; reviews: OutcomeReview[] } {
  const returnQuestion = defaultOutcomeRules.review.return;
  const decisions: OutcomeDecision[] = [];
  const reviews: OutcomeReview[] = [];
  for (let i = 0; i < count + notEvaluated + noReturn; i++) {
    const id = `decision-${1_700_000_000_000 + i}`;
    const placed = i < count;
    const name =
      longNames && i % 2 === 0
        ? `${SAMPLE_LONG_NAME} ${i + 1}`
        : (SAMPLE_NAMES[i % SAMPLE_NAMES.length] ?? `Decision ${i + 1}`);
    const unevaluated = !placed && i < count + notEvaluated;
    decisions.push({ id, name, evaluationScore: unevaluated ? null : (SCORES[i % SCORES.length] ?? 50) });
    const answer = placed || unevaluated ? String(RETURNS[i % RETURNS.length]) : '';
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
