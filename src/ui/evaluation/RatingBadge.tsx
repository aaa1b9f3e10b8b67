/** The rating as a coloured pill; the colour follows the total-score band, the words come from the rules. */
import { BADGE_CLASSES, type ScoreBand } from './band-styles';

export function RatingBadge({ label, band, title }: { label: string; band: ScoreBand; title: string }) {
  return (
    <span
      data-band={band}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${BADGE_CLASSES[band]}`}
    >
      <span className="sr-only">{title}: </span>
      {label}
    </span>
  );
}
