/**
 * What an editor's change to the shipped banks must keep working: the content
 * check passes, the stages the scoring rules score exist and the forecast is
 * never scored as process, and every text reads in both languages. Ids and
 * option values are not copied here: the content check already refuses a rule
 * that names one the bank lacks, and released versions cannot change in place.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import evaluationRules from '../../scoring-rules/decision-evaluation.json' with { type: 'json' };
import { bankTexts } from './bank-texts';
import { loadContentFromDisk } from './load-from-disk';
import { markedTermIds } from './marked-text';
import { type Bank, LANGS } from './types';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { banks, glossary, problems } = loadContentFromDisk(repoRoot);
const bank = (id: string) => banks.find((candidate) => candidate.id === id) as Bank;

describe('shipped content', () => {
  it('has no problems', () => {
    expect(problems).toEqual([]);
  });

  it('scores every stage the decision rules name, and never a locked (forecast) stage', () => {
    const decision = bank(evaluationRules.bank);
    const scored = Object.keys(evaluationRules.stages);
    const sectionIds = decision.sections.map((section) => section.id);
    for (const key of scored) expect(sectionIds, `stage ${key}`).toContain(key);
    const locked = decision.sections.filter((section) => section.locked).map((section) => section.id);
    expect(locked.length).toBeGreaterThan(0);
    for (const id of locked) expect(scored, `locked section ${id}`).not.toContain(id);
  });

  it('asks every required question of an assessment or review on one page an investor can finish', () => {
    for (const shipped of banks.filter((candidate) => candidate.kind !== 'decision')) {
      expect(
        shipped.sections.every((section) => !section.locked),
        shipped.id,
      ).toBe(true);
      expect(
        shipped.sections.flatMap((section) => section.questions).some((question) => question.required),
        shipped.id,
      ).toBe(true);
    }
  });

  it('gives every question example help text in both languages', () => {
    for (const question of banks.flatMap((b) => b.sections.flatMap((section) => section.questions))) {
      for (const lang of LANGS) expect(question.help?.[lang], `${question.id} ${lang}`).toBeTruthy();
    }
  });

  it('defines every term the texts mark, and marks terms in both languages', () => {
    const ids = new Set(glossary.terms.map((entry) => entry.id));
    for (const shipped of banks) {
      for (const { path: at, text } of bankTexts(shipped)) {
        for (const id of markedTermIds(text.en)) expect(ids.has(id), `${at}: [[${id}]]`).toBe(true);
      }
    }
    for (const shipped of banks) {
      for (const { path: at, text } of bankTexts(shipped)) {
        // A term marked in one language is marked in the other too, so both readers get the tooltip.
        expect(new Set(markedTermIds(text.zh)), at).toEqual(new Set(markedTermIds(text.en)));
      }
    }
  });
});
