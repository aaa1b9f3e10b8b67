/**
 * Read-only lookups over a set of discovered banks and a glossary. Pure: the
 * app's registry (registry.ts) and tests over fixture banks both build one.
 */
import type { Bank, BankKind, Glossary, GlossaryEntry } from './types';

export interface Catalog {
  listBanks(): readonly Bank[];
  /**
   * A bank by id: its current version, or with `version` that version (the
   * current one, or a released snapshot), so stored answers open with the
   * questions and options they were given on.
   */
  getBank(id: string, version?: string): Bank | undefined;
  banksOfKind(kind: BankKind): Bank[];
  getGlossary(): Glossary;
  glossaryEntry(id: string): GlossaryEntry | undefined;
}

export function createCatalog(banks: readonly Bank[], glossary: Glossary, released: readonly Bank[] = []): Catalog {
  const byId = new Map(banks.map((bank) => [bank.id, bank]));
  const byVersion = new Map([...released, ...banks].map((bank) => [`${bank.id}@${bank.version}`, bank]));
  const terms = new Map(glossary.terms.map((entry) => [entry.id, entry]));
  return {
    listBanks: () => banks,
    getBank: (id, version) => (version === undefined ? byId.get(id) : byVersion.get(`${id}@${version}`)),
    banksOfKind: (kind) => banks.filter((bank) => bank.kind === kind),
    getGlossary: () => glossary,
    glossaryEntry: (id) => terms.get(id),
  };
}
