/**
 * Made-up decisions for stories and component tests: one of each journal state,
 * and a generator for the 1,000-row performance case. Not used by the app.
 */
import type { Decision } from '../../data/types';
import type { EvaluationResult } from '../../scoring/types';

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);

export function sampleDecision(index: number, overrides: Partial<Decision> = {}): Decision {
  const created = new Date(START + index * DAY).toISOString();
  return {
    id: `decision-${1_700_000_000_000 + index}`,
    name: `Decision ${index + 1}`,
    bankId: 'decision',
    bankVersion: '1.0.0',
    stage: (index % 7) + 1,
    answers: {},
    completed: false,
    evaluated: false,
    evaluationScore: null,
    evaluationResult: null,
    forecast: null,
    forecastMadeAt: null,
    tags: [],
    createdAt: created,
    updatedAt: created,
    version: 1,
    ...overrides,
  };
}

function evaluated(score: number): Pick<Decision, 'completed' | 'evaluated' | 'evaluationScore' | 'evaluationResult'> {
  return {
    completed: true,
    evaluated: true,
    evaluationScore: score,
    evaluationResult: { totalScore: score } as EvaluationResult,
  };
}

/** One decision per journal state, oldest first (as a container might append them). */
export const mixedDecisions: Decision[] = [
  sampleDecision(0, { name: 'Buy more index ETF', stage: 7, ...evaluated(82) }),
  sampleDecision(1, { name: 'Trim bank stock position', stage: 7, completed: true }),
  sampleDecision(2, { name: 'Start a bond ladder', stage: 3 }),
  sampleDecision(3, { name: '', id: 'decision-1700000000a1b2', stage: 1 }),
  sampleDecision(4, { name: 'Sell growth fund after drawdown', stage: 7, ...evaluated(58) }),
];

/** `count` decisions cycling through every state. */
export function manyDecisions(count: number): Decision[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 4;
    if (kind === 0) return sampleDecision(index, { stage: 7, ...evaluated(50 + (index % 50)) });
    if (kind === 1) return sampleDecision(index, { stage: 7, completed: true });
    if (kind === 2) return sampleDecision(index, { name: '' });
    return sampleDecision(index);
  });
}
