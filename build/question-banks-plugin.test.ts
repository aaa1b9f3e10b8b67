/**
 * The dev-server side of the plugin: editing a bank, or adding a bank folder,
 * reloads the page and the virtual module serves the new content, no restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bankServer, servedContent } from './testing/bank-server';

const repoRoot = path.resolve(import.meta.dirname, '..');
let root: string;
let server: ViteDevServer;

async function loadBanks(): Promise<{ id: string; title: { en: string } }[]> {
  return (await servedContent(server)).banks;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-plugin-'));
  fs.cpSync(path.join(repoRoot, 'questionnaires'), path.join(root, 'questionnaires'), { recursive: true });
  server = await bankServer(root);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('question-banks plugin in the dev server', () => {
  it('reloads with the edited bank after a bank file changes', async () => {
    const folders = fs
      .readdirSync(path.join(root, 'questionnaires'))
      .filter((name) => fs.existsSync(path.join(root, 'questionnaires', name, 'bank.json')));
    expect((await loadBanks()).map((bank) => bank.id).sort()).toEqual(folders.sort());
    const send = vi.spyOn(server.ws, 'send');
    const file = path.join(root, 'questionnaires/risk-tolerance/bank.json');
    const bank = JSON.parse(fs.readFileSync(file, 'utf8'));
    bank.title.en = 'Edited title';
    fs.writeFileSync(file, JSON.stringify(bank));
    server.watcher.emit('change', file);
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
    expect((await loadBanks()).find((b) => b.id === 'risk-tolerance')?.title.en).toBe('Edited title');
  });

  it('picks up a new bank folder', async () => {
    const folder = path.join(root, 'questionnaires/zz-new-bank');
    fs.mkdirSync(folder);
    const bank = JSON.parse(fs.readFileSync(path.join(root, 'questionnaires/risk-tolerance/bank.json'), 'utf8'));
    fs.writeFileSync(path.join(folder, 'bank.json'), JSON.stringify({ ...bank, id: 'zz-new-bank' }));
    server.watcher.emit('add', path.join(folder, 'bank.json'));
    expect((await loadBanks()).map((b) => b.id)).toContain('zz-new-bank');
  });

  it('serves the structure without words and the words of each language in a module of its own', async () => {
    const bank = JSON.parse(fs.readFileSync(path.join(root, 'questionnaires/decision-checkpoint/bank.json'), 'utf8'));
    const question = bank.sections[0].questions[0].text;
    // A fresh module: the tests above filled the served structure in place, as the app does.
    server.moduleGraph.invalidateAll();
    const structure = JSON.stringify((await server.ssrLoadModule('virtual:question-banks')).content);
    const en = (await server.ssrLoadModule('virtual:question-banks/en')).default as string[];
    const zh = (await server.ssrLoadModule('virtual:question-banks/zh')).default as string[];
    expect(structure).toContain('"decision-checkpoint"');
    expect(structure).not.toContain(question.en);
    expect(structure).not.toContain(question.zh);
    expect(en).toContain(question.en);
    expect(en).not.toContain(question.zh);
    expect(zh).toContain(question.zh);
    expect(zh).toHaveLength(en.length);
  });

  it('ignores files outside questionnaires/', async () => {
    const send = vi.spyOn(server.ws, 'send');
    send.mockClear();
    server.watcher.emit('change', path.join(root, 'package.json'));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('question-banks plugin in the content studio', () => {
  it("serves the edited bank without reloading the page, which holds the studio's unsaved work", async () => {
    const studio = await bankServer(root, { reloadOnChange: false });
    try {
      await servedContent(studio);
      const send = vi.spyOn(studio.ws, 'send');
      const file = path.join(root, 'questionnaires/risk-tolerance/bank.json');
      const bank = JSON.parse(fs.readFileSync(file, 'utf8'));
      bank.title.en = 'Edited in the studio';
      fs.writeFileSync(file, JSON.stringify(bank));
      studio.watcher.emit('change', file);
      expect(send).not.toHaveBeenCalled();
      const served = await servedContent(studio);
      expect(served.banks.find((b) => b.id === 'risk-tolerance')?.title.en).toBe('Edited in the studio');
    } finally {
      await studio.close();
    }
  });
});
