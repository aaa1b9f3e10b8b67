import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bankServer, servedContent } from '../../../build/testing/bank-server';
import { createCatalog } from '../../content/catalog';
import type { Answers, Bank } from '../../content/types';
import { LOCK_FILE, readLock } from '../../content/version-lock';
import { evaluateDecision } from '../../scoring/evaluate-decision';
import type { EvaluationRules } from '../../scoring/rule-types';
import { repoRoot } from '../../scoring/testing/decision-answers';
import { contentCopy as copyContent, runCommand } from '../testing/run-command';
import check from './check';
import release from './release';

const BANK = 'questionnaires/decision-checkpoint/bank.json';
const RULES = 'scoring-rules/decision-evaluation.json';
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A copy of the repository's content and rules (with the committed lock and released versions). */
function contentCopy(): string {
  const root = copyContent(repoRoot, 'release-');
  roots.push(root);
  return root;
}

function edit<T>(root: string, file: string, change: (data: T) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  change(data);
  fs.writeFileSync(full, JSON.stringify(data, null, 2));
}

/** Question 1-2 of the decision bank (the investment horizon, whose option "long" the rules score). */
function horizon(bank: Bank) {
  const question = bank.sections.flatMap((section) => section.questions).find(({ id }) => id === '1-2');
  if (!question?.options) throw new Error('question 1-2 with options not found');
  return question;
}

/** The decision bank's current version, released, and the versions released before it. */
const RELEASED = (JSON.parse(fs.readFileSync(path.join(repoRoot, BANK), 'utf8')) as Bank).version;
const EARLIER = Object.keys(readLock(repoRoot).banks['decision-checkpoint'] ?? {}).filter((v) => v !== RELEASED);
/** `version` with its `part` (0 major, 1 minor, 2 patch) raised by one and the parts after it reset. */
function raised(version: string, part: 0 | 1 | 2): string {
  return version
    .split('.')
    .map((n, index) => (index < part ? n : index === part ? String(Number(n) + 1) : '0'))
    .join('.');
}

const careful = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'tests/fixtures/rules/decision-careful.json'), 'utf8'),
) as {
  name: string;
  answers: Answers;
};

describe('released bank versions', () => {
  it('the shipped banks are released and unchanged', async () => {
    const lock = readLock(repoRoot);
    for (const id of ['decision-checkpoint', 'risk-tolerance'])
      expect(Object.keys(lock.banks[id] ?? {})).not.toEqual([]);
    expect(await runCommand(check, repoRoot)).toMatchObject({ code: 0, stderr: '' });
  });

  it('refuses a released version edited in place, and accepts the edit under a raised version', async () => {
    const root = contentCopy();
    edit<Bank>(root, BANK, (bank) => {
      const option = horizon(bank).options?.[0];
      if (option) option.label.en = 'Under a year (edited)';
    });
    const refused = await runCommand(check, root);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${BANK}  $.version  version ${RELEASED} is released (${LOCK_FILE})`);
    expect(refused.stderr).toContain('raise "version"');
    const notReleased = await runCommand(release, root);
    expect(notReleased.code).toBe(1);
    expect(notReleased.stderr).toContain(`decision-checkpoint ${RELEASED}: already released with other content`);

    const patch = raised(RELEASED, 2);
    edit<Bank>(root, BANK, (bank) => {
      bank.version = patch;
    });
    expect(await runCommand(check, root)).toMatchObject({ code: 0, stderr: '' });
    const released = await runCommand(release, root);
    expect(released.code).toBe(0);
    expect(released.stdout).toContain(`decision-checkpoint ${patch}: released`);
    expect(released.stdout).toContain('risk-tolerance 1.0.0: already released, unchanged');
    expect(Object.keys(readLock(root).banks['decision-checkpoint'] ?? {})).toEqual([...EARLIER, RELEASED, patch]);
    expect(fs.existsSync(path.join(root, `questionnaires/decision-checkpoint/versions/${patch}.json`))).toBe(true);
    expect(await runCommand(check, root)).toMatchObject({ code: 0, stderr: '' });
  });

  it('refuses an edited or deleted snapshot and a version below the released one', async () => {
    const root = contentCopy();
    const snapshot = 'questionnaires/risk-tolerance/versions/1.0.0.json';
    edit<Bank>(root, snapshot, (bank) => {
      bank.title.en = 'Edited after release';
    });
    edit<Bank>(root, BANK, (bank) => {
      bank.version = '0.9.0';
    });
    fs.rmSync(path.join(root, 'questionnaires/decision-checkpoint/versions/1.0.0.json'));
    const { code, stderr } = await runCommand(check, root);
    expect(code).toBe(1);
    expect(stderr).toContain(`${snapshot}  $  released version 1.0.0 was changed in place`);
    expect(stderr).toContain(`${BANK}  $.version  must be higher than ${RELEASED}, the latest released version`);
    expect(stderr).toContain('released version 1.0.0 of "decision-checkpoint" is missing');
  });

  it('opens and evaluates a decision answered on version 1 the same after version 2 changes an option', async () => {
    const root = contentCopy();
    const v1 = JSON.parse(fs.readFileSync(path.join(root, BANK), 'utf8')) as Bank;
    const rules = JSON.parse(fs.readFileSync(path.join(root, RULES), 'utf8')) as EvaluationRules;
    const before = evaluateDecision({ ...careful, profile: null }, v1, rules, 'then');
    expect(careful.answers['1-2']).toBe('long');

    // The next version renames the option the decision chose, and the rules still score "long".
    const next = raised(RELEASED, 1);
    edit<Bank>(root, BANK, (bank) => {
      bank.version = next;
      const option = horizon(bank).options?.find(({ value }) => value === 'long');
      if (option) option.value = 'over-3-years';
    });
    const stale = await runCommand(check, root);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(
      `"long" is not an option of question "1-2" (options: short, medium, over-3-years); only released version ${[...EARLIER, RELEASED].join(', ')} of "decision-checkpoint" has it`,
    );
    // The rules say they read both versions: accepted, and released.
    edit<EvaluationRules>(root, RULES, (edited) => {
      edited.bankVersions = [...EARLIER, RELEASED, next];
    });
    expect(await runCommand(check, root)).toMatchObject({ code: 0, stderr: '' });
    expect((await runCommand(release, root)).code).toBe(0);

    // What the app loads: the current bank plus the released versions.
    const server = await bankServer(root);
    const served = await servedContent(server);
    await server.close();
    const catalog = createCatalog(served.banks, served.glossary, served.released);
    const current = catalog.getBank('decision-checkpoint');
    const own = catalog.getBank('decision-checkpoint', RELEASED);
    expect(current?.version).toBe(next);
    expect(horizon(current as Bank).options?.map(({ value }) => value)).not.toContain('long');
    expect({ ...own, $schema: v1.$schema }).toEqual(v1);
    const edited = JSON.parse(fs.readFileSync(path.join(root, RULES), 'utf8')) as EvaluationRules;
    expect(evaluateDecision({ ...careful, profile: null }, own as Bank, edited, 'then')).toEqual(before);
  }, 30_000);
});
