/**
 * The app's question banks and glossary, discovered at build time by the
 * question-banks Vite plugin (every questionnaires/<folder>/bank.json that passes
 * the content checks). No bank is imported by name; in `npm run dev` an edited
 * or added bank reloads the page. Released older versions (questionnaires/<folder>/versions/)
 * come along, so a stored answer opens with the version it was given on.
 */
import { banks, glossary, released } from 'virtual:question-banks';
import { createCatalog } from './catalog';
import type { Bank, BankKind } from './types';

const catalog = createCatalog(banks, glossary, released);

export const { listBanks, getBank, banksOfKind, getGlossary, glossaryEntry } = catalog;

/** The one bank of a kind the app uses (decision checkpoint, risk assessment); throws if none is shipped. */
export function requireBankOfKind(kind: BankKind): Bank {
  const [bank] = banksOfKind(kind);
  if (!bank) throw new Error(`No question bank of kind "${kind}" in questionnaires/`);
  return bank;
}
