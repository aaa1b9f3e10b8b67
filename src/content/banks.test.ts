/**
 * The shipped banks hold exactly the ids and option values other parts (scoring
 * rules, AI prompts, stored answers) depend on, with every text in both languages.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankTexts } from './bank-texts';
import { loadContentFromDisk } from './load-from-disk';
import { markedTermIds } from './marked-text';
import { type Bank, LANGS } from './types';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { banks, glossary, problems } = loadContentFromDisk(repoRoot);
const bank = (id: string) => banks.find((candidate) => candidate.id === id) as Bank;
const questions = (id: string) => bank(id).sections.flatMap((section) => section.questions);
const optionValues = (bankId: string) =>
  Object.fromEntries(
    questions(bankId)
      .filter((question) => question.options)
      .map((question) => [question.id, question.options?.map((option) => option.value)]),
  );

describe('shipped content', () => {
  it('has no problems', () => {
    expect(problems).toEqual([]);
  });

  it('decision checkpoint: seven titled stages, questions 1-1 … 7-4', () => {
    const decision = bank('decision-checkpoint');
    expect(decision.kind).toBe('decision');
    expect(decision.sections.map((section) => section.title.en)).toEqual([
      'Goal & Risk Definition',
      'Investment Method Selection',
      'Buy/Sell Rule Establishment',
      'Risk Assessment & Management',
      'Information Validation',
      'Cognitive Bias Checking',
      'Documentation & Review',
    ]);
    expect(decision.sections.map((section) => section.questions.map((question) => question.id))).toEqual([
      ['1-1', '1-2', '1-3', '1-4'],
      ['2-1', '2-2', '2-3'],
      ['3-1', '3-2', '3-3', '3-4'],
      ['4-1', '4-2', '4-3', '4-4'],
      ['5-1', '5-2', '5-3'],
      ['6-1', '6-2', '6-3', '6-4', '6-5', '6-6'],
      ['7-1', '7-2', '7-3', '7-4'],
    ]);
    expect(
      questions('decision-checkpoint')
        .filter((question) => !question.required)
        .map((q) => q.id),
    ).toEqual(['7-4']);
  });

  it('decision checkpoint: stable option values and types', () => {
    expect(optionValues('decision-checkpoint')).toEqual({
      '1-2': ['short', 'medium', 'long'],
      '1-3': ['conservative', 'moderate', 'aggressive'],
      '2-1': ['fundamental', 'technical', 'quantitative', 'passive'],
      '4-3': ['stopLoss', 'diversification', 'optionsHedging'],
      '5-1': ['filings', 'newsData', 'analystReports', 'thirdPartyAudits', 'socialMedia'],
      '6-1': ['yes', 'no'],
      '6-2': ['yes', 'no'],
      '6-3': ['yes', 'no'],
      '6-4': ['yes', 'no'],
      '6-5': ['yes', 'no'],
      '7-3': ['monthly', 'quarterly', 'eventDriven'],
    });
    const types = Object.fromEntries(questions('decision-checkpoint').map((question) => [question.id, question.type]));
    expect(
      Object.entries(types)
        .filter(([, type]) => type === 'checkbox')
        .map(([id]) => id),
    ).toEqual(['2-1', '4-3', '5-1']);
    expect(
      Object.entries(types)
        .filter(([, type]) => type === 'yesno')
        .map(([id]) => id),
    ).toEqual(['6-1', '6-2', '6-3', '6-4', '6-5']);
    expect([types['1-1'], types['1-4'], types['6-6']]).toEqual(['textarea', 'textarea', 'textarea']);
  });

  it('risk tolerance: twelve required questions in five sections', () => {
    const risk = bank('risk-tolerance');
    expect(risk.kind).toBe('assessment');
    expect(risk.sections.map((section) => section.title.en)).toEqual([
      'I. Financial Capacity Assessment',
      'II. Investment Goals & Time Horizon',
      'III. Psychological Risk Tolerance',
      'IV. Investment Experience & Knowledge',
      'V. Personal Information',
    ]);
    expect(questions('risk-tolerance').every((question) => question.required)).toBe(true);
    expect(optionValues('risk-tolerance')).toEqual({
      'fin-1': ['lt20', '20to50', '50to80', 'gt80'],
      'fin-2': ['lt3m', '3to6m', '6to12m', 'gt12m'],
      'fin-3': ['gt50', '30to50', '10to30', 'lt10'],
      'goal-1': ['conservative', 'steady', 'balanced', 'progressive'],
      'goal-2': ['lt1y', '1to3y', '3to5y', 'gt5y'],
      'psych-1': ['sellAll', 'sellPart', 'hold', 'buyMore'],
      'psych-2': ['none', 'upTo6m', '6to12m', 'gt12m'],
      'psych-3': ['avoidLoss', 'preferStable', 'acceptVolatility', 'seekMaxReturn'],
      'exp-1': ['none', '1to3y', '3to5y', 'gt5y'],
      'exp-2': ['pePb', 'sharpeDrawdown', 'optionsHedging', 'factorModels'],
      'demo-1': ['under30', '30to50', 'over50'],
      'demo-2': ['publicSector', 'corporate', 'freelance'],
    });
    expect(questions('risk-tolerance').find((question) => question.id === 'exp-2')?.type).toBe('checkbox');
  });

  it('gives every question example help text in both languages', () => {
    for (const question of banks.flatMap((b) => b.sections.flatMap((section) => section.questions))) {
      for (const lang of LANGS) expect(question.help?.[lang], `${question.id} ${lang}`).toBeTruthy();
    }
  });

  it('defines the investing terms the questions use, and marks terms in both languages', () => {
    const ids = glossary.terms.map((entry) => entry.id);
    for (const id of [
      'pe-ratio',
      'pb-ratio',
      'rsi',
      'macd',
      'stop-loss',
      'diversification',
      'options-hedging',
      'max-drawdown',
      'sharpe-ratio',
      'factor-model',
      'anchoring',
      'overconfidence',
      'herd-behavior',
      'loss-aversion',
      'dollar-cost-averaging',
    ]) {
      expect(ids).toContain(id);
    }
    for (const shipped of banks) {
      for (const { path: at, text } of bankTexts(shipped)) {
        // A term marked in one language is marked in the other too, so both readers get the tooltip.
        expect(new Set(markedTermIds(text.zh)), at).toEqual(new Set(markedTermIds(text.en)));
      }
    }
  });
});
