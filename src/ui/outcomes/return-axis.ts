/**
 * A return axis in round steps (1, 2 or 5 × a power of ten, about four of them)
 * that holds every return and the outcome line, so the line never leaves the
 * picture when all returns lie on one side of it.
 */
export function returnAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  // A loop, not Math.min(...values): spreading a long journal's returns as arguments overflows the stack.
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  // At least a step of 1: returns are typed with a decimal or two at most.
  const rough = Math.max(high - low, 4) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const from = Math.floor(low / step) * step;
  const to = Math.max(Math.ceil(high / step) * step, from + step);
  const ticks: number[] = [];
  for (let tick = from; tick <= to + step / 2; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return { domain: [from, to], ticks };
}
