/**
 * RJSF validators for bank sections, built from the functions the
 * question-banks Vite plugin precompiled at build time. Only the small
 * precompiled-validator class ships; no Ajv compiler reaches the browser.
 */

import { validators as appValidators } from 'virtual:question-bank-validators';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Bank } from '../../content/types';
import { sectionAt, sectionSchema, validatorKey } from '../../engine/compile-section';

/** Precompiled functions by validatorKey(bank, section), as the plugin's module exports them. */
export type ValidatorSet = Record<string, ValidatorFunctions>;

const cache = new WeakMap<ValidatorSet, WeakMap<Bank, Map<number, ValidatorType>>>();

export function sectionValidator(bank: Bank, sectionIndex: number, set: ValidatorSet = appValidators): ValidatorType {
  const byBank = cache.get(set) ?? new WeakMap<Bank, Map<number, ValidatorType>>();
  cache.set(set, byBank);
  const bySection = byBank.get(bank) ?? new Map<number, ValidatorType>();
  byBank.set(bank, bySection);
  const cached = bySection.get(sectionIndex);
  if (cached) return cached;

  const section = sectionAt(bank, sectionIndex);
  const functions = set[validatorKey(bank.id, section.id)];
  if (!functions) {
    throw new Error(`No precompiled validator for ${validatorKey(bank.id, section.id)}: run npm run content -- check`);
  }
  const validator = createPrecompiledValidator(functions, sectionSchema(section) as RJSFSchema);
  bySection.set(sectionIndex, validator);
  return validator;
}
