/** The current time as stored timestamps hold it; machines take `deps.now` instead when a test fixes the time. */
export function nowIso(): string {
  return new Date().toISOString();
}
