import { describe, expect, it } from 'vitest';
import { createJournalCache } from './journal-cache';
import { JOURNAL_KEY_PREFIX, readAhead, startJournalRead, storageRecords } from './journal-records';

/** localStorage as the browser has it, in memory, with another part of the app's key beside the journal's. */
function storage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

describe('the journal kept in localStorage', () => {
  it('keeps one record per user, reads it back as written, and clears only its own keys', async () => {
    const local = storage({ 'investment-checkpoint.drafts.u-1': '{}' });
    const records = storageRecords(local);
    if (!records) throw new Error('records expected where there is storage');
    await records.put('u-1', { total: 1 });
    await records.put('u-2', { total: 2 });
    expect(await records.get('u-1')).toEqual({ total: 1 });
    expect(await records.get('u-3')).toBeUndefined();
    await records.clear();
    expect([...local.values.keys()]).toEqual(['investment-checkpoint.drafts.u-1']);
  });

  it('reads a record that is not JSON (hand-edited) as no kept journal: the database answers instead', async () => {
    const cache = createJournalCache(storageRecords(storage({ [`${JOURNAL_KEY_PREFIX}u-1`]: '{not json' })));
    expect(await cache.read('u-1')).toBeNull();
  });

  it('keeps nothing, and fails nothing, where there is no localStorage', async () => {
    expect(storageRecords(null)).toBeNull();
    expect(await createJournalCache(storageRecords(null)).read('u-1')).toBeNull();
  });
});

describe('reading ahead the journal of whoever was signed in last', () => {
  it('says whether there is a copy to show, and hands the read to the cache without reading twice', async () => {
    const local = storage({
      [`${JOURNAL_KEY_PREFIX}u-1`]: JSON.stringify({ total: 3 }),
      [`${JOURNAL_KEY_PREFIX}u-2`]: '{not json',
    });
    let reads = 0;
    const counted = storageRecords({
      ...local,
      length: local.length,
      getItem: (key) => {
        reads += 1;
        return local.getItem(key);
      },
    });
    const records = readAhead(counted);
    expect(await startJournalRead('u-1', records)).toBe(true);
    expect(await records?.get('u-1')).toEqual({ total: 3 });
    expect(reads).toBe(1);
    // Nobody signed in before, nothing kept for them, or a copy nobody can read: nothing to wait for.
    expect(await startJournalRead(null, records)).toBe(false);
    expect(await startJournalRead('u-3', records)).toBe(false);
    expect(await startJournalRead('u-2', records)).toBe(false);
    expect(await startJournalRead('u-1', null)).toBe(false);
  });
});
