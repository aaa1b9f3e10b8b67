/**
 * The one way the app's language changes. A switch loads what the next
 * language needs — the UI tables (i18next) and the question banks' and
 * glossary's words (src/content/registry.ts, one language at a time) — and only
 * then flips everything at once: i18next (every screen re-renders in it), the
 * saved setting, <html lang>, the tab's title and the install manifest. Until
 * then the screen stays as it is, in the old language and fully usable
 * (nothing typed is lost), instead of rendering questions without words.
 *
 * The registry is imported lazily: the shell uses this module and must not
 * carry the banks into the first-visit JavaScript.
 */
import type { i18n } from 'i18next';
import type { Lang } from '../content/types';
import { htmlLang } from '../i18n/language-codes';
import { writeSettings } from './local-settings';
import { applyManifestLanguage } from './pwa-manifest';

/** Loads the banks' and glossary's texts in `lang` (once; later calls share the load). */
export function loadContentLanguage(lang: Lang): Promise<void> {
  return import('../content/registry').then(({ loadBankLanguage }) => loadBankLanguage(lang));
}

let requested: Lang | null = null;

/**
 * Switches to `lang` once its texts are in. Only the latest of quick successive
 * choices is applied. A failed load still switches: the screens then show the
 * keys they lack as a failed load, with Retry, rather than the old language.
 */
export async function setLanguage(instance: i18n, lang: Lang): Promise<void> {
  requested = lang;
  await Promise.allSettled([loadContentLanguage(lang), instance.loadLanguages(lang)]);
  if (requested !== lang) return;
  writeSettings({ language: lang });
  if (instance.language !== lang) await instance.changeLanguage(lang);
  if (requested === lang) showLanguage(instance, lang);
}

/** What outside the React tree says which language the page is in; also run once at start. */
export function showLanguage(instance: i18n, lang: Lang): void {
  document.documentElement.lang = htmlLang(lang);
  document.title = instance.getFixedT(lang, 'shell')('appName');
  applyManifestLanguage(lang);
}
