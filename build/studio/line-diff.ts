/**
 * The lines two texts share and those one of them adds or removes, in order:
 * the edit as a reader follows it. Lines both ends share are set aside first (an
 * edit of content touches few lines), and the rest is aligned on a longest
 * common subsequence, so no line is shown as removed and added again. A middle
 * too large to align at once (a file rewritten whole) is shown removed then added.
 */
import type { DiffLine } from '../../src/studio/studio-api-types.ts';

/** Cells of the alignment table past which a rewrite is shown as one removal and one addition. */
const MAX_CELLS = 4_000_000;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

export function lineDiff(before: string, after: string): DiffLine[] {
  const [a, b] = [linesOf(before), linesOf(after)];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const [n, m] = [endA - start, endB - start];
  const out: DiffLine[] = [];
  const same = (i: number, j: number) => out.push({ kind: 'same', text: a[i] as string, before: i + 1, after: j + 1 });
  const removed = (i: number) => out.push({ kind: 'removed', text: a[i] as string, before: i + 1 });
  const added = (j: number) => out.push({ kind: 'added', text: b[j] as string, after: j + 1 });
  for (let i = 0; i < start; i += 1) same(i, i);
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    for (let i = start; i < endA; i += 1) removed(i);
    for (let j = start; j < endB; j += 1) added(j);
  } else {
    // common[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
    const width = m + 1;
    const common = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        common[i * width + j] =
          a[start + i] === b[start + j]
            ? (common[(i + 1) * width + j + 1] as number) + 1
            : Math.max(common[(i + 1) * width + j] as number, common[i * width + j + 1] as number);
      }
    }
    let [i, j] = [0, 0];
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        same(start + i, start + j);
        i += 1;
        j += 1;
      } else if (
        j >= m ||
        (i < n && (common[(i + 1) * width + j] as number) >= (common[i * width + j + 1] as number))
      ) {
        removed(start + i);
        i += 1;
      } else {
        added(start + j);
        j += 1;
      }
    }
  }
  for (let k = 0; endA + k < a.length; k += 1) same(endA + k, endB + k);
  return out;
}
