/**
 * Read-only lookups over a set of discovered banks and a glossary. Pure: the
 * app's registry (registry.ts) and tests over fixture banks both build one.
 */
import type { Bank, BankKind, Glossary, GlossaryEntry } from './types';

export interface Catalog {
  listBanks(): readonly Bank[];
  getBank(id: string): Bank | undefined;
  banksOfKind(kind: BankKind): Bank[];
  getGlossary(): Glossary;
  glossaryEntry(id: string): GlossaryEntry | undefined;
}

export function createCatalog(banks: readonly Bank[], glossary: Glossary): Catalog {
  const byId = new Map(banks.map((bank) => [bank.id, bank]));
  const terms = new Map(glossary.terms.map((entry) => [entry.id, entry]));
  return {
    listBanks: () => banks,
    getBank: (id) => byId.get(id),
    banksOfKind: (kind) => banks.filter((bank) => bank.kind === kind),
    getGlossary: () => glossary,
    glossaryEntry: (id) => terms.get(id),
  };
}
