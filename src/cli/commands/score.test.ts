import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../content/types';
import { scoreRiskTolerance } from '../../scoring/risk-tolerance';
import type { RiskRules } from '../../scoring/rule-types';
import { repoRoot } from '../../scoring/testing/decision-answers';
import type { RiskResult } from '../../scoring/types';
import { runCommand, writeJson } from '../testing/run-command';
import score from './score';

const fixtures = path.join(repoRoot, 'tests/fixtures/rules');
const answersFile = path.join(fixtures, 'risk-answers.json');
const answerSets = JSON.parse(fs.readFileSync(answersFile, 'utf8')) as Answers[];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'score-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]) => runCommand(score, repoRoot, ...args);
const tmpFile = (name: string, data: unknown) => writeJson(tmp, name, data);

describe('content -- score risk-tolerance', () => {
  it('prints an array of results for an array of answer sets, as the app would score them', async () => {
    const { code, stdout } = await run('risk-tolerance', answersFile);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(answerSets.map((answers) => scoreRiskTolerance(answers)));
  });

  it('prints one result for one answers object', async () => {
    const { code, stdout } = await run('risk-tolerance', tmpFile('one.json', answerSets[0]));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ score: expect.any(Number), type: expect.any(String) });
  });

  it('fails with a clear message and exit 1 on unanswered or invalid answers', async () => {
    const bad = [answerSets[0], { ...answerSets[1], 'exp-2': [], 'fin-1': 'everything' }];
    const { code, stdout, stderr } = await run('risk-tolerance', tmpFile('bad.json', bad));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('item 2');
    expect(stderr).toContain('unanswered: exp-2');
    expect(stderr).toContain('invalid: fin-1');
  });

  it('fails on a missing file, bad JSON, an unknown rule set and no arguments', async () => {
    expect((await run('risk-tolerance', path.join(tmp, 'nope.json'))).code).toBe(1);
    fs.writeFileSync(path.join(tmp, 'broken.json'), '{');
    expect((await run('risk-tolerance', path.join(tmp, 'broken.json'))).code).toBe(1);
    expect((await run('horoscope', answersFile)).stderr).toContain('unknown rule set');
    expect((await run()).code).toBe(1);
  });

  it("follows an editor's change of a weight and a type threshold (--rules with an edited copy)", async () => {
    const editedDir = path.join(fixtures, 'edited');
    const edited = JSON.parse(fs.readFileSync(path.join(editedDir, 'risk-tolerance.json'), 'utf8')) as RiskRules;
    const shipped = JSON.parse((await run('risk-tolerance', answersFile)).stdout) as RiskResult[];
    const { code, stdout } = await run('risk-tolerance', answersFile, '--rules', editedDir);
    expect(code).toBe(0);
    const changed = JSON.parse(stdout) as RiskResult[];
    expect(changed).toEqual(answerSets.map((answers) => scoreRiskTolerance(answers, edited)));
    // The first set is strong on finances and weak on experience: less weight on finances lowers it.
    expect(changed[0]?.score).toBeLessThan(shipped[0]?.score ?? 0);
    // The third set is equally strong on finances and experience, so the weights cancel out and it keeps
    // its score (69), but 66-70 is progressive under the edited threshold instead of balanced.
    expect(changed[2]?.score).toBe(shipped[2]?.score);
    expect(shipped[2]).toMatchObject({ score: 69, type: 'balanced' });
    expect(changed[2]?.type).toBe('progressive');
  });

  it('refuses to score with a draft rules folder that has problems, and lists them', async () => {
    const draft = fs.mkdtempSync(path.join(tmp, 'draft-'));
    for (const file of fs.readdirSync(path.join(fixtures, 'edited'))) {
      fs.copyFileSync(path.join(fixtures, 'edited', file), path.join(draft, file));
    }
    const risk = JSON.parse(fs.readFileSync(path.join(draft, 'risk-tolerance.json'), 'utf8')) as RiskRules;
    risk.adjustments[0] = { name: 'typo', when: { '==': [{ var: 'answers.goal-1' }, 'progresive'] }, capAt: 70 };
    fs.writeFileSync(path.join(draft, 'risk-tolerance.json'), JSON.stringify(risk));
    const { code, stderr } = await run('risk-tolerance', answersFile, '--rules', draft);
    expect(code).toBe(1);
    expect(stderr).toContain('"progresive" is not an option of question "goal-1"');
  });
});
