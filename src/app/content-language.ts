/**
 * The question banks' words load one language at a time (src/content/registry.ts).
 * Here the app makes sure no screen shows a bank in a language whose texts have
 * not arrived: a switch waits for them (and the signed-in screens hold their
 * render until the current language's texts are in, use-content-language.ts).
 *
 * The registry is imported lazily: this module is used by the shell, which
 * must not carry the banks into the first-visit JavaScript.
 */
import type { Lang } from '../content/types';

/** Loads the banks' and glossary's texts in `lang` (once; later calls share the load). */
export function loadContentLanguage(lang: Lang): Promise<void> {
  return import('../content/registry').then(({ loadBankLanguage }) => loadBankLanguage(lang));
}

let requested: Lang | null = null;

/**
 * Switches to `lang` once its bank texts (and whatever else `alsoLoad` fetches:
 * the app passes its UI tables) are in: until then the screen stays as it is, in
 * the old language and fully usable (nothing typed is lost), instead of
 * rendering questions without words; then everything flips at once. Only the
 * latest of quick successive choices is applied. A failed load still switches;
 * the signed-in screens then try again and, failing, show their error.
 */
export function switchWhenContentLoaded(
  lang: Lang,
  apply: (lang: Lang) => void,
  alsoLoad: (lang: Lang) => Promise<unknown> = async () => {},
): void {
  requested = lang;
  const done = () => {
    if (requested === lang) apply(lang);
  };
  Promise.all([loadContentLanguage(lang), alsoLoad(lang)]).then(done, done);
}
