/**
 * Files bring answers in; the app refuses any record whose bank, version or
 * answers it does not hold, naming the record and the field, before anything
 * is stored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBank } from '../content/registry';
import type { Answers } from '../content/types';
import { assessment } from '../data/contract/fixtures';
import { newDecision } from '../data/ids';
import type { Decision, Review } from '../data/types';
import { buildExport, checkExport } from '../data/user-data-export-file';
import { decisionAnswersArbitrary } from '../scoring/answer-arbitraries';
import { critiqueBank, decisionBank, reviewBank, riskBank } from './containers/banks';
import { contentFit } from './content-fit';

const bank = decisionBank();
const [answers] = fc.sample(decisionAnswersArbitrary(bank), { seed: 7, numRuns: 1 }) as [Answers];
const at = '2026-03-01T10:00:00.000Z';
const decision: Decision = {
  ...newDecision({ bankId: bank.id, bankVersion: bank.version }, new Date(at)),
  id: 'd-1',
  name: 'Buy index fund',
  stage: 3,
  answers,
  version: 1,
};
const fileOf = (...decisions: Decision[]) => buildExport(null, decisions, []);
const refusal = (file: unknown) => {
  const check = checkExport(JSON.parse(JSON.stringify(file)), contentFit);
  return check.ok ? null : check.problem;
};

describe('what a file may bring in', () => {
  it('takes decisions answered on the current bank, and on a released version with its own questions', () => {
    expect(refusal(fileOf(decision))).toBeNull();
    const review = reviewBank();
    const released = getBank(review.id, '1.0.0');
    if (!released) throw new Error('the review bank has a released 1.0.0');
    const old: Review = {
      id: 'r-1',
      decisionId: 'd-1',
      bankId: review.id,
      bankVersion: '1.0.0',
      answers: {},
      createdAt: at,
    };
    expect(refusal({ ...fileOf({ ...decision, completed: true, stage: 7 }), reviews: [old] })).toBeNull();
  });

  it('refuses a bank it does not have, or one of another kind, naming the decision and the field', () => {
    expect(refusal(fileOf({ ...decision, bankId: 'no-such-bank', bankVersion: '9.9.9' }))).toEqual({
      key: 'importBadDecision',
      params: { number: '1', name: 'Buy index fund', field: 'bankId' },
    });
    expect(refusal(fileOf({ ...decision, bankId: riskBank().id, bankVersion: riskBank().version }))?.params.field).toBe(
      'bankId',
    );
    expect(refusal(fileOf({ ...decision, bankVersion: '9.9.9' }))?.params.field).toBe('bankVersion');
  });

  it('refuses an answer its question cannot take, or a key the bank does not define', () => {
    const single = bank.sections.flatMap((s) => s.questions).find((q) => q.type === 'radio');
    const multiple = bank.sections.flatMap((s) => s.questions).find((q) => q.type === 'checkbox');
    if (!single || !multiple) throw new Error('the decision bank asks single and multiple choices');
    const withAnswer = (key: string, value: unknown) => fileOf({ ...decision, answers: { [key]: value } as Answers });
    expect(refusal(withAnswer(single.id, 'not-an-option'))?.params.field).toBe(`answers.${single.id}`);
    expect(refusal(withAnswer(multiple.id, multiple.options?.[0]?.value))?.params.field).toBe(`answers.${multiple.id}`);
    // Written as text, as a hostile file would be: the keys arrive as keys of their own.
    for (const key of ['__proto__', 'constructor']) {
      const text = JSON.stringify(fileOf(decision)).replace('"answers":{', `"answers":{"${key}":"x",`);
      const check = checkExport(JSON.parse(text), contentFit);
      expect(check.ok ? null : check.problem.params.field).toBe(`answers.${key}`);
    }
  });

  it('reads an assessment of an older file, which names no bank, against the current risk bank', () => {
    const [risk] = fc.sample(decisionAnswersArbitrary(riskBank()), { seed: 3, numRuns: 1 }) as [Answers];
    const { bankId: _bank, bankVersion: _version, ...older } = { ...assessment(50, new Date(at)), answers: risk };
    const file = (answers: Answers) => ({ ...fileOf(), riskAssessments: [{ ...older, answers }] });
    expect(refusal(file(risk))).toBeNull();
    expect(refusal(file({ ...risk, 'no-such-question': 'x' }))).toEqual({
      key: 'importBadAssessment',
      params: { number: '1', field: 'answers.no-such-question' },
    });
  });

  it("checks a reviewer's critique against the critique bank, and no bank of another kind", () => {
    const critique = critiqueBank();
    const verdict = critique.sections.flatMap((s) => s.questions).find((q) => q.type === 'radio');
    const option = verdict?.options?.[0]?.value;
    if (!verdict || !option) throw new Error('the critique bank asks for a verdict');
    const record = (answers: Answers, bankId = critique.id) =>
      contentFit({ kind: 'critique', bankId, bankVersion: critique.version, answers, inProgress: false });
    expect(record({ [verdict.id]: option })).toBeNull();
    expect(record({ [verdict.id]: 'not-an-option' })).toBe(`answers.${verdict.id}`);
    expect(record({}, decisionBank().id)).toBe('bankId');
    expect(contentFit({ kind: 'critique', answers: { [verdict.id]: option }, inProgress: false })).toBeNull();
  });
});
