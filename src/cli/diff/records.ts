/**
 * The records `content -- diff` scores: the fixture decisions and assessments
 * under tests/fixtures/rules/ (decision-*.json: one {name, answers} or an array;
 * risk-answers*.json: one answers object or an array), then a seeded random set
 * drawn from the banks themselves, so the same seed always gives the same
 * records and a new question or option is sampled with no code change.
 * Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Answers } from '../../content/types';
import { assessmentAnswersArbitrary, decisionAnswersArbitrary } from '../../scoring/answer-arbitraries';
import { type AssessmentRecord, assessmentFor, type DecisionRecord, type RuleSet } from '../../scoring/score-diff';
import { isPlainObject } from '../score-file';

export const FIXTURE_DIR = 'tests/fixtures/rules';
const DECISION_FILES = /^decision-.*\.json$/;
const ASSESSMENT_FILES = /^risk-answers.*\.json$/;

function fixtureItems(root: string, pattern: RegExp): { id: string; item: unknown }[] {
  const dir = path.join(root, FIXTURE_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .flatMap((name) => {
      const data: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      return Array.isArray(data)
        ? data.map((item, index) => ({ id: `${name}#${index + 1}`, item }))
        : [{ id: name, item: data }];
    });
}

export function fixtureRecords(root: string): { decisions: DecisionRecord[]; assessments: AssessmentRecord[] } {
  const decisions = fixtureItems(root, DECISION_FILES).map(({ id, item }): DecisionRecord => {
    if (!isPlainObject(item) || !isPlainObject(item.answers))
      throw new Error(`${FIXTURE_DIR}/${id}: expected {name, answers}`);
    return { id, source: 'fixture', name: String(item.name ?? ''), answers: item.answers as Answers, assessment: null };
  });
  const assessments = fixtureItems(root, ASSESSMENT_FILES).map(({ id, item }): AssessmentRecord => {
    if (!isPlainObject(item)) throw new Error(`${FIXTURE_DIR}/${id}: expected an answers object`);
    return { id, source: 'fixture', answers: item as Answers };
  });
  return { decisions, assessments };
}

/**
 * `count` random decisions (answers drawn from the decision bank the current
 * rules read; about half carry a stored risk assessment, typed by the current
 * risk rules) and `count` random assessments, from `seed`.
 */
export function randomRecords(
  current: RuleSet,
  count: number,
  seed: number,
): { decisions: DecisionRecord[]; assessments: AssessmentRecord[] } {
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
