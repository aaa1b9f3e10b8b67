import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../content/marked-text';
import { getGlossary, listBanks } from '../../content/registry';
import type { Bank, Question } from '../../content/types';
import { isAnswered } from '../../engine/required';
import { decisionAnswersArbitrary } from '../../scoring/answer-arbitraries';
import { printedSections } from './printed-answers';

const glossary = getGlossary();
const questionsOf = (bank: Bank) => bank.sections.flatMap((section) => section.questions);
const find = (type: Question['type']) => {
  for (const bank of listBanks()) {
    const question = questionsOf(bank).find(
      (q) => q.type === type && (type !== 'checkbox' || (q.options ?? []).length > 1),
    );
    if (question) return { bank, question };
  }
  throw new Error(`a shipped bank asks a ${type} question`);
};
const printedAnswer = (bank: Bank, question: Question, value: string | string[], lang: 'zh' | 'en') =>
  printedSections(bank, { [question.id]: value }, lang, glossary)
    .flatMap((section) => section.questions)
    .find((q) => q.id === question.id)?.answer;

describe('answers on paper', () => {
  it('prints every question of every stage in order, answered exactly where an answer was given', () => {
    for (const bank of listBanks()) {
      fc.assert(
        fc.property(decisionAnswersArbitrary(bank), fc.constantFrom('zh' as const, 'en' as const), (answers, lang) => {
          const printed = printedSections(bank, answers, lang, glossary);
          expect(printed.map((section) => section.questions.map((q) => q.id))).toEqual(
            bank.sections.map((section) => section.questions.map((q) => q.id)),
          );
          for (const question of questionsOf(bank)) {
            const answer = printed.flatMap((s) => s.questions).find((q) => q.id === question.id)?.answer ?? null;
            expect(answer !== null).toBe(isAnswered(answers[question.id], question.type));
          }
        }),
        { numRuns: 20 },
      );
    }
  });

  it('names a choice by its label in the reader language, and several as a list', () => {
    const { bank, question } = find('checkbox');
    const [a, b] = question.options ?? [];
    if (!a || !b) throw new Error('two options');
    expect(printedAnswer(bank, question, [a.value, b.value], 'en')).toBe(
      new Intl.ListFormat('en', { type: 'conjunction' }).format([
        plainText(a.label.en, glossary, 'en'),
        plainText(b.label.en, glossary, 'en'),
      ]),
    );
    // Glossary marks print as the words they show.
    expect(printedAnswer(bank, question, [a.value], 'zh')).toBe(plainText(a.label.zh, glossary, 'zh'));
    expect(printedAnswer(bank, question, [a.value], 'zh')).not.toContain('[[');
  });

  it('prints a probability with its percent sign and a range as its two ends', () => {
    const probability = find('probability');
    expect(printedAnswer(probability.bank, probability.question, '65', 'en')).toBe('65%');
    const range = find('range');
    expect(printedAnswer(range.bank, range.question, ['-10', '25'], 'zh')).toBe('-10 – 25');
    expect(printedAnswer(range.bank, range.question, ['-10', ''], 'zh')).toBeNull();
  });
});
