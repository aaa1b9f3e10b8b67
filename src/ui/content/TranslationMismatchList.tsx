/**
 * Why a text's two languages disagree, one reason per line, worded once for
 * every place that shows the check `npm run content -- translations` runs: the
 * app's translation review and the studio's Chinese | English fields.
 */
import { useTranslation } from 'react-i18next';
import type { TranslationMismatch } from '../../content/translation-problems';

const LANG_KEYS = { zh: 'translations.langZh', en: 'translations.langEn' } as const;

export interface TranslationMismatchListProps {
  mismatches: readonly TranslationMismatch[];
  /** For a control that names the list in its aria-describedby. */
  id?: string;
  className?: string;
}

export function TranslationMismatchList({ mismatches, id, className = '' }: TranslationMismatchListProps) {
  const { t } = useTranslation('form');
  if (mismatches.length === 0) return null;
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : t('translations.none'));
  const reasonOf = (mismatch: TranslationMismatch) => {
    switch (mismatch.kind) {
      case 'empty':
        return t('translations.issue.empty', { lang: t(LANG_KEYS[mismatch.lang]) });
      case 'shorter':
        return t('translations.issue.shorter', { lang: t(LANG_KEYS[mismatch.lang]), percent: mismatch.percent });
      default:
        return t(`translations.issue.${mismatch.kind}`, { en: list(mismatch.en), zh: list(mismatch.zh) });
    }
  };
  return (
    <ul id={id} className={`space-y-1 text-sm text-amber-800 dark:text-amber-200 ${className}`}>
      {mismatches.map((mismatch) => (
        <li key={mismatch.kind}>
          <span aria-hidden="true">⚠ </span>
          {reasonOf(mismatch)}
        </li>
      ))}
    </ul>
  );
}
