/**
 * IndexedDB storage for PGlite that writes nothing while the database opens.
 * Opening a database that was not shut down cleanly (every tab close) runs
 * crash recovery, which ends with a checkpoint and rebuilt catalog caches;
 * PGlite would store those at once, in the middle of a reload. They need not
 * be stored: the next open would simply redo them, and the first commit's
 * flush stores them along with itself (see durable-commits.ts).
 */
import { IdbFs } from '@electric-sql/pglite';

export class QuietOpenStorage extends IdbFs {
  #open = false;

  /** From now on flushes reach IndexedDB. */
  opened(): void {
    this.#open = true;
  }

  override async syncToFs(relaxedDurability?: boolean): Promise<void> {
    if (this.#open) await super.syncToFs(relaxedDurability);
  }
}

/** The IndexedDB directory name PGlite derives from an `idb://name` data directory. */
export function idbDirectory(dataDir: string): string {
  return dataDir.replace(/^idb:\/\//, '');
}
