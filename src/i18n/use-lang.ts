/** The language the screens are in now, as the app's `Lang`. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../content/types';
import { langOf } from './language-codes';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}
