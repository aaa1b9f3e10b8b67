/**
 * Suspends the calling component until the banks' texts in `lang` are in place
 * (they load one language at a time, see src/content/registry.ts). With no
 * Suspense boundary above the caller, React keeps the previous screen up
 * meanwhile instead of showing a fallback; a failed load goes to the nearest
 * error boundary.
 */
import { use } from 'react';
import { isBankLanguageLoaded, loadBankLanguage } from '../../content/registry';
import type { Lang } from '../../content/types';

export function useContentLanguage(lang: Lang, needed: boolean): void {
  if (needed && !isBankLanguageLoaded(lang)) use(loadBankLanguage(lang));
}
