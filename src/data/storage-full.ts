/**
 * Whether a failure is the browser's storage being full: localStorage's
 * QuotaExceededError, IndexedDB's quota errors (as PGlite forwards them), or
 * Postgres's disk_full. Such a failure needs the investor to free space, so it
 * gets its own message instead of "try again".
 */
export function isStorageFullError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'QuotaExceededError' || code === 22 || code === '53100') return true;
  return (
    typeof message === 'string' &&
    /quota|QuotaExceeded|\[SQLSTATE 53100\]|ENOSPC|no space left|disk (is )?full/i.test(message)
  );
}
