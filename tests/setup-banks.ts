// The app loads a bank language before showing it (src/app/content-language.ts); tests read banks in
// both languages from the start, as a reader who has switched language once would.
import { loadBankLanguage } from '../src/content/registry';
import { LANGS } from '../src/content/types';

await Promise.all(LANGS.map(loadBankLanguage));
