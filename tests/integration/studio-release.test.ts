/**
 * The studio's changes, version bump and release, over HTTP against its dev
 * server on a scratch copy of the content folders made a git repository (one
 * commit), so "against git HEAD" has a HEAD: the changes it lists are git's,
 * accepting the suggested version clears "released version changed in place",
 * and Release writes what `npm run content -- release` writes, after which the
 * content check passes and the commands it shows commit exactly those files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/cli/check-content';
import check from '../../src/cli/commands/check';
import release from '../../src/cli/commands/release';
import { runCommand } from '../../src/cli/testing/run-command';
import type { Problem } from '../../src/content/problem';
import type { Bank } from '../../src/content/types';
import { LOCK_FILE, readLock } from '../../src/content/version-lock';
import type { BumpReply, ChangesReply, CheckReply, ReleaseReply, WriteReply } from '../../src/studio/studio-api-types';
import { STUDIO_API } from '../../src/studio/studio-api-types';
import { withVersion } from '../../src/studio/with-version';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BANK = 'questionnaires/risk-tolerance/bank.json';
const RULES = 'scoring-rules/decision-evaluation.json';
const roots: string[] = [];

let root: string;
let server: ViteDevServer;
let base: string;

const git = (at: string, ...args: string[]) =>
  execFileSync('git', ['-C', at, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A copy of the content folders, committed in a repository of its own. */
function gitCopy(): string {
  const at = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-release-'));
  roots.push(at);
  for (const folder of ['questionnaires', 'scoring-rules']) {
    fs.cpSync(path.join(repo, folder), path.join(at, folder), { recursive: true });
  }
  fs.writeFileSync(path.join(at, 'package.json'), '{}\n');
  git(at, 'init', '--quiet');
  git(at, 'config', 'user.email', 'studio-test@example.invalid');
  git(at, 'config', 'user.name', 'Studio test');
  git(at, 'config', 'commit.gpgsign', 'false');
  git(at, 'add', '--all');
  git(at, 'commit', '--quiet', '-m', 'content');
  return at;
}

/** What git says differs from HEAD under the content folders: changed, deleted and new files. */
const gitChanges = (at: string) =>
  [
    ...git(at, 'diff', '--name-only', 'HEAD', '--', 'questionnaires', 'scoring-rules').split('\n'),
    ...git(at, 'ls-files', '--others', '--exclude-standard', '--', 'questionnaires', 'scoring-rules').split('\n'),
  ]
    .filter(Boolean)
    .sort();

