import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../content/types';
import { repoRoot } from '../../scoring/testing/decision-answers';
import type { EvaluationResult } from '../../scoring/types';
import { runCommand, writeJson } from '../testing/run-command';
import evaluate from './evaluate';

const fixtures = path.join(repoRoot, 'tests/fixtures/rules');
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));
const careful = read('decision-careful.json') as { name: string; answers: Answers };
const sketchy = read('decision-sketchy.json') as { name: string; answers: Answers };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'evaluate-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]) => runCommand(evaluate, repoRoot, ...args);
const parse = (stdout: string) => JSON.parse(stdout) as EvaluationResult;

describe('content -- evaluate', () => {
  it('prints the evaluation of one decision', async () => {
    const { code, stdout } = await run(path.join(fixtures, 'decision-careful.json'));
    expect(code).toBe(0);
    const result = parse(stdout);
    expect(Object.keys(result.stageScores)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(result).toMatchObject({ rating: 'system', apiEnhanced: false });
  });

  it('prints an array of evaluations for an array of decisions', async () => {
    const { code, stdout } = await run(writeJson(tmp, 'two.json', [careful, sketchy]));
    expect(code).toBe(0);
    const [good, bad] = JSON.parse(stdout) as EvaluationResult[];
    expect(good?.totalScore).toBeGreaterThan(bad?.totalScore ?? 100);
  });

  it('fails with the input-validation message and the offending ids, exit 1', async () => {
    const nameless = await run(writeJson(tmp, 'nameless.json', { ...careful, name: '  ' }));
    expect(nameless).toMatchObject({ code: 1, stdout: '' });
    expect(nameless.stderr).toContain('Input validation failed: Decision name is required.');
    const typed = await run(
      writeJson(tmp, 'typed.json', { ...careful, answers: { ...careful.answers, '1-2': 'soon' } }),
    );
    expect(typed.code).toBe(1);
    expect(typed.stderr).toContain('Type validation failed for 1 fields: 1-2');
    expect((await run(writeJson(tmp, 'shape.json', { name: 'x' }))).stderr).toContain('expected a decision');
  });

  it("evaluates for an investor's risk profile with --profile, and refuses a type the rules do not have", async () => {
    const bold = writeJson(tmp, 'bold.json', {
      ...careful,
      answers: { ...careful.answers, '1-3': 'aggressive', '4-4': 'At most 40% of the amount, then I exit.' },
    });
    const alone = parse((await run(bold)).stdout);
    const cautious = parse((await run(bold, '--profile', 'conservative:20')).stdout);
    const daring = parse((await run(bold, '--profile', 'aggressive')).stdout);
    expect(cautious.totalScore).toBeLessThan(alone.totalScore);
    expect(cautious.stageScores['4'].weaknesses.length).toBeGreaterThan(alone.stageScores['4'].weaknesses.length);
    expect(daring).toEqual({ ...alone, evaluatedAt: daring.evaluatedAt });

    const unknown = await run(bold, '--profile', 'reckless');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('"reckless" is not a risk type (conservative, steady, balanced');
    expect((await run(bold, '--profile')).code).toBe(1);
  });

  it("follows an editor's change of the filled-text minimum and a stage weight (--rules with an edited copy)", async () => {
    const edited = read('edited/decision-evaluation.json') as {
      minFilledLength: number;
      stages: Record<string, { weight: number }>;
    };
    const file = path.join(fixtures, 'decision-careful.json');
    const shipped = parse((await run(file)).stdout);
    const changed = parse((await run(file, '--rules', path.join(fixtures, 'edited'))).stdout);
    // A 20-character summary counts as filled under the shipped minimum (10) but not the edited one.
    const summary = { ...careful, answers: { ...careful.answers, '7-1': 'Dividend growth buy.' } };
    expect(summary.answers['7-1'].length).toBeLessThanOrEqual(edited.minFilledLength);
    const withSummary = writeJson(tmp, 'summary.json', summary);
    const shippedSummary = parse((await run(withSummary)).stdout);
    const editedSummary = parse((await run(withSummary, '--rules', path.join(fixtures, 'edited'))).stdout);
    expect(editedSummary.stageScores['7'].score).toBeLessThan(shippedSummary.stageScores['7'].score);
    // The stage 3 weight is what the editor wrote, and the total is the mean with that weight.
    expect(shipped.stageScores['3'].weight).not.toBe(edited.stages['3']?.weight);
    expect(changed.stageScores['3'].weight).toBe(edited.stages['3']?.weight);
    const stages = Object.values(changed.stageScores);
    const weighted =
      stages.reduce((sum, s) => sum + s.score * s.weight, 0) / stages.reduce((sum, s) => sum + s.weight, 0);
    expect(changed.totalScore).toBe(Math.round(weighted));
  });

  it('writes its whole output to a pipe, however long (the process waits for it to drain)', async () => {
    const file = writeJson(
      tmp,
      'many.json',
      Array.from({ length: 400 }, () => careful),
    );
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/content.ts', 'evaluate', file],
        { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      );
    });
    // Far beyond the 64 KB a pipe takes before the writer must wait.
    expect(stdout.length).toBeGreaterThan(512 * 1024);
    expect(JSON.parse(stdout)).toHaveLength(400);
  }, 60_000);
});
