/** Small statistics over the successful samples of one measure. */

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary | null {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { n, median, min: sorted[0] as number, max: sorted[n - 1] as number };
}
