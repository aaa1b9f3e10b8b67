/**
 * The one check of answers that come in from a file, against the question
 * banks this app holds: the bank a record names must exist and be of the
 * record's kind, its version must be a released one or the current one, and
 * every answer must fit its question in that version. Handed to the store's
 * import, which names the record and field when it refuses.
 */
import { getBank } from '../content/registry';
import type { Bank, BankKind } from '../content/types';
import type { ContentFit } from '../data/ports';
import { answerMisfit } from '../engine/answer-fit';
import { critiqueBank, decisionBank, reviewBank, riskBank } from './containers/banks';

const currentBankOf: Record<BankKind, () => Bank> = {
  decision: decisionBank,
  assessment: riskBank,
  review: reviewBank,
  critique: critiqueBank,
};

export const contentFit: ContentFit = ({ kind, bankId, bankVersion, answers, inProgress }) => {
  const current = bankId === undefined ? currentBankOf[kind]() : getBank(bankId);
  if (!current || current.kind !== kind) return 'bankId';
  const bank = bankVersion === undefined ? current : getBank(current.id, bankVersion);
  if (!bank) return 'bankVersion';
  const key = answerMisfit(bank, answers, { numbers: !inProgress });
  return key === null ? null : `answers.${key}`;
};
