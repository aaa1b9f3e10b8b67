/**
 * Colour bands for scores. Which band a score falls in is a rule (thresholds live
 * in scoring-rules/); this file only says how each band looks.
 */

import type { BandColor } from '../../scoring/types';

/** A band's colour, as the scoring rules name it. */
export type ScoreBand = BandColor;

/** The total score and the stage scores have separate thresholds. */
export type ScoreScale = 'total' | 'stage';

/** Supplied by the container from the scoring rules. */
export type BandOf = (scale: ScoreScale, score: number) => ScoreBand;

/** Filled part of a score bar. */
export const BAR_CLASSES: Record<ScoreBand, string> = {
  green: 'bg-emerald-500 dark:bg-emerald-400',
  blue: 'bg-sky-500 dark:bg-sky-400',
  yellow: 'bg-amber-400 dark:bg-amber-300',
  red: 'bg-rose-500 dark:bg-rose-400',
};

/** Badge and big-number colours; text contrast holds in both themes. */
export const BADGE_CLASSES: Record<ScoreBand, string> = {
  green:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  red: 'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-700',
};

/** SVG fills for the chart (Tailwind classes do not reach recharts' inline fills); mid tones read on light and dark. */
export const CHART_FILLS: Record<ScoreBand, string> = {
  green: '#10b981',
  blue: '#0ea5e9',
  yellow: '#f59e0b',
  red: '#f43f5e',
};
