/**
 * The fixture records `content -- diff` scores (and the studio's server hands
 * its impact panel): the decisions and assessments under tests/fixtures/rules/
 * (decision-*.json: one {name, answers} or an array; risk-answers*.json: one
 * answers object or an array). The seeded random set drawn after them is pure
 * and lives in src/scoring/random-records.ts. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Answers } from '../../content/types';
import type { DiffRecords } from '../../scoring/random-records';
import type { AssessmentRecord, DecisionRecord } from '../../scoring/score-diff';
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

export function fixtureRecords(root: string): DiffRecords {
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
