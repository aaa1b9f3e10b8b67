/**
 * The browser's StorageManager, where there is one: whether this site's
 * storage is kept when space runs low, asking for that, and how much is used
 * of what is allowed. Every call settles; a browser without the API (or one
 * that refuses to answer) reads as "does not say".
 */

export interface BrowserStorageState {
  /** Bytes used and allowed; null when the browser does not say. */
  estimate: { usage: number; quota: number } | null;
  /** Whether storage is persistent; null when the browser does not say. */
  persisted: boolean | null;
}

type Manager = Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>;

const manager = (): Manager | null =>
  typeof navigator !== 'undefined' && navigator.storage ? (navigator.storage as Manager) : null;

async function settle<T>(work: (() => Promise<T>) | undefined): Promise<T | null> {
  if (!work) return null;
  try {
    return await work();
  } catch {
    return null;
  }
}

export async function readBrowserStorage(storage: Manager | null = manager()): Promise<BrowserStorageState> {
  const [estimate, persisted] = await Promise.all([
    settle(storage?.estimate ? () => storage.estimate() : undefined),
    settle(storage?.persisted ? () => storage.persisted() : undefined),
  ]);
  const usage = estimate?.usage;
  const quota = estimate?.quota;
  return {
    estimate: typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null,
    persisted,
  };
}

/** Asks the browser to keep this site's storage; true when it agreed, null when it does not say. */
export async function requestPersistentStorage(storage: Manager | null = manager()): Promise<boolean | null> {
  return settle(storage?.persist ? () => storage.persist() : undefined);
}
