import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatedTexts } from '../content/translation-problems';
import type { Glossary } from '../content/types';
import { repoRoot } from '../scoring/testing/decision-answers';
import { rewriteJsonText } from './rewrite-json-text';

const glossaryText = fs.readFileSync(path.join(repoRoot, 'questionnaires/glossary.json'), 'utf8');
const glossary = () => JSON.parse(glossaryText) as Glossary;
const bankTexts = fs
  .readdirSync(path.join(repoRoot, 'questionnaires'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, 'questionnaires', entry.name, 'bank.json')),
  )
  .map((entry) => fs.readFileSync(path.join(repoRoot, 'questionnaires', entry.name, 'bank.json'), 'utf8'));

/** `value` with every object's keys in reverse order: the same data, handed over as a form may order it. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((key) => [key, reversedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The lines of `after` that are not in `before` at the same place, and the other way round. */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  const removed = a.filter((line) => !b.includes(line));
  const added = b.filter((line) => !a.includes(line));
  return [...removed, ...added];
}

describe('rewriting the editor text from the form', () => {
  it('changes only the line of the text edited', () => {
    const data = glossary();
    const entry = data.terms[1];
    if (!entry) throw new Error('the glossary has at least two terms');
    const before = entry.definition.zh;
    entry.definition.zh = '新的定义。';
    const after = rewriteJsonText(glossaryText, data);
    expect(JSON.parse(after)).toEqual(data);
    expect(changedLines(glossaryText, after)).toEqual([
      `        "zh": ${JSON.stringify(before)}`,
      '        "zh": "新的定义。"',
    ]);
  });

  it('keeps a one-line object on one line when one of its texts changes', () => {
    const data = glossary();
    const entry = data.terms[0];
    if (!entry) throw new Error('the glossary has terms');
    entry.term.zh = '市盈率（PE）';
    const after = rewriteJsonText(glossaryText, data);
    expect(after).toContain('"term": { "en": "P/E ratio", "zh": "市盈率（PE）" },');
    expect(changedLines(glossaryText, after)).toHaveLength(2);
  });

  it('deletes and moves terms without touching the other terms’ lines', () => {
    const data = glossary();
    const [first, second, ...rest] = data.terms;
    if (!first || !second) throw new Error('the glossary has at least two terms');
    const moved = { ...data, terms: [second, first, ...rest] };
    const after = rewriteJsonText(glossaryText, moved);
    expect(JSON.parse(after)).toEqual(moved);
    expect(after.split('\n').sort()).toEqual(glossaryText.split('\n').sort());

    const deleted = { ...data, terms: [first, ...rest] };
    const shorter = rewriteJsonText(glossaryText, deleted);
    expect(JSON.parse(shorter)).toEqual(deleted);
    expect(changedLines(glossaryText, shorter).every((line) => glossaryText.includes(line))).toBe(true);
  });

  it('lays out a new term as the one before it', () => {
    const data = glossary();
    data.terms.push({ id: 'new-term', term: { en: 'New', zh: '新' }, definition: { en: '', zh: '' } });
    const after = rewriteJsonText(glossaryText, data);
    expect(JSON.parse(after)).toEqual(data);
    expect(after).toContain('      "id": "new-term",\n      "term": { "en": "New", "zh": "新" },');
  });

  it('returns the text itself when the data is what it holds, and keeps its final newline', () => {
    expect(rewriteJsonText(glossaryText, glossary())).toBe(glossaryText);
    expect(rewriteJsonText('{"a": 1}', { a: 2 })).toBe('{ "a": 2 }');
    expect(rewriteJsonText('{"a": 1}\n', { a: 2 })).toBe('{ "a": 2 }\n');
  });

  it('always holds exactly the new data, and the old text when the data is unchanged', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const layouts = fc.constantFrom<(value: unknown) => string>(
      (value) => JSON.stringify(value),
      (value) => JSON.stringify(value, null, 2),
      (value) => `${JSON.stringify(value, null, 4)}\n`,
    );
    fc.assert(
      fc.property(json, json, layouts, (before, after, write) => {
        const text = write(before);
        expect(JSON.parse(rewriteJsonText(text, after))).toEqual(JSON.parse(JSON.stringify(after)));
        expect(rewriteJsonText(text, JSON.parse(text))).toBe(text);
      }),
    );
  });

  it('changes exactly one line of a shipped bank for any one text typed in any language', () => {
    const edit = fc.record({
      bank: fc.nat(bankTexts.length - 1),
      text: fc.nat(),
      lang: fc.constantFrom('en' as const, 'zh' as const),
      typed: fc.string(),
    });
    fc.assert(
      fc.property(edit, ({ bank, text: pick, lang, typed }) => {
        const before = bankTexts[bank] ?? '';
        const data: unknown = JSON.parse(before);
        const texts = translatedTexts(data);
        const target = texts[pick % texts.length]?.text;
        if (!target) throw new Error('every bank has texts');
        const unchanged = target[lang] === typed;
        target[lang] = typed;
        const after = rewriteJsonText(before, data);
        expect(JSON.parse(after)).toEqual(data);
        const old = before.split('\n');
        const lines = after.split('\n');
        expect(lines).toHaveLength(old.length);
        expect(lines.filter((line, index) => line !== old[index])).toHaveLength(unchanged ? 0 : 1);
      }),
    );
  });

  it('keeps a bank’s text as it is when the data comes with its keys in another order', () => {
    for (const text of bankTexts) expect(rewriteJsonText(text, reversedKeys(JSON.parse(text)))).toBe(text);
  });
});
