/**
 * The web app manifest exists once per language, because a manifest holds one
 * language only: `manifest.webmanifest` is Chinese (the default language, linked
 * by the built index.html) and `manifest.en.webmanifest` English. The page links
 * the one of the current language, so installing the app names it in the
 * language the person uses. Both share one `id`, so they describe the same app.
 */
import type { Lang } from '../content/types';

export const MANIFEST_FILES: Record<Lang, string> = {
  zh: 'manifest.webmanifest',
  en: 'manifest.en.webmanifest',
};

/** Points <link rel="manifest"> at the language's manifest. Does nothing where no manifest is linked (dev server, tests). */
export function applyManifestLanguage(language: Lang, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = link?.getAttribute('href');
  if (!link || !href) return;
  const next = href.replace(/[^/]*$/, MANIFEST_FILES[language]);
  if (next !== href) link.setAttribute('href', next);
}
