/**
 * A score diff as `content -- diff` reports one after a stage weight was
 * raised: a few decisions change rating, one assessment changes risk type, the
 * summary counting exactly the changes listed.
 */
import type { RecordChange, ScoreDiff } from '../../src/scoring/score-diff';

const decision = (
  id: string,
  before: [number, string],
  after: [number, string],
  source: RecordChange['source'] = 'random',
): RecordChange => ({
  kind: 'decision',
  id,
  source,
  before: { score: before[0], grade: before[1] },
  after: { score: after[0], grade: after[1] },
  delta: after[0] - before[0],
  gradeChanged: before[1] !== after[1],
  causes: [
    { rule: 'stage 2 weight', measure: 'setting', before: 100, after: 400 },
    { rule: 'stage 2 › exit plan named', measure: 'points', before: 10, after: 10 },
  ],
});

const changes: RecordChange[] = [
  decision('decision-careful.json', [82, 'system'], [76, 'stable'], 'fixture'),
  decision('random-decision-0007', [71, 'stable'], [58, 'cautious']),
  decision('random-decision-0042', [64, 'stable'], [69, 'stable']),
  decision('random-decision-0113', [49, 'cautious'], [38, 'high-risk']),
  decision('random-decision-0380', [55, 'cautious'], [61, 'stable']),
  decision('random-decision-0512', [73, 'stable'], [71, 'stable']),
  {
    kind: 'assessment',
    id: 'random-assessment-0031',
    source: 'random',
    before: { score: 41, grade: 'steady' },
    after: { score: 44, grade: 'balanced' },
    delta: 3,
    gradeChanged: true,
    causes: [{ rule: 'category horizon weight', measure: 'setting', before: 0.2, after: 0.25 }],
  },
];

export const SAMPLE_IMPACT: ScoreDiff = {
  changes,
  summary: {
    decisions: { compared: 1002, fixtures: 2, changedScores: 6, changedRatings: 4 },
    assessments: { compared: 1003, fixtures: 3, changedScores: 1, changedTypes: 1 },
    ratingMoves: { 'system → stable': 1, 'stable → cautious': 1, 'cautious → high-risk': 1, 'cautious → stable': 1 },
    typeMoves: { 'steady → balanced': 1 },
    failures: 0,
    largestMoves: [
      { kind: 'decision', id: 'random-decision-0007', delta: -13 },
      { kind: 'decision', id: 'random-decision-0113', delta: -11 },
      { kind: 'decision', id: 'decision-careful.json', delta: -6 },
      { kind: 'decision', id: 'random-decision-0380', delta: 6 },
      { kind: 'decision', id: 'random-decision-0042', delta: 5 },
      { kind: 'assessment', id: 'random-assessment-0031', delta: 3 },
      { kind: 'decision', id: 'random-decision-0512', delta: -2 },
    ],
    causes: [
      { rule: 'stage 2 weight', records: 6, gradeChanges: 4 },
      { rule: 'category horizon weight', records: 1, gradeChanges: 1 },
    ],
  },
};

export const NO_IMPACT: ScoreDiff = {
  changes: [],
  summary: {
    ...SAMPLE_IMPACT.summary,
    decisions: { ...SAMPLE_IMPACT.summary.decisions, changedScores: 0, changedRatings: 0 },
    assessments: { ...SAMPLE_IMPACT.summary.assessments, changedScores: 0, changedTypes: 0 },
    ratingMoves: {},
    typeMoves: {},
    largestMoves: [],
    causes: [],
  },
};

export const IMPACT_ORDERS = {
  decision: ['system', 'stable', 'cautious', 'high-risk'],
  assessment: ['conservative', 'steady', 'balanced', 'progressive', 'aggressive'],
};
