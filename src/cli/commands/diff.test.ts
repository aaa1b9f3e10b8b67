import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES_DIR } from '../../scoring/check-scoring-rules';
import { RULE_FILES } from '../../scoring/default-rules';
import { evaluateDecision } from '../../scoring/evaluate-decision';
import { bandFor, roundHalfUp } from '../../scoring/numbers';
import { randomRecords } from '../../scoring/random-records';
import { riskProfileOf } from '../../scoring/risk-profile';
import type { EvaluationRules } from '../../scoring/rule-types';
import { loadRulesFromDisk } from '../../scoring/rules-from-disk';
import type { ScoreDiff } from '../../scoring/score-diff';
import { repoRoot } from '../../scoring/testing/decision-answers';
import { fixtureRecords } from '../diff/records';
import { runCommand } from '../testing/run-command';
import diff, { CHANGED_EXIT } from './diff';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]) => runCommand(diff, repoRoot, ...args);
type DiffJson = ScoreDiff & { current: string; edited: string; seed: number; count: number };

/** A copy of the shipped rule files in a new folder, with `edit` applied to the evaluation rules. */
function editedRules(name: string, edit: (rules: EvaluationRules) => void): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  for (const file of Object.values(RULE_FILES)) {
    fs.copyFileSync(path.join(repoRoot, RULES_DIR, file), path.join(dir, file));
  }
  const file = path.join(dir, RULE_FILES.evaluation);
  const rules = JSON.parse(fs.readFileSync(file, 'utf8')) as EvaluationRules;
  edit(rules);
  fs.writeFileSync(file, JSON.stringify(rules, null, 2));
  return dir;
}

const shipped = () => {
  const loaded = loadRulesFromDisk(repoRoot);
  if (!loaded.ok) throw new Error('the shipped rules do not load');
  return loaded.rules;
};

describe('content -- diff', () => {
  it('reports exactly the rating changes a stage weight change makes, on the fixtures and the random set', async () => {
    const weight = 400;
    const dir = editedRules('stage-2-weight', (rules) => {
      rules.stages['2'].weight = weight;
    });
    const { code, stdout } = await run('--rules', dir, '--count', '150', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as DiffJson;

    // The expectation, worked out by hand: stage scores do not depend on the weights, so each
    // record's new total is the weighted mean with the one weight replaced, and its new rating
    // the band that total falls in.
    const rules = shipped();
    const { decisions } = fixtureRecords(repoRoot);
    const all = [...decisions, ...randomRecords(rules, 150, 1).decisions];
    const expected: Record<string, [string, string]> = {};
    for (const record of all) {
      const profile = record.assessment && riskProfileOf(record.assessment, rules.risk);
      const bank = rules.banks.find(({ id }) => id === rules.evaluation.bank);
      if (!bank) throw new Error('no decision bank');
      const result = evaluateDecision({ name: record.name, answers: record.answers, profile }, bank, rules.evaluation);
      let sum = 0;
      let weights = 0;
      for (const [key, stage] of Object.entries(result.stageScores)) {
        const w = key === '2' ? weight : stage.weight;
        sum += w * stage.score;
        weights += w;
      }
      const rating = bandFor(roundHalfUp(sum / weights), rules.evaluation.ratings).key;
      if (rating !== result.rating) expected[record.id] = [result.rating, rating];
    }
    const reported = Object.fromEntries(
      report.changes
        .filter((change) => change.kind === 'decision' && change.gradeChanged)
        .map((change) => [
          change.id,
          ['grade' in change.before ? change.before.grade : '', 'grade' in change.after ? change.after.grade : ''],
        ]),
    );
    expect(reported).toEqual(expected);
    // The sketchy fixture (stage 2 its best stage) is lifted out of high-risk.
    expect(expected['decision-sketchy.json']).toEqual(['high-risk', 'cautious']);
    expect(report.summary.decisions.changedRatings).toBe(Object.keys(expected).length);
    // Only the weight is to blame, and no assessment moves.
    expect(report.summary.causes.map(({ rule }) => rule)).toEqual(['stage 2 weight']);
    expect(report.summary.assessments).toMatchObject({ changedScores: 0, changedTypes: 0 });
  });

  it('names the rule whose points changed, with its contribution before and after', async () => {
    const dir = editedRules('rule-points', (rules) => {
      const rule = rules.stages['3'].rules[0];
      if (!rule) throw new Error('stage 3 has no rules');
      rule.apply.points += 30;
    });
    const ruleName = shipped().evaluation.stages['3'].rules[0]?.name;
    const { code, stdout } = await run('--rules', dir, '--count', '100');
    expect(code).toBe(0);
    expect(stdout).toContain(`stage 3 › ${ruleName}: `);
    expect(stdout).toMatch(/decisions: {3}102 compared \(2 fixtures\), \d+ scores changed/);
    expect(stdout).toContain('assessments: 103 compared (3 fixtures), 0 scores changed, 0 risk types changed');
  });

  it('with unchanged rules reports nothing and exits 0, also with --fail-on-change', async () => {
    const { code, stdout } = await run('--base', RULES_DIR, '--rules', RULES_DIR, '--count', '50', '--fail-on-change');
    expect(code).toBe(0);
    expect(stdout).toContain('No score, rating or risk type changes.');
  });

  it('exits 2 with --fail-on-change when a rating changes, and gives the same report for the same seed', async () => {
    const edited = path.join(repoRoot, 'tests/fixtures/rules/edited');
    const first = await run('--rules', edited, '--count', '30', '--seed', '7', '--json', '--fail-on-change');
    expect(first.code).toBe(CHANGED_EXIT);
    const again = await run('--rules', edited, '--count', '30', '--seed', '7', '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(first.stdout));
    const other = await run('--rules', edited, '--count', '30', '--seed', '8', '--json');
    expect(JSON.parse(other.stdout).changes).not.toEqual(JSON.parse(first.stdout).changes);
    // The edited fixture moves the balanced/progressive boundary: the bands are named as a cause.
    expect((JSON.parse(first.stdout) as DiffJson).summary.causes.map(({ rule }) => rule)).toContain(
      'risk types (score ranges)',
    );
  });

  it('refuses broken edited rules and bad options with exit 1', async () => {
    const dir = editedRules('broken', (rules) => {
      (rules as { minFilledLength: unknown }).minFilledLength = 'ten';
    });
    const broken = await run('--rules', dir, '--count', '5');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('minFilledLength');
    expect(broken.stderr).toContain('fix them first');
    expect((await run('--count', 'many')).code).toBe(1);
    expect((await run('--frobnicate')).stderr).toContain('unknown');
    expect((await run('--base', 'no-such-revision-or-folder')).stderr).toContain('neither a folder nor a git revision');
  });

  const inGit = (() => {
    try {
      execFileSync('git', ['-C', repoRoot, 'rev-parse', 'HEAD'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!inGit)('compares with the committed rules (HEAD) by default', async () => {
    const { code, stdout } = await run('--count', '5', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ current: `${RULES_DIR}/ at HEAD`, edited: `${RULES_DIR}/` });
  });
});
