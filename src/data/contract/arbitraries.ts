/**
 * Random investor datasets for property tests of export and import: any
 * texts a person could type (every script, emoji), any mix of open, completed
 * and evaluated decisions, forecasts on completed ones, any number of risk
 * assessments, and reviews of the completed decisions.
 */
import fc from 'fast-check';
import type { EvaluationResult, RiskResult, RiskType, StageKey } from '../../scoring/types';
import { characterCount, LIMITS, normalizeTags } from '../limits';
import type { Decision, Profile, Review, RiskAssessment } from '../types';

/** What a person can type; Postgres refuses U+0000 in text, so the app never stores it. */
const typed = (maxLength: number) =>
  fc.string({ unit: 'grapheme', maxLength }).filter((text) => !text.includes('\u0000'));

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const time = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const riskType = fc.constantFrom<RiskType>('conservative', 'steady', 'balanced', 'progressive', 'aggressive');
const messageKeys = fc.array(fc.stringMatching(/^[a-z]+(\.[a-zA-Z]+){1,3}$/), { maxLength: 3 });
const score = fc.integer({ min: 0, max: 100 });

export const answersArbitrary = fc.dictionary(
  fc.stringMatching(/^[a-z]{1,8}-[0-9]{1,2}$/),
  fc.oneof(typed(60), fc.array(typed(20), { maxLength: 4 })),
  { maxKeys: 8 },
);

/** Tags as the store keeps them: any typed words, normalised, each within its length, at most the limit's count. */
export const tagsArbitrary: fc.Arbitrary<string[]> = fc
  .array(typed(LIMITS.tagLength), { maxLength: 8 })
  .map((typedTags) =>
    normalizeTags(typedTags)
      .filter((tag) => characterCount(tag) <= LIMITS.tagLength)
      .slice(0, LIMITS.decisionTags),
  );

const stageScore = fc.record(
  {
    score,
    weight: fc.integer({ min: 0, max: 100 }),
    strengths: messageKeys,
    weaknesses: messageKeys,
    recommendations: messageKeys,
  },
  { requiredKeys: ['score', 'weight', 'strengths', 'weaknesses'] },
);

const evaluationResult: fc.Arbitrary<EvaluationResult> = fc.record({
  totalScore: score,
  rating: fc.constantFrom('system', 'stable', 'cautious', 'high-risk'),
  stageScores: fc.dictionary(fc.constantFrom<StageKey>('1', '2', '3', '4', '5', '6', '7'), stageScore, {
    maxKeys: 7,
  }) as fc.Arbitrary<EvaluationResult['stageScores']>,
  overallStrengths: messageKeys,
  overallWeaknesses: messageKeys,
  recommendations: messageKeys,
  apiEnhanced: fc.boolean(),
  evaluatedAt: time,
});

export const decisionArbitrary: fc.Arbitrary<Decision> = fc
  .record({
    id,
    name: typed(80),
    bankVersion: fc.constantFrom('1.0.0', '1.1.0'),
    stage: fc.integer({ min: 1, max: 8 }),
    answers: answersArbitrary,
    completed: fc.boolean(),
    result: fc.option(evaluationResult, { nil: null }),
    forecast: fc.option(answersArbitrary, { nil: null }),
    forecastMadeAt: time,
    tags: tagsArbitrary,
    createdAt: time,
    updatedAt: time,
  })
  .map(({ result, answers, forecast: made, forecastMadeAt, ...rest }): Decision => {
    // Only a completed decision is ever evaluated, and an evaluated one carries its result.
    const evaluated = rest.completed && result !== null;
    // Only a completed one has a forecast, a copy of the same questions in its answers, and the date it was made.
    const forecast = rest.completed ? made : null;
    return {
      ...rest,
      bankId: 'decision-checkpoint',
      answers: { ...answers, ...forecast },
      evaluated,
      evaluationScore: evaluated && result ? result.totalScore : null,
      evaluationResult: evaluated ? result : null,
      forecast,
      forecastMadeAt: forecast ? forecastMadeAt : null,
      version: 1,
    };
  });

const riskResult = (value: number, type: RiskType): fc.Arbitrary<RiskResult> =>
  fc.record({
    score: fc.constant(value),
    type: fc.constant(type),
    name: fc.constant(`risk.type.${type}.name`),
    description: fc.constant(`risk.type.${type}.description`),
    recommendation: fc.constant(`risk.type.${type}.recommendation`),
    needsVerification: fc.boolean(),
    needsWarning: fc.boolean(),
  });

export const riskAssessmentArbitrary: fc.Arbitrary<RiskAssessment> = fc
  .record({
    id,
    bankId: fc.constant('risk-tolerance'),
    bankVersion: fc.constantFrom('1.0.0', '1.1.0'),
    score,
    type: riskType,
    answers: answersArbitrary,
    createdAt: time,
  })
  .chain((base) =>
    riskResult(base.score, base.type).map((result) => ({ ...base, name: `risk.type.${base.type}.name`, result })),
  );

export const profileArbitrary: fc.Arbitrary<Omit<Profile, 'id'>> = fc.record({
  name: typed(60),
  riskTolerance: riskType,
  preferredStrategies: fc.uniqueArray(fc.constantFrom('value', 'growth', 'index', 'dividend', 'momentum'), {
    maxLength: 5,
  }),
});

/** A review of one of these decisions (ids of completed ones). */
export const reviewArbitrary = (decisionIds: readonly string[]): fc.Arbitrary<Review> =>
  fc.record({
    id,
    decisionId: fc.constantFrom(...decisionIds),
    bankId: fc.constant('decision-review'),
    bankVersion: fc.constantFrom('1.0.0', '1.1.0'),
    answers: answersArbitrary,
    createdAt: time,
  });

export interface Dataset {
  profile: Omit<Profile, 'id'>;
  decisions: Decision[];
  riskAssessments: RiskAssessment[];
  /** Each looks back at a completed decision of the dataset, as the database requires. */
  reviews: Review[];
}

/** Records of one dataset have distinct ids, as one account's records do. */
export const datasetArbitrary = (max = 6): fc.Arbitrary<Dataset> =>
  fc
    .record({
      profile: profileArbitrary,
      decisions: fc.uniqueArray(decisionArbitrary, { maxLength: max, selector: (d) => d.id }),
      riskAssessments: fc.uniqueArray(riskAssessmentArbitrary, { maxLength: max, selector: (a) => a.id }),
    })
    .chain((data) => {
      const completed = data.decisions.filter((d) => d.completed).map((d) => d.id);
      const reviews =
        completed.length === 0
          ? fc.constant<Review[]>([])
          : fc.uniqueArray(reviewArbitrary(completed), { maxLength: max, selector: (r) => r.id });
      return reviews.map((list) => ({ ...data, reviews: list }));
    });
