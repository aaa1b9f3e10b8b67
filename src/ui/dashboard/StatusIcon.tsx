/** Completed (check) or in-progress (clock) mark with its meaning as text for screen readers. */
export function StatusIcon({ completed, label }: { completed: boolean; label: string }) {
  return (
    <span
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
        completed
          ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-300'
          : 'bg-amber-100 text-amber-700 dark:bg-amber-900/60 dark:text-amber-300'
      }`}
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
        {completed ? (
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4a.75.75 0 0 0-1.5 0v4c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V6Z" />
        )}
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
