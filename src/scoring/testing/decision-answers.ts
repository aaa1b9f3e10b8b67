/** The shipped decision bank and random decision inputs drawn from it, for property tests. */
import path from 'node:path';
import { loadContentFromDisk } from '../../content/load-from-disk';
import type { Bank } from '../../content/types';
import { decisionAnswersArbitrary } from '../answer-arbitraries';
import { defaultEvaluationRules } from '../default-rules';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function decisionBank(): Bank {
  const bank = loadContentFromDisk(repoRoot).banks.find(({ id }) => id === defaultEvaluationRules.bank);
  if (!bank) throw new Error(`bank ${defaultEvaluationRules.bank} not found`);
  return bank;
}

export { decisionAnswersArbitrary };
