/**
 * The app's question banks and glossary, discovered at build time by the
 * question-banks Vite plugin (every questionnaires/<folder>/bank.json that passes
 * the content checks). No bank is imported by name; in `npm run dev` an edited
 * or added bank reloads the page. Released older versions (questionnaires/<folder>/versions/)
 * come along, so a stored answer opens with the version it was given on.
 *
 * The banks' words ship one language at a time: the structure is here from the
 * start, and each language's texts arrive with loadBankLanguage (a chunk of
 * their own), filled into the same objects. The lookups stay synchronous and
 * return banks with the texts of the languages loaded so far: whoever shows a
 * bank in a language loads that language first.
 */
import { content, languages } from 'virtual:question-banks';
import { createCatalog } from './catalog';
import { fillLanguage } from './fill-language';
import type { Bank, BankKind, Lang } from './types';

const catalog = createCatalog(content.banks, content.glossary, content.released);

export const { listBanks, getBank, banksOfKind, getGlossary, glossaryEntry } = catalog;

/** One import() per language, spelled out so the bundler makes each language a chunk of its own. */
const textModules: Record<Lang, () => Promise<{ default: string[] }>> = {
  zh: () => import('virtual:question-banks/zh'),
  en: () => import('virtual:question-banks/en'),
};

const loading = new Map<Lang, Promise<void>>();
const loaded = new Set<Lang>();

/**
 * Fills in the banks' and the glossary's texts in `lang`. The same promise for
 * every call; after a failed load (offline, a chunk gone after a deploy) the next
 * call tries again.
 */
export function loadBankLanguage(lang: Lang): Promise<void> {
  const pending = loading.get(lang);
  if (pending) return pending;
  const promise = textModules[lang]().then((module) => {
    fillLanguage(content, lang, module.default, languages);
    loaded.add(lang);
  });
  loading.set(lang, promise);
  promise.catch(() => loading.delete(lang));
  return promise;
}

/** Whether the banks' texts in `lang` are in place (so a screen in that language can render now). */
export function isBankLanguageLoaded(lang: Lang): boolean {
  return loaded.has(lang);
}

/** The one bank of a kind the app uses (decision checkpoint, risk assessment); throws if none is shipped. */
export function requireBankOfKind(kind: BankKind): Bank {
  const [bank] = banksOfKind(kind);
  if (!bank) throw new Error(`No question bank of kind "${kind}" in questionnaires/`);
  return bank;
}
