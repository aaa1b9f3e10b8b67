/**
 * Which bank each part of the app uses. The scoring rules name the bank they
 * score, so the banks are found through them — no bank id in TypeScript.
 */
import { getBank, requireBankOfKind } from '../../content/registry';
import type { Bank } from '../../content/types';
import { defaultEvaluationRules, defaultReviewRules, defaultRiskRules } from '../../scoring/default-rules';

function requireBank(id: string): Bank {
  const bank = getBank(id);
  if (!bank) throw new Error(`The scoring rules name bank "${id}", but no such bank was found in questionnaires/`);
  return bank;
}

/** The bank new decisions are answered in: the one the evaluation rules score. */
export function decisionBank(): Bank {
  return requireBank(defaultEvaluationRules.bank);
}

/**
 * The bank a stored decision was answered in, at the version it was answered on
 * (a released snapshot when the bank has moved on since), so it opens and is
 * evaluated with its own questions and options. Falls back to the bank's
 * current version, then to the current decision bank.
 */
export function bankOfDecision(decision: { bankId: string; bankVersion?: string }): Bank {
  return getBank(decision.bankId, decision.bankVersion) ?? getBank(decision.bankId) ?? decisionBank();
}

/** The risk-tolerance assessment's bank. */
export function riskBank(): Bank {
  return requireBank(defaultRiskRules.bank);
}

/**
 * The bank a stored assessment was answered in, at its version (as for
 * decisions): showing or re-scoring an old assessment's answers reads them with
 * the questions they were given to. Falls back as bankOfDecision does.
 */
export function bankOfAssessment(assessment: { bankId: string; bankVersion?: string }): Bank {
  return getBank(assessment.bankId, assessment.bankVersion) ?? getBank(assessment.bankId) ?? riskBank();
}

/** The bank new reviews are answered in: the one the review schedule reads its next date from. */
export function reviewBank(): Bank {
  return requireBank(defaultReviewRules.review.bank);
}

/** The bank a stored review was answered in, at its version (as for decisions), else the current review bank. */
export function bankOfReview(review: { bankId: string; bankVersion?: string }): Bank {
  return getBank(review.bankId, review.bankVersion) ?? getBank(review.bankId) ?? reviewBank();
}

/**
 * The bank a reviewer's critique is answered on. No scoring rule reads a
 * critique, so it is found by its kind: the one critique bank shipped.
 */
export function critiqueBank(): Bank {
  return requireBankOfKind('critique');
}

/** The bank a response's critique was answered on, at its version; null when this app does not have it. */
export function bankOfCritique(critique: { bankId: string; bankVersion: string }): Bank | null {
  return getBank(critique.bankId, critique.bankVersion) ?? getBank(critique.bankId) ?? null;
}
