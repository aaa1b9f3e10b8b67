/**
 * How the calibration views write their figures, in the UI language: a share
 * as a whole percentage ("70%"), a score with two decimals ("0.09"), a signed
 * score ("+0.64") and an excess return signed with one decimal ("+5.0%").
 * Returns and range ends read as the outcome views write them (formatReturn).
 */
import type { Lang } from '../../content/types';

type Style = 'share' | 'score' | 'signedScore' | 'excess';

const OPTIONS: Record<Style, Intl.NumberFormatOptions> = {
  share: { style: 'percent', maximumFractionDigits: 0 },
  score: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  signedScore: { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  excess: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' },
};

const formats = new Map<string, Intl.NumberFormat>();

function format(style: Style, lang: Lang, value: number): string {
  const key = `${style}:${lang}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', OPTIONS[style]);
    formats.set(key, found);
  }
  return found.format(value);
}

/** A share or probability, 0-1, as a whole percentage. */
export const formatShare = (share: number, lang: Lang) => format('share', lang, share);

/** A Brier score or one of its terms, 0-1. */
export const formatScore = (score: number, lang: Lang) => format('score', lang, score);

/** A skill score, signed: above 0 is better than the reference. */
export const formatSkill = (skill: number, lang: Lang) => format('signedScore', lang, skill);

/** An excess return in percent, signed with one decimal. */
export const formatExcess = (excessPct: number, lang: Lang) => format('excess', lang, excessPct / 100);
