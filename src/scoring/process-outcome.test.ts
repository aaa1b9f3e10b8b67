import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { outcomeRulesProblems } from './check-outcome-rules';
import { checkScoringRules, RULES_DIR } from './check-scoring-rules';
import { defaultOutcomeRules, RULE_FILES } from './default-rules';
import { type OutcomeDecision, type OutcomeReview, processOutcome, QUADRANT_KEYS, spearman } from './process-outcome';
import { ruleText } from './rule-messages';
import { repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';
import { withShuffledCopies } from './testing/shuffled-journal';

const rules = defaultOutcomeRules;
const RETURN = rules.review.return;
const { minScore } = rules.goodProcess;
const { minReturn } = rules.goodOutcome;
const MINIMUM = rules.scatter.minimum;

const decision = (id: string, evaluationScore: number | null, name = `Decision ${id}`): OutcomeDecision => ({
  id,
  name,
  evaluationScore,
});
const review = (decisionId: string, returnText: string, createdAt = '2026-03-01T00:00:00.000Z'): OutcomeReview => ({
  decisionId,
  createdAt,
  answers: { [RETURN]: returnText },
});

describe('processOutcome', () => {
  it('places a decision in each quadrant by its score and its reviewed return', () => {
    const result = processOutcome(
      [
        decision('a', minScore, 'Careful and right'),
        decision('b', minScore + 10, 'Careful, unlucky'),
        decision('c', minScore - 1, 'Sloppy, lucky'),
        decision('d', 10, 'Sloppy and wrong'),
      ],
      [review('a', String(minReturn)), review('b', '-12.5'), review('c', '＋３０％'), review('d', '-40')],
    );
    const where = Object.fromEntries(result.points.map((point) => [point.name, point.quadrant]));
    expect(where).toEqual({
      'Careful and right': 'earned',
      'Careful, unlucky': 'badBreak',
      'Sloppy, lucky': 'dumbLuck',
      'Sloppy and wrong': 'deserved',
    });
    expect(result.counts).toEqual({ earned: 1, badBreak: 1, dumbLuck: 1, deserved: 1 });
    expect(result.points.find((point) => point.decisionId === 'c')?.returnPct).toBe(30);
  });

  it('reads the latest review of a decision, whatever order the reviews come in', () => {
    const reviews = [
      review('a', '-20', '2026-01-01T00:00:00.000Z'),
      review('a', '15', '2026-06-01T00:00:00.000Z'),
      review('a', '-5', '2026-03-01T00:00:00.000Z'),
    ];
    const [point] = processOutcome([decision('a', 80)], reviews).points;
    expect(point?.returnPct).toBe(15);
    expect(point?.reviewedAt).toBe('2026-06-01T00:00:00.000Z');
  });

  it('leaves out and counts decisions without an evaluation or a readable return, and ignores unreviewed ones', () => {
    const result = processOutcome(
      [decision('a', null), decision('b', 90), decision('c', 75), decision('d', 60)],
      [review('a', '10'), review('b', 'about ten'), review('c', '4'), { ...review('b', '3'), createdAt: '2020-01-01' }],
    );
    expect(result.points.map((point) => point.decisionId)).toEqual(['c']);
    expect(result.excluded).toEqual({ notEvaluated: 1, noReturn: 1 });
  });

  it('skips reviews answered on another bank and reviews of decisions that no longer exist', () => {
    const result = processOutcome(
      [decision('a', 80)],
      [
        { ...review('a', '50', '2027-01-01T00:00:00.000Z'), bankId: 'other-bank' },
        review('a', '5'),
        review('gone', '9'),
      ],
    );
    expect(result.points.map((point) => [point.decisionId, point.returnPct])).toEqual([['a', 5]]);
  });

  it('says nothing before the first review, shows no scatter below the minimum, and one from the minimum on', () => {
    const empty = processOutcome([decision('a', 80)], []);
    expect(empty.sample).toMatchObject({ n: 0, scatter: false, sizeMessage: null, correlationMessage: null });

    const few = Array.from({ length: MINIMUM - 1 }, (_, i) => decision(`d${i}`, 50 + i));
    const fewResult = processOutcome(
      few,
      few.map(({ id }, i) => review(id, String(i))),
    );
    expect(fewResult.sample).toMatchObject({ scatter: false, correlation: null, correlationMessage: null });
    expect(ruleText(fewResult.sample.sizeMessage?.key ?? '', 'en', fewResult.sample.sizeMessage?.params)).toContain(
      `from ${MINIMUM} reviewed decisions (${MINIMUM - 1} so far)`,
    );

    const enough = Array.from({ length: MINIMUM }, (_, i) => decision(`d${i}`, 50 + i * 5));
    const enoughResult = processOutcome(
      enough,
      enough.map(({ id }, i) => review(id, String(i * 3))),
    );
    expect(enoughResult.sample.scatter).toBe(true);
    expect(enoughResult.sample.correlation).toBeCloseTo(1);
    const { sizeMessage, correlationMessage } = enoughResult.sample;
    expect(ruleText(sizeMessage?.key ?? '', 'en', sizeMessage?.params)).toBe(
      `${MINIMUM} decisions can hint at a pattern but cannot show one: luck dominates small samples.`,
    );
    expect(ruleText(correlationMessage?.key ?? '', 'en', correlationMessage?.params)).toContain(
      'higher-scored decisions went with higher returns (rank correlation 1.00)',
    );
  });

  it('chooses the sample-size sentence by the bands of the rules', () => {
    const sizeKeyFor = (n: number) => {
      const list = Array.from({ length: n }, (_, i) => decision(`d${i}`, i % 100));
      return processOutcome(
        list,
        list.map(({ id }, i) => review(id, String(-i))),
      ).sample.sizeMessage?.key;
    };
    const expected = (n: number) => [...rules.sampleSize].reverse().find((band) => band.from <= n)?.message;
    for (const n of [1, MINIMUM, 14, 15, 29, 30, 60]) expect(sizeKeyFor(n)).toBe(expected(n));
  });

  it('says there is no correlation when every return is the same', () => {
    const list = Array.from({ length: MINIMUM + 2 }, (_, i) => decision(`d${i}`, 40 + i));
    const result = processOutcome(
      list,
      list.map(({ id }) => review(id, '7')),
    );
    expect(result.sample.correlation).toBeNull();
    expect(result.sample.correlationMessage?.key).toBe(rules.noCorrelation);
  });

  it('follows thresholds an editor changed, without code', () => {
    const edited = editableCopy(rules);
    edited.goodProcess.minScore = 90;
    edited.goodOutcome.minReturn = 10;
    const result = processOutcome([decision('a', 85)], [review('a', '8')], edited);
    expect(result.points[0]?.quadrant).toBe('deserved');
    expect(result.thresholds).toEqual({ minScore: 90, minReturn: 10 });
  });
});

describe('spearman', () => {
  it('is robust to one huge return: the ranks, not the size, count', () => {
    expect(spearman([10, 20, 30, 40, 50], [1, 2, 3, 4, 900])).toBeCloseTo(1);
    expect(spearman([10, 20, 30, 40, 50], [5, 4, 3, 2, 1])).toBeCloseTo(-1);
  });

  it('gives tied values their mean rank', () => {
    // Ranks of x: 1.5, 1.5, 3, 4; of y: 1, 2, 3, 4.
    expect(spearman([1, 1, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 4);
  });
});

describe('processOutcome: the return or the return over the benchmark', () => {
  const BENCHMARK = rules.review.benchmarkReturn ?? '';
  const withBenchmark = (decisionId: string, returnText: string, benchmarkText?: string): OutcomeReview => ({
    decisionId,
    createdAt: '2026-03-01T00:00:00.000Z',
    answers: { [RETURN]: returnText, ...(benchmarkText === undefined ? {} : { [BENCHMARK]: benchmarkText }) },
  });
  // Beat the threshold on its own, but fall short of it once the benchmark's return is taken off.
  const reviews = [
    withBenchmark('a', String(minReturn + 2), '5'),
    withBenchmark('b', String(minReturn + 2)),
    withBenchmark('c', '8.1', '3.2'),
  ];
  const decisions = [decision('a', minScore), decision('b', minScore), decision('c', minScore)];
  const placed = (result: ReturnType<typeof processOutcome>) =>
    Object.fromEntries(result.points.map((p) => [p.decisionId, [p.returnPct, p.overBenchmark, p.quadrant]]));

  it('names a number question of the review bank for the benchmark return', () => {
    expect(BENCHMARK).not.toBe('');
  });

  it('places by the return itself with "return", benchmark or not', () => {
    const result = processOutcome(decisions, reviews, { ...editableCopy(rules), outcome: 'return' });
    expect(result.outcome).toBe('return');
    expect(placed(result)).toEqual({
      a: [minReturn + 2, false, 'earned'],
      b: [minReturn + 2, false, 'earned'],
      c: [8.1, false, 'earned'],
    });
  });

  it('places by the return minus the benchmark return with "excessReturn", and by the return where the review gives no benchmark', () => {
    const result = processOutcome(decisions, reviews, { ...editableCopy(rules), outcome: 'excessReturn' });
    expect(result.outcome).toBe('excessReturn');
    expect(placed(result)).toEqual({
      a: [minReturn - 3, true, 'badBreak'],
      b: [minReturn + 2, false, 'earned'],
      c: [4.9, true, minReturn <= 4.9 ? 'earned' : 'badBreak'],
    });
  });

  it('uses the shipped setting', () => {
    expect(processOutcome(decisions, reviews).outcome).toBe(rules.outcome);
  });
});

const score = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(minScore - 1, minScore, minScore + 1));
const returnPct = fc.oneof(
  fc.integer({ min: -100, max: 500 }),
  fc.constantFrom(minReturn - 1, minReturn, minReturn + 1),
  fc.double({ min: -99, max: 300, noNaN: true }).map((x) => Math.round(x * 10) / 10),
);
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((t) => new Date(t).toISOString());

/** Decisions (some unevaluated) and several reviews each, unique review times per decision. */
const journal = fc
  .uniqueArray(fc.record({ id: fc.uuid(), name: fc.string(), score: fc.option(score, { freq: 5 }) }), {
    selector: (d) => d.id,
    maxLength: 25,
  })
  .chain((decisions) =>
    fc.tuple(
      fc.constant(decisions.map(({ id, name, score: s }) => ({ id, name, evaluationScore: s }))),
      fc.array(
        fc.record({
          decisionId: decisions.length > 0 ? fc.constantFrom(...decisions.map((d) => d.id)) : fc.constant('none'),
          createdAt: instant,
          answers: fc.oneof(
            { weight: 6, arbitrary: returnPct.map((r) => ({ [RETURN]: String(r) })) },
            { weight: 1, arbitrary: fc.constant({ [RETURN]: 'n/a' }) },
          ),
          id: fc.uuid(),
        }),
        { maxLength: 60 },
      ),
    ),
  );

describe('processOutcome properties', () => {
  it('puts every point in exactly one quadrant, the one its thresholds name', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const result = processOutcome(decisions, reviews);
        for (const point of result.points) {
          const goodProcess = point.score >= minScore;
          const goodOutcome = point.returnPct >= minReturn;
          const expected = goodProcess ? (goodOutcome ? 'earned' : 'badBreak') : goodOutcome ? 'dumbLuck' : 'deserved';
          expect(point.quadrant).toBe(expected);
        }
        expect(QUADRANT_KEYS.reduce((sum, key) => sum + result.counts[key], 0)).toBe(result.points.length);
        const reviewed = new Set(reviews.map((r) => r.decisionId));
        const reviewedDecisions = decisions.filter((d) => reviewed.has(d.id)).length;
        expect(result.points.length + result.excluded.notEvaluated + result.excluded.noReturn).toBe(reviewedDecisions);
      }),
    );
  });

  it("reads each decision's latest review", () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const result = processOutcome(decisions, reviews);
        for (const point of result.points) {
          const times = reviews.filter((r) => r.decisionId === point.decisionId).map((r) => Date.parse(r.createdAt));
          expect(Date.parse(point.reviewedAt)).toBe(Math.max(...times));
        }
      }),
    );
  });

  it('gives the same result for any order of decisions and reviews', () => {
    fc.assert(
      fc.property(withShuffledCopies(journal), ([[decisions, reviews], shuffledDecisions, shuffledReviews]) => {
        expect(processOutcome(shuffledDecisions, shuffledReviews)).toEqual(processOutcome(decisions, reviews));
      }),
    );
  });

  it('shows no scatter and no correlation below the minimum', () => {
    fc.assert(
      fc.property(journal, ([decisions, reviews]) => {
        const { sample } = processOutcome(decisions, reviews);
        expect(sample.scatter).toBe(sample.n >= MINIMUM);
        if (!sample.scatter) expect(sample.correlation).toBeNull();
      }),
    );
  });
});

