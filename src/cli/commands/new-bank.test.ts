import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bankServer, servedContent } from '../../../build/testing/bank-server';
import bankSchema from '../../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import type { Bank } from '../../content/types';
import { repoRoot } from '../../scoring/testing/decision-answers';
import { contentCopy as copyContent, runCommand } from '../testing/run-command';
import check from './check';
import newBank from './new-bank';

/** A copy of the repository's content and rules, which the command may add to. */
function contentCopy(): string {
  return copyContent(repoRoot, 'new-bank-');
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** The banks the app would list: the question-banks plugin's module, served from `root`. */
async function appBanks(root: string): Promise<Bank[]> {
  const server = await bankServer(root);
  try {
    return (await servedContent(server)).banks;
  } finally {
    await server.close();
  }
}

describe('content -- new-bank', () => {
  it('scaffolds a bank of every kind the schema allows, which check accepts and the app lists', async () => {
    const root = contentCopy();
    roots.push(root);
    const kinds = bankSchema.properties.kind.enum;
    expect(kinds).toContain('review');
    for (const kind of kinds) {
      const created = await runCommand(newBank, root, `trade-${kind}`, '--kind', kind);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toContain(`Created questionnaires/trade-${kind}/bank.json (kind "${kind}"`);
    }
    const checked = await runCommand(check, root);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
    const banks = await appBanks(root);
    for (const kind of kinds) {
      expect(banks.find(({ id }) => id === `trade-${kind}`)).toMatchObject({
        kind,
        version: '1.0.0',
        title: { en: `trade ${kind}` },
      });
    }
  }, 30_000);

  it('refuses an existing folder, an unknown kind and a name that is no bank id, writing nothing', async () => {
    const root = contentCopy();
    roots.push(root);
    const before = fs.readdirSync(path.join(root, 'questionnaires')).sort();
    const existing = await runCommand(newBank, root, 'risk-tolerance', '--kind', 'assessment');
    expect(existing).toMatchObject({ code: 1 });
    expect(existing.stderr).toContain('already exists');
    expect((await runCommand(newBank, root, 'x', '--kind', 'survey')).stderr).toContain(
      '"survey" is not a bank kind (decision, assessment, review, critique)',
    );
    expect((await runCommand(newBank, root, 'no spaces', '--kind', 'review')).stderr).toContain('cannot be a bank id');
    expect((await runCommand(newBank, root, 'missing-kind')).code).toBe(1);
    expect(fs.readdirSync(path.join(root, 'questionnaires')).sort()).toEqual(before);
  });
});
