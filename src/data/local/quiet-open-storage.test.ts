import { IdbFs } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbDirectory, QuietOpenStorage } from './quiet-open-storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage that stays quiet while the database opens', () => {
  it('writes to IndexedDB only once the database is open', async () => {
    const written = vi.spyOn(IdbFs.prototype, 'syncToFs').mockResolvedValue();
    const storage = new QuietOpenStorage(idbDirectory('idb://journal'));
    await storage.syncToFs();
    expect(written).not.toHaveBeenCalled();
    storage.opened();
    await storage.syncToFs();
    expect(written).toHaveBeenCalledTimes(1);
  });

  it('names the IndexedDB directory PGlite derives from the data directory', () => {
    expect(idbDirectory('idb://investment-checkpoint')).toBe('investment-checkpoint');
  });
});
