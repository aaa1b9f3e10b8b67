/**
 * The seeded random records `content -- diff` and the studio's impact score:
 * answers drawn from the banks themselves, so the same seed always gives the
 * same records and a new question or option is sampled with no code change.
 * Pure (no files), so the studio runs it in the browser.
 */
import fc from 'fast-check';
import { assessmentAnswersArbitrary, decisionAnswersArbitrary } from './answer-arbitraries';
import { type AssessmentRecord, assessmentFor, type DecisionRecord, type RuleSet } from './score-diff';

export interface DiffRecords {
  decisions: DecisionRecord[];
  assessments: AssessmentRecord[];
}

/**
 * `count` random decisions (answers drawn from the decision bank the current
 * rules read; about half carry a stored risk assessment, typed by the current
 * risk rules) and `count` random assessments, from `seed`.
 */
export function randomRecords(current: RuleSet, count: number, seed: number): DiffRecords {
  const bankOf = (id: string) => {
    const bank = current.banks.find((candidate) => candidate.id === id);
    if (!bank) throw new Error(`no question bank "${id}"`);
    return bank;
  };
  const decision = fc.record({
    answers: decisionAnswersArbitrary(bankOf(current.evaluation.bank)),
    assessmentScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });
  const width = String(count).length;
  const label = (index: number) => String(index + 1).padStart(width, '0');
  const decisions = fc.sample(decision, { seed, numRuns: count }).map(
    ({ answers, assessmentScore }, index): DecisionRecord => ({
      id: `random-decision-${label(index)}`,
      source: 'random',
      name: `Random decision ${index + 1}`,
      answers,
      assessment: assessmentScore === null ? null : assessmentFor(assessmentScore, current.risk),
    }),
  );
  const assessments = fc
    .sample(assessmentAnswersArbitrary(bankOf(current.risk.bank)), { seed, numRuns: count })
    .map(
      (answers, index): AssessmentRecord => ({ id: `random-assessment-${label(index)}`, source: 'random', answers }),
    );
  return { decisions, assessments };
}
