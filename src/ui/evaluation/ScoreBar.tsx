/**
 * A horizontal bar filled to `score` percent in the colour of its band. Decorative:
 * the number beside it carries the meaning for screen readers.
 */
import { BAR_CLASSES, type ScoreBand } from './band-styles';

export function ScoreBar({ score, band, size = 'md' }: { score: number; band: ScoreBand; size?: 'md' | 'lg' }) {
  const width = Math.max(0, Math.min(100, score));
  return (
    <div
      aria-hidden="true"
      data-band={band}
      className={`w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${size === 'lg' ? 'h-3' : 'h-2'}`}
    >
      <div className={`h-full rounded-full ${BAR_CLASSES[band]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