describe('spearman properties', () => {
  const pairs = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 100 }), returnPct), { minLength: 2, maxLength: 40 })
    .map((list) => [list.map(([x]) => x), list.map(([, y]) => y)] as const);

  it('lies in [-1, 1] and is symmetric', () => {
    fc.assert(
      fc.property(pairs, ([xs, ys]) => {
        const rho = spearman(xs, ys);
        const back = spearman(ys, xs);
        if (rho === null) {
          expect(back).toBeNull();
          return;
        }
        expect(rho).toBeGreaterThanOrEqual(-1);
        expect(rho).toBeLessThanOrEqual(1);
        expect(back).toBeCloseTo(rho, 12);
      }),
    );
  });

  it('does not change under a rising transformation of either side', () => {
    fc.assert(
      fc.property(pairs, ([xs, ys]) => {
        const rho = spearman(xs, ys);
        const stretched = spearman(
          xs.map((x) => x * 3 + 7),
          ys.map((y) => Math.sign(y) * y * y),
        );
        if (rho === null) {
          expect(stretched).toBeNull();
          return;
        }
        expect(stretched).toBeCloseTo(rho, 10);
      }),
    );
  });
});

describe('review-outcome.json against the banks', () => {
  const { banks } = loadContentFromDisk(repoRoot);

  it('finds no problem in the shipped rules', () => {
    expect(outcomeRulesProblems(rules, banks)).toEqual([]);
  });

  it('refuses a return question that is not a number question, or not in a review bank', () => {
    const notNumber = editableCopy(rules);
    notNumber.review.return = 'r-5';
    expect(outcomeRulesProblems(notNumber, banks)).toEqual([
      { path: '$.review.return', message: 'question "r-5" of bank "decision-review" is not a number question' },
    ]);
    const missing = editableCopy(rules);
    missing.review.return = 'r-99';
    expect(outcomeRulesProblems(missing, banks)[0]?.message).toBe('bank "decision-review" has no question "r-99"');
    const decisionBank = editableCopy(rules);
    decisionBank.review.bank = 'decision-checkpoint';
    expect(outcomeRulesProblems(decisionBank, banks)[0]).toEqual({
      path: '$.review.bank',
      message: expect.stringContaining('is not a review bank'),
    });
  });

  it('refuses "excessReturn" without a benchmark return question, in content check', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outcome-rules-'));
    try {
      for (const file of Object.values(RULE_FILES)) {
        fs.copyFileSync(path.join(repoRoot, RULES_DIR, file), path.join(dir, file));
      }
      const edited = editableCopy(rules);
      edited.outcome = 'excessReturn';
      delete edited.review.benchmarkReturn;
      fs.writeFileSync(path.join(dir, RULE_FILES.outcome), JSON.stringify(edited));
      expect(checkScoringRules(repoRoot, banks, dir)).toEqual([
        expect.objectContaining({ path: '$.review.benchmarkReturn' }),
      ]);
      edited.outcome = 'return';
      fs.writeFileSync(path.join(dir, RULE_FILES.outcome), JSON.stringify(edited));
      expect(checkScoringRules(repoRoot, banks, dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a benchmark return question that is not a number question', () => {
    const edited = editableCopy(rules);
    edited.review.benchmarkReturn = 'r-5';
    expect(outcomeRulesProblems(edited, banks)).toEqual([
      {
        path: '$.review.benchmarkReturn',
        message: 'question "r-5" of bank "decision-review" is not a number question',
      },
    ]);
  });

  it('refuses bands that do not start at their lowest value or do not ascend, and keys without text', () => {
    const edited = editableCopy(rules);
    edited.sampleSize = [
      { from: 5, message: 'outcome.sample.hint' },
      { from: 5, message: 'outcome.sample.typo' },
    ];
    expect(outcomeRulesProblems(edited, banks).map(({ path }) => path)).toEqual([
      '$.sampleSize[0].from',
      '$.sampleSize[1].from',
      '$.sampleSize[1].message',
    ]);
  });
});
