/** The marker in front of an evaluation step: check (done), spinner (working), cross (failed), dash (skipped), ring (pending). */
import type { ReactNode } from 'react';
import { Spinner } from '../common/Spinner';
import type { StepState } from './progress-steps';

const CHECK = 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z';
const DASH = 'M4.75 9.25h10.5a.75.75 0 0 1 0 1.5H4.75a.75.75 0 0 1 0-1.5Z';
const CROSS =
  'M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z';

const TONES: Record<StepState, string> = {
  done: 'bg-emerald-500 text-white dark:bg-emerald-400 dark:text-slate-950',
  current: 'bg-sky-100 text-sky-600 dark:bg-sky-950 dark:text-sky-300',
  failed: 'bg-rose-500 text-white dark:bg-rose-400 dark:text-slate-950',
  pending: 'ring-2 ring-inset ring-slate-300 dark:ring-slate-600',
  skipped: 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300',
};

function Glyph({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

export function StepIcon({ state, spinning }: { state: StepState; spinning: boolean }) {
  const inner: Record<StepState, ReactNode> = {
    done: <Glyph path={CHECK} />,
    current: spinning ? <Spinner /> : <span className="size-2.5 rounded-full bg-current" />,
    failed: <Glyph path={CROSS} />,
    pending: null,
    skipped: <Glyph path={DASH} />,
  };
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full ${TONES[state]}`}
    >
      {inner[state]}
    </span>
  );
}
