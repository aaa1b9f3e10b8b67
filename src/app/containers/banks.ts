/**
 * Which bank each part of the app uses. The scoring rules name the bank they
 * score, so the banks are found through them — no bank id in TypeScript.
 */
import { getBank } from '../../content/registry';
import type { Bank } from '../../content/types';
import { defaultEvaluationRules, defaultRiskRules } from '../../scoring/default-rules';

function requireBank(id: string): Bank {
  const bank = getBank(id);
  if (!bank) throw new Error(`The scoring rules name bank "${id}", but no such bank was found in questionnaires/`);
  return bank;
}

/** The bank new decisions are answered in: the one the evaluation rules score. */
export function decisionBank(): Bank {
  return requireBank(defaultEvaluationRules.bank);
}

/** The bank a stored decision was answered in (falls back to the current decision bank). */
export function bankOfDecision(bankId: string): Bank {
  return getBank(bankId) ?? decisionBank();
}

/** The risk-tolerance assessment's bank. */
export function riskBank(): Bank {
  return requireBank(defaultRiskRules.bank);
}
