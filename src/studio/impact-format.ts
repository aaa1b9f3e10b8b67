/** How the impact panel writes a score or a change: at most two decimals, a change always with its sign. */
export function scoreText(value: number): string {
  return String(Number(value.toFixed(2)));
}

export function changeText(value: number): string {
  return value > 0 ? `+${scoreText(value)}` : scoreText(value);
}
