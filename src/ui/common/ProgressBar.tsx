/**
 * A progress bar with its value for assistive tech. Without a value it is
 * indeterminate: work is under way, how far is not known (the bar pulses,
 * unless the person asked for less motion, and no aria-valuenow is given).
 */

export interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** 0–100, or null when how far the work has come is not known. */
  value: number | null;
  /** Read out instead of the bare percentage, e.g. "Checking 2,000 of 10,000 records…". */
  valueText?: string;
  /** The work stopped with an error: the bar turns red. */
  failed?: boolean;
  className?: string;
}

/** Red when failed; a paler, pulsing full bar when how far is not known, so it never reads as done. */
function fill(failed: boolean, indeterminate: boolean): string {
  if (failed) return 'bg-rose-500 dark:bg-rose-400';
  return indeterminate ? 'bg-sky-300 motion-safe:animate-pulse dark:bg-sky-700' : 'bg-sky-500 dark:bg-sky-400';
}

export function ProgressBar({ label, value, valueText, failed = false, className = '' }: ProgressBarProps) {
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${fill(failed, percent === null)}`}
        style={{ width: `${percent ?? 100}%` }}
      />
    </div>
  );
}
