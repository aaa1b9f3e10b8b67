/** How the outcome views write a return: signed, at most one decimal, in the UI language. */
import type { Lang } from '../../content/types';

const formats = new Map<Lang, Intl.NumberFormat>();

export function formatReturn(returnPct: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    });
    formats.set(lang, format);
  }
  return format.format(returnPct / 100);
}