beforeAll(async () => {
  root = gitCopy();
  server = await createServer({
    configFile: path.join(repo, 'build/studio/vite.studio.config.ts'),
    root,
    server: { port: 0, open: false, hmr: false, watch: null },
    logLevel: 'silent',
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address) throw new Error('the studio server did not start listening');
  base = `http://localhost:${address.port}${STUDIO_API}`;
}, 30_000);

afterAll(async () => {
  await server?.close();
  for (const at of roots) fs.rmSync(at, { recursive: true, force: true });
});

async function call<T>(route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const onDisk = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const changedInPlace = (problems: Problem[]) =>
  problems.filter((problem) => problem.file === BANK && problem.path === '$.version');

/** The bank's text with the Chinese label of its first option changed: a wording fix. */
function relabelled(text: string): string {
  const bank = JSON.parse(text) as Bank;
  const label = bank.sections[0]?.questions.find((question) => question.options)?.options?.[0]?.label.zh;
  if (!label) throw new Error('no option label to edit');
  const edited = text.replace(JSON.stringify(label), JSON.stringify(`${label}（改）`));
  expect(edited).not.toBe(text);
  return edited;
}

describe('the studio: changes, version bump and release', () => {
  it('lists exactly the files git diff names (and the new ones), each with the edited lines', async () => {
    const rulesBefore = onDisk(RULES);
    fs.writeFileSync(path.join(root, RULES), rulesBefore.replace('"weight": 20', '"weight": 21'));
    fs.writeFileSync(path.join(root, 'scoring-rules/new-notes.json'), '{}\n');
    const { status, body } = await call<ChangesReply>('/changes');
    expect(status).toBe(200);
    if (!body.head.available) throw new Error(body.head.reason);
    expect(body.head.files.map(({ path: file }) => file)).toEqual(gitChanges(root));
    expect(body.head.files.map(({ path: file }) => file)).toEqual([RULES, 'scoring-rules/new-notes.json']);
    const rules = body.head.files[0];
    expect(rules?.status).toBe('modified');
    const changed = rules?.hunks.flatMap((hunk) => hunk.lines).filter(({ kind }) => kind !== 'same');
    expect(changed?.map(({ kind, text }) => [kind, text.trim()])).toEqual([
      ['removed', expect.stringContaining('"weight": 20')],
      ['added', expect.stringContaining('"weight": 21')],
    ]);
    expect(body.head.files[1]?.status).toBe('added');
    // Every bank is as released: none needs a version.
    expect(body.banks.map(({ id }) => id)).toContain('risk-tolerance');
    expect(body.banks.filter(({ bump }) => bump !== undefined)).toEqual([]);

    fs.writeFileSync(path.join(root, RULES), rulesBefore);
    fs.rmSync(path.join(root, 'scoring-rules/new-notes.json'));
    const clean = await call<ChangesReply>('/changes');
    expect(clean.body.head).toEqual({ available: true, files: [] });
    expect(gitChanges(root)).toEqual([]);
  });

  it('says git cannot tell for a root that is no git repository', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-plain-'));
    roots.push(plain);
    const { changesAgainstHead } = await import('../../build/studio/changes-against-head');
    expect(changesAgainstHead(plain)).toMatchObject({ available: false });
  });

  it('suggests a minor version for an option added, and a patch for wording', async () => {
    const text = onDisk(BANK);
    const bank = JSON.parse(text) as Bank & { $schema: string };
    const withOption = structuredClone(bank);
    withOption.sections[0]?.questions
      .find((question) => question.options)
      ?.options?.push({
        value: 'studio-new',
        label: { zh: '新选项', en: 'New option' },
      });
    const minor = await call<BumpReply>('/bump', { path: BANK, text: JSON.stringify(withOption, null, 2) });
    expect(minor.body.bank).toMatchObject({
      id: 'risk-tolerance',
      bump: 'minor',
      suggested: '1.1.0',
      changedInPlace: true,
    });
    const patch = await call<BumpReply>('/bump', { path: BANK, text: relabelled(text) });
    expect(patch.body.bank).toMatchObject({ bump: 'patch', suggested: '1.0.1', changedInPlace: true });
    const other = await call<BumpReply>('/bump', { path: RULES, text: onDisk(RULES) });
    expect(other.body).toEqual({});
  });

  it('Accept: the suggested version, saved the way the page saves, removes "released version changed in place"', async () => {
    const before = onDisk(BANK);
    const edited = relabelled(before);
    const checked = await call<CheckReply>('/check', { path: BANK, text: edited });
    const [problem] = changedInPlace(checked.body.problems);
    expect(problem?.message).toContain('is released');
    const refused = await call<WriteReply>('/write', { path: BANK, text: edited, draft: false });
    expect(refused.body.saved).toBe(false);

    const { body } = await call<BumpReply>('/bump', { path: BANK, text: edited });
    const suggested = body.bank?.suggested;
    expect(suggested).toBe('1.0.1');
    const accepted = withVersion(edited, suggested as string);
    const written = await call<WriteReply>('/write', { path: BANK, text: accepted, draft: false });
    expect(written.body.saved).toBe(true);
    expect(changedInPlace(written.body.problems)).toEqual([]);
    expect(written.body.problems).toEqual([]);
    expect(onDisk(BANK)).toBe(accepted);
    // Only the label's line and the version's line differ from the committed bank.
    expect(git(root, 'diff', '--numstat', 'HEAD', '--', BANK).trim()).toMatch(/^2\t2\t/);

    const changes = await call<ChangesReply>('/changes');
    const bank = changes.body.banks.find(({ id }) => id === 'risk-tolerance');
    expect(bank).toMatchObject({ version: '1.0.1', released: '1.0.0', bump: 'patch', changedInPlace: false });
    expect(bank?.suggested).toBeUndefined();
  });

  it('Release writes the lock and the version copy, the check passes, and its commands commit exactly those files', async () => {
    const { status, body } = await call<ReleaseReply>('/release', {});
    expect(status).toBe(200);
    if (body.status !== 'released') throw new Error(`not released: ${JSON.stringify(body)}`);
    const copy = 'questionnaires/risk-tolerance/versions/1.0.1.json';
    expect(body.written).toEqual([LOCK_FILE, copy]);
    expect(body.outcomes).toContainEqual({
      id: 'risk-tolerance',
      version: '1.0.1',
      status: 'released',
      file: BANK,
      copy,
    });
    expect(Object.keys(readLock(root).banks['risk-tolerance'] ?? {})).toEqual(['1.0.0', '1.0.1']);
    expect(checkContent(root).problems).toEqual([]);
    expect(await runCommand(check, root)).toMatchObject({ code: 0, stderr: '' });
    expect(gitChanges(root)).toEqual([BANK, copy, LOCK_FILE].sort());

    // The studio shows the commands and runs none of them: run here, they leave nothing uncommitted.
    expect(body.commit).toBe(`git add -- ${BANK} ${LOCK_FILE} ${copy} && git commit -m 'Release risk-tolerance 1.0.1'`);
    expect(git(root, 'log', '--oneline').trim().split('\n')).toHaveLength(1);
    execFileSync('sh', ['-c', body.commit as string], { cwd: root, stdio: 'ignore' });
    expect(gitChanges(root)).toEqual([]);
    expect(git(root, 'log', '-1', '--format=%s').trim()).toBe('Release risk-tolerance 1.0.1');

    const again = await call<ReleaseReply>('/release', {});
    expect(again.body).toMatchObject({ status: 'released', written: [] });
    expect(again.body.status === 'released' && again.body.commit).toBeFalsy();
  });

  it('Release refuses, writing nothing, what the command refuses', async () => {
    const before = onDisk(BANK);
    fs.writeFileSync(path.join(root, BANK), relabelled(before));
    const lock = onDisk(LOCK_FILE);
    const { status, body } = await call<ReleaseReply>('/release', {});
    expect(status).toBe(409);
    expect(body).toMatchObject({ status: 'refused' });
    expect(onDisk(LOCK_FILE)).toBe(lock);
    fs.writeFileSync(path.join(root, BANK), before);
  });

  it('releases the same files, byte for byte, as npm run content -- release does', async () => {
    const [cli, studio] = [gitCopy(), root];
    const edited = relabelled(fs.readFileSync(path.join(cli, BANK), 'utf8'));
    // The studio's root is already at 1.0.1, committed; the command's copy gets the same edit.
    fs.writeFileSync(path.join(cli, BANK), withVersion(edited, '1.0.1'));
    fs.writeFileSync(path.join(studio, BANK), withVersion(edited, '1.0.1'));
    expect((await runCommand(release, cli)).code).toBe(0);
    for (const file of [LOCK_FILE, 'questionnaires/risk-tolerance/versions/1.0.1.json']) {
      expect(fs.readFileSync(path.join(cli, file), 'utf8'), file).toBe(onDisk(file));
    }
  });
});
