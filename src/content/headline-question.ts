import type { Bank } from './types';

/** The id of the bank's headline question (a critique's verdict), if it marks one. */
export function headlineQuestionId(bank: Bank): string | undefined {
  return bank.sections.flatMap((section) => section.questions).find((question) => question.headline === true)?.id;
}
