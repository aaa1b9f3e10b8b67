import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scoring/testing/decision-answers';
import { suggestVersionBump } from './suggest-version-bump';
import type { Bank, Question } from './types';

const bank = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'questionnaires/risk-tolerance/bank.json'), 'utf8'),
) as Bank;
const copy = (): Bank => structuredClone(bank);
const questions = (edited: Bank): Question[] => edited.sections.flatMap((section) => section.questions);
const withOptions = (edited: Bank) => questions(edited).filter((question) => (question.options?.length ?? 0) > 1);

/** A question index, an option index and a language, valid for the bank. */
const place = fc.record({
  question: fc.nat({ max: withOptions(bank).length - 1 }),
  option: fc.nat({ max: 1 }),
  lang: fc.constantFrom('zh' as const, 'en' as const),
});
const words = fc.string({ minLength: 1, maxLength: 20 });

describe('suggestVersionBump', () => {
  it('suggests nothing when only $schema or the version differ', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (schema, version) => {
        const edited = { ...copy(), $schema: schema, version };
        expect(suggestVersionBump(bank, edited)).toBeUndefined();
        expect(suggestVersionBump(edited, bank)).toBeUndefined();
      }),
      { numRuns: 20 },
    );
  });

  it('suggests a patch for a change of wording in either language, glossary marks included', () => {
    fc.assert(
      fc.property(place, words, ({ question, option, lang }, text) => {
        const edited = copy();
        const target = withOptions(edited)[question] as Question;
        const label = target.options?.[option]?.label;
        fc.pre(label !== undefined && label[lang] !== text);
        if (label) label[lang] = text;
        target.text[lang] = `${target.text[lang]} [[some-term]]`;
        expect(suggestVersionBump(bank, edited)).toBe('patch');
        expect(suggestVersionBump(edited, bank)).toBe('patch');
      }),
      { numRuns: 30 },
    );
  });

  it('suggests a patch for a help text added or removed', () => {
    const edited = copy();
    const first = questions(edited)[0] as Question;
    if (first.help) delete first.help;
    else first.help = { zh: '帮助', en: 'Help' };
    expect(suggestVersionBump(bank, edited)).toBe('patch');
  });

  it('suggests a minor for an option added, removed or given another value, whatever the wording does', () => {
    fc.assert(
      fc.property(place, fc.constantFrom('add', 'remove', 'value'), words, ({ question, option }, change, text) => {
        const edited = copy();
        const target = withOptions(edited)[question] as Question;
        const options = target.options ?? [];
        if (change === 'add') options.push({ value: `new-${text}`, label: { zh: text, en: text } });
        if (change === 'remove') options.splice(option, 1);
        if (change === 'value' && options[option]) options[option].value = `${options[option].value}-${text}`;
        edited.title.en = text;
        expect(suggestVersionBump(bank, edited)).toBe('minor');
        expect(suggestVersionBump(edited, bank)).toBe('minor');
      }),
      { numRuns: 30 },
    );
  });

  it('suggests a minor for a question added or removed, or made required or not', () => {
    const added = copy();
    const section = added.sections[0];
    section?.questions.push({ ...(section.questions[0] as Question), id: 'new-question' });
    expect(suggestVersionBump(bank, added)).toBe('minor');
    const removed = copy();
    removed.sections[0]?.questions.pop();
    expect(suggestVersionBump(bank, removed)).toBe('minor');
    const required = copy();
    const first = questions(required)[0] as Question;
    first.required = !first.required;
    expect(suggestVersionBump(bank, required)).toBe('minor');
  });

  it('reads key order as layout, not content', () => {
    const reordered = Object.fromEntries(Object.entries(copy()).reverse());
    expect(suggestVersionBump(bank, reordered)).toBeUndefined();
  });
});
