/**
 * The content studio's dev server, started as `npm run studio` starts it (its
 * Vite config) but on a scratch copy of questionnaires/ and scoring-rules/:
 * list, read, check and write over HTTP, byte for byte, and the paths it must refuse.
 * The config's own root is the repository; the server here is handed the copy as
 * its root, which the plugin serves, so the repository's files are never written.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_API } from '../../src/studio/studio-api-types';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BANK = 'questionnaires/risk-tolerance/bank.json';

let root: string;
let outside: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-server-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outside-'));
  for (const folder of ['questionnaires', 'scoring-rules']) {
    fs.cpSync(path.join(repo, folder), path.join(root, folder), { recursive: true });
  }
  fs.writeFileSync(path.join(root, 'package.json'), '{}\n');
  fs.writeFileSync(path.join(outside, 'secret.json'), '{ "secret": true }\n');
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'questionnaires/linked.json'));
  server = await createServer({
    configFile: path.join(repo, 'build/studio/vite.studio.config.ts'),
    root,
    server: { port: 0, open: false, hmr: false, watch: null },
    logLevel: 'silent',
  });
  expect(server.config.root).toBe(root);
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address) throw new Error('the studio server did not start listening');
  base = `http://localhost:${address.port}${STUDIO_API}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

async function call(route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const onDisk = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the studio server', () => {
  it('lists the JSON of both content folders, schemas and versions included, and nothing else', async () => {
    const { status, body } = await call('/files');
    expect(status).toBe(200);
    const files = body.files as string[];
    expect(files).toContain(BANK);
    expect(files).toContain('questionnaires/schema/bank.schema.json');
    expect(files).toContain('questionnaires/risk-tolerance/versions/1.0.0.json');
    expect(files).toContain('scoring-rules/risk-tolerance.json');
    expect(files).not.toContain('questionnaires/linked.json');
    expect(files.every((file) => /^(questionnaires|scoring-rules)\/.+\.json$/.test(file))).toBe(true);
  });

  it('hands the preview the evaluation and risk rules as they are on disk', async () => {
    const { status, body } = await call('/rules');
    expect(status).toBe(200);
    expect(body.usable).toBe(true);
    expect(body.risk).toEqual(JSON.parse(onDisk('scoring-rules/risk-tolerance.json')));
  });

  it('reads a file as it is on disk', async () => {
    const { status, body } = await call(`/file?path=${encodeURIComponent(BANK)}`);
    expect(status).toBe(200);
    expect(body).toEqual({ path: BANK, text: onDisk(BANK) });
  });

  it.each([
    '../package.json',
    'questionnaires/../package.json',
    'questionnaires/linked.json',
    '/etc/hosts',
    'package.json',
  ])('refuses to read or write %s', async (file) => {
    const read = await call(`/file?path=${encodeURIComponent(file)}`);
    expect(read.status).toBe(403);
    expect(read.body.error).toBe('refused-path');
    const write = await call('/write', { path: file, text: '{ "secret": false }', draft: true });
    expect(write.status).toBe(403);
    expect(fs.readFileSync(path.join(outside, 'secret.json'), 'utf8')).toBe('{ "secret": true }\n');
    expect(onDisk('package.json')).toBe('{}\n');
  });

  it('writes an edit that passes the check, changing only the edited lines', async () => {
    const before = onDisk(BANK);
    const bank = JSON.parse(before) as { title: { en: string }; version: string };
    // A released bank's wording changes under a new version, or the check refuses it.
    const edited = before
      .replace(JSON.stringify(bank.title.en), JSON.stringify(`${bank.title.en} (edited)`))
      .replace(`"version": "${bank.version}"`, '"version": "9.9.9"');
    expect(edited).not.toBe(before);
    const checked = await call('/check', { path: BANK, text: edited });
    expect(checked).toEqual({ status: 200, body: { problems: [], introduced: [] } });
    const written = await call('/write', { path: BANK, text: edited, draft: false });
    expect(written.status).toBe(200);
    expect(written.body.saved).toBe(true);
    expect(onDisk(BANK)).toBe(edited);
    const changed = edited.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toHaveLength(2);
  });

  it('refuses an edit that the check refuses, and saves it only as a draft, saying so', async () => {
    const before = onDisk(BANK);
    const broken = before.replace(/"version": "[^"]+"/, '"version": "not a version"');
    const refused = await call('/write', { path: BANK, text: broken, draft: false });
    expect(refused.status).toBe(409);
    expect(refused.body.saved).toBe(false);
    const introduced = refused.body.introduced as { file: string; path: string; message: string }[];
    expect(introduced.length).toBeGreaterThan(0);
    expect(introduced[0]).toMatchObject({ file: BANK, path: expect.stringMatching(/^\$/) });
    expect(onDisk(BANK)).toBe(before);

    const draft = await call('/write', { path: BANK, text: broken, draft: true });
    expect(draft.status).toBe(200);
    expect(draft.body.saved).toBe(true);
    expect((draft.body.introduced as unknown[]).length).toBeGreaterThan(0);
    expect(onDisk(BANK)).toBe(broken);
    fs.writeFileSync(path.join(root, BANK), before);
  });

  it('refuses a write another web page could send: not JSON, or from another origin', async () => {
    const before = onDisk(BANK);
    const body = JSON.stringify({ path: BANK, text: '{}', draft: true });
    const plain = await fetch(`${base}/write`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    expect(plain.status).toBe(403);
    const foreign = await fetch(`${base}/write`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://example.com' },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(onDisk(BANK)).toBe(before);
  });

  it('never writes text that is not JSON, even as a draft', async () => {
    const before = onDisk(BANK);
    const written = await call('/write', { path: BANK, text: '{ "id": ', draft: true });
    expect(written.status).toBe(400);
    expect(written.body.error).toBe('invalid-json');
    expect(onDisk(BANK)).toBe(before);
  });
});
