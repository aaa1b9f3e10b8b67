import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TranslationFinding } from '../../content/translation-problems';
import { repoRoot } from '../../scoring/testing/decision-answers';
import { runCommand } from '../testing/run-command';
import translations from './translations';

const fixture = path.join(repoRoot, 'tests/fixtures/translations');
const bank = 'questionnaires/mismatched/bank.json';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('content -- translations', () => {
  it('finds nothing to report in the shipped content, exit 0', async () => {
    const { code, stdout } = await runCommand(translations, repoRoot);
    expect(code).toBe(0);
    expect(stdout).toContain('Translations agree');
  });

  it('lists each mismatched text with both languages beside each other, exit 1', async () => {
    const { code, stdout } = await runCommand(translations, fixture);
    expect(code).toBe(1);
    expect(stdout).toContain(
      `${bank}  $.sections[0].questions[1].text  glossary marks differ: en stop-loss, zh (none)\n    en: Do you set a [[stop-loss]]?\n    zh: 你会设止损吗？`,
    );
    expect(stdout).toContain('4 text(s) to look at.');
  });

  it('names exactly the texts that disagree, and why (--json)', async () => {
    const { stdout } = await runCommand(translations, fixture, '--json');
    const findings = JSON.parse(stdout) as TranslationFinding[];
    expect(findings.map(({ file, path, message }) => `${file} ${path} ${message}`)).toEqual([
      `${bank} $.sections[0].questions[1].text glossary marks differ: en stop-loss, zh (none)`,
      `${bank} $.sections[0].questions[2].text zh is far shorter than en (14%)`,
      `${bank} $.sections[0].questions[2].help zh is empty`,
      'scoring-rules/messages.json $.messages["Input validation failed: {{reason}}"] placeholders differ: en reason, zh (none)',
    ]);
  });

  it('follows an edit: a translation put right disappears from the list', async () => {
    fs.cpSync(fixture, tmp, { recursive: true });
    const file = path.join(tmp, bank);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.sections[0].questions[1].text.zh = '你会设[[stop-loss]]吗？';
    fs.writeFileSync(file, JSON.stringify(data));
    const findings = JSON.parse((await runCommand(translations, tmp, '--json')).stdout) as TranslationFinding[];
    expect(findings).toHaveLength(3);
    expect(findings.some(({ path }) => path === '$.sections[0].questions[1].text')).toBe(false);
  });
});
