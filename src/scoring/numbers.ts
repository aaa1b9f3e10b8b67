/** Score arithmetic shared by every scoring function. */
export { roundHalfUp } from '../engine/logic';

export function clamp(value: number, low = 0, high = 100): number {
  return Math.min(high, Math.max(low, value));
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The first band (sorted by `min`, highest first) whose `min` the score reaches, else the last one. */
export function bandFor<T extends { min: number }>(score: number, bands: T[]): T {
  const sorted = [...bands].sort((a, b) => b.min - a.min);
  const band = sorted.find((candidate) => score >= candidate.min) ?? sorted[sorted.length - 1];
  if (!band) throw new Error('a band list in the scoring rules is empty');
  return band;
}
