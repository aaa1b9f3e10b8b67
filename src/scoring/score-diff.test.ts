import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { assessmentAnswersArbitrary, decisionAnswersArbitrary } from './answer-arbitraries';
import { defaultEvaluationRules, defaultRiskRules } from './default-rules';
import { diffScores, PROFILE_BANDS, type RuleSet } from './score-diff';
import { repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';

const { banks } = loadContentFromDisk(repoRoot);
const current: RuleSet = { banks, risk: defaultRiskRules, evaluation: defaultEvaluationRules };
const bank = (id: string) => {
  const found = banks.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no bank ${id}`);
  return found;
};
const decisions = fc
  .sample(decisionAnswersArbitrary(bank(defaultEvaluationRules.bank)), { numRuns: 60, seed: 3 })
  .map((answers, index) => ({ id: `d${index}`, source: 'random' as const, name: 'x', answers, assessment: null }));
const assessments = fc
  .sample(assessmentAnswersArbitrary(bank(defaultRiskRules.bank)), { numRuns: 60, seed: 3 })
  .map((answers, index) => ({ id: `a${index}`, source: 'random' as const, answers }));

describe('diffScores', () => {
  it('finds nothing when the rules are the same', () => {
    const { changes, summary } = diffScores(current, structuredClone(current), { decisions, assessments });
    expect(changes).toEqual([]);
    expect(summary).toMatchObject({ failures: 0, causes: [], largestMoves: [] });
  });

  it('blames a risk question whose points changed, only for the records that chose that option', () => {
    const risk = editableCopy(defaultRiskRules);
    const [id, question] = Object.entries(risk.questions).find(([, q]) => !q.multipleChoice) ?? [];
    if (!id || !question) throw new Error('no single-choice risk question');
    const [option, points] = Object.entries(question.points)[0] ?? [];
    if (option === undefined || points === undefined) throw new Error('no option');
    question.points[option] = points + 50;
    const { changes } = diffScores(current, { ...current, risk }, { decisions, assessments });
    const blamed = changes.filter((change) => change.causes.some(({ rule }) => rule === `question ${id}`));
    const chose = assessments.filter((record) => record.answers[id] === option).map((record) => record.id);
    expect(blamed.map((change) => change.id).sort()).toEqual(
      changes
        .filter((change) => chose.includes(change.id))
        .map((change) => change.id)
        .sort(),
    );
    expect(blamed.length).toBeGreaterThan(0);
    expect(blamed.every((change) => change.kind === 'assessment')).toBe(true);
    // Decisions without a stored assessment do not read the risk rules.
    expect(changes.some((change) => change.kind === 'decision')).toBe(false);
  });

  it('names moved risk-type boundaries when a type changes though the score does not', () => {
    const risk = editableCopy(defaultRiskRules);
    for (const profile of risk.profiles) {
      if (profile.key === 'balanced') profile.scoreRange = [profile.scoreRange[0], profile.scoreRange[1] - 10];
      if (profile.key === 'progressive') profile.scoreRange = [profile.scoreRange[0] - 10, profile.scoreRange[1]];
    }
    const { changes, summary } = diffScores(current, { ...current, risk }, { decisions: [], assessments });
    expect(changes.length).toBeGreaterThan(0);
    const band = { rule: PROFILE_BANDS, measure: 'band', before: 'balanced', after: 'progressive' };
    for (const change of changes) {
      expect(change.gradeChanged).toBe(true);
      // Adjustments read the type so far, so a new type may also fire one (an age penalty).
      if (change.delta === 0) expect(change.causes).toEqual([band]);
      else expect(change.causes.map(({ rule }) => rule.split(' ')[0])).toEqual(['adjustment', 'risk']);
    }
    expect(summary.typeMoves['balanced → progressive']).toBeGreaterThan(0);
  });
});
