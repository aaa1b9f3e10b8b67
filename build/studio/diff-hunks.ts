/**
 * A line diff cut to what a reader needs: each run of changed lines with a few
 * unchanged lines around it, as `git diff` shows them; runs closer together
 * than twice that share one hunk.
 */
import type { DiffHunk, DiffLine } from '../../src/studio/studio-api-types.ts';

export function diffHunks(lines: readonly DiffLine[], context = 3): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let current: DiffLine[] | undefined;
  let lastChange = -Infinity;
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    if (current && index - lastChange <= 2 * context + 1) {
      current.push(...lines.slice(lastChange + 1, index + 1));
    } else {
      if (current) current.push(...lines.slice(lastChange + 1, lastChange + 1 + context));
      current = [...lines.slice(Math.max(0, index - context), index + 1)];
      hunks.push({ lines: current });
    }
    lastChange = index;
  });
  if (current) current.push(...lines.slice(lastChange + 1, lastChange + 1 + context));
  return hunks;
}
