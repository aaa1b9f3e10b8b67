/**
 * Precompiled validators: one per section of every discovered bank (shipped and,
 * through the plugin's ?root=, the fixture), checking answers without Ajv.
 */

import { validators as fixtureValidators } from 'virtual:question-bank-validators?root=tests/fixtures/banks';
import { describe, expect, it } from 'vitest';
import { validatorModuleCode } from '../../../build/validator-code';
import { listBanks } from '../../content/registry';
import { banks as fixtureBanks } from '../../content/testing/fixture-banks';
import type { Bank } from '../../content/types';
import { sectionValidator } from './validators';

function errorsOf(
  bank: Bank,
  sectionIndex: number,
  data: Record<string, unknown>,
  set?: Parameters<typeof sectionValidator>[2],
) {
  const validator = sectionValidator(bank, sectionIndex, set);
  const schema = (validator as unknown as { rootSchema: object }).rootSchema;
  return validator.validateFormData(data, schema as never).errors.map((error) => `${error.property} ${error.name}`);
}

describe('precompiled section validators', () => {
  it('exist for every section of every shipped bank', () => {
    for (const bank of listBanks()) {
      for (const index of bank.sections.keys()) expect(() => sectionValidator(bank, index)).not.toThrow();
    }
  });

  it('accept valid answers and reject unknown options, unknown types and empty required lists', () => {
    const decision = listBanks().find((bank) => bank.kind === 'decision') as Bank;
    const valid = { '2-1': ['fundamental'], '2-2': 'fits my time', '2-3': 'P/E < 15' };
    expect(errorsOf(decision, 1, valid)).toEqual([]);
    expect(errorsOf(decision, 1, { ...valid, '2-1': ['astrology'] })).toEqual(['.2-1.0 enum']);
    expect(errorsOf(decision, 1, { ...valid, '2-1': [] })).toEqual(['.2-1 minItems']);
    expect(errorsOf(decision, 1, { ...valid, '2-2': 42 })).toEqual(['.2-2 type']);
    expect(errorsOf(decision, 1, { '2-1': ['technical'] })).toEqual(['2-2 required', '2-3 required']);
  });

  it('are discovered and compiled for the fixture bank with no code change', () => {
    const [fixture] = fixtureBanks;
    expect(fixture?.id).toBe('trade-review');
    const bank = fixture as Bank;
    expect(errorsOf(bank, 1, { 'tr-rules': ['stop'], 'tr-again': 'yes' }, fixtureValidators)).toEqual([]);
    expect(errorsOf(bank, 1, { 'tr-rules': ['stop'], 'tr-again': 'maybe' }, fixtureValidators)).toEqual([
      '.tr-again enum',
    ]);
    expect(() => sectionValidator(bank, 0)).toThrow(/No precompiled validator/);
  });

  it('ship as plain functions: the generated module requires nothing', () => {
    const code = validatorModuleCode(listBanks() as Bank[]);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).toMatch(/^export const validators = \{/);
  });
});
