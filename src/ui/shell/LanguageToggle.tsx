/**
 * en/zh toggle: shows the language it switches TO, in that language, so either reader can find it.
 * The visible word starts the accessible name (speech users say what they see); the explanation
 * follows for screen readers, in the current language.
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../content/types';

export interface LanguageToggleProps {
  value: Lang;
  onChange: (language: Lang) => void;
}

export function LanguageToggle({ value, onChange }: LanguageToggleProps) {
  const { t } = useTranslation('shell');
  const next: Lang = value === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      onClick={() => onChange(next)}
      title={t('language.switchTo')}
      className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
    >
      <span lang={next === 'zh' ? 'zh-CN' : 'en'}>{t('language.target')}</span>
      <span className="sr-only"> {t('language.switchTo')}</span>
    </button>
  );
}
