/**
 * Records how long React took to show a story's tree (React's Profiler, active in
 * development builds), so a play function can report it. Used for the
 * 10,000-decision stories.
 */
import { Profiler, type ReactNode } from 'react';

export interface Timing {
  /** Render time of the first commit (the first paint). */
  firstRender: number;
  /** Wall time from the start of the first render to the start of the latest commit. */
  untilLastCommit: number;
}

const timings = new Map<string, { start: number; firstRender: number; lastCommit: number }>();

export function Measured({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler
      id={id}
      onRender={(_, phase, actualDuration, _base, startTime, commitTime) => {
        if (phase === 'mount')
          timings.set(id, { start: startTime, firstRender: actualDuration, lastCommit: commitTime });
        else {
          const timing = timings.get(id);
          if (timing) timing.lastCommit = commitTime;
        }
      }}
    >
      {children}
    </Profiler>
  );
}

export function timing(id: string): Timing | undefined {
  const recorded = timings.get(id);
  return recorded && { firstRender: recorded.firstRender, untilLastCommit: recorded.lastCommit - recorded.start };
}

/** One line for the test log. */
export function describeTiming(label: string, id: string): string {
  const measured = timing(id);
  if (!measured) return `${label}: not measured`;
  return `${label}: first paint rendered in ${measured.firstRender.toFixed(0)} ms, all rows committed after ${measured.untilLastCommit.toFixed(0)} ms`;
}
