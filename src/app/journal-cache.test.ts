import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionArbitrary } from '../data/contract/arbitraries';
import { summaryOf } from '../data/decision-summary';
import type { DecisionSummary } from '../data/types';
import { newestFirst } from '../ui/dashboard/selectors';
import { createJournalCache, KEPT_DECISIONS, keptJournalOf, memoryRecords } from './journal-cache';
import { readAhead } from './journal-records';

const journalArbitrary: fc.Arbitrary<DecisionSummary[]> = fc.array(
  decisionArbitrary.map((decision) => summaryOf(decision, Object.keys(decision.answers).slice(0, 2))),
  { maxLength: 8 },
);
const userIdArbitrary = fc.uuid();

/** A cache that writes at once, and a fresh one over the same records: what the next page load reads. */
async function writtenThenReloaded(records: ReturnType<typeof memoryRecords>, writes: [string, DecisionSummary[]][]) {
  const cache = createJournalCache(records, { delayMs: 0 });
  for (const [userId, decisions] of writes) {
    cache.write(userId, decisions);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return createJournalCache(records, { delayMs: 0 });
}

describe('journal cache', () => {
  it('gives back the journal a user wrote, on the next page load', async () => {
    await fc.assert(
      fc.asyncProperty(userIdArbitrary, journalArbitrary, async (userId, journal) => {
        const reloaded = await writtenThenReloaded(memoryRecords(), [[userId, journal]]);
        expect(reloaded.peek(userId)).toBeUndefined();
        expect(await reloaded.read(userId)).toEqual(keptJournalOf(journal));
        expect(reloaded.peek(userId)).toEqual(keptJournalOf(journal));
      }),
      { numRuns: 30 },
    );
  });

  it('gives nothing to any other user', async () => {
    await fc.assert(
      fc.asyncProperty(userIdArbitrary, userIdArbitrary, journalArbitrary, async (owner, other, journal) => {
        fc.pre(owner !== other);
        const records = memoryRecords();
        const reloaded = await writtenThenReloaded(records, [[owner, journal]]);
        expect(await reloaded.read(other)).toBeNull();
        // Nor does a record filed under another user's key (copied by hand) open for them.
        await records.put(other, await records.get(owner));
        expect(await createJournalCache(records).read(other)).toBeNull();
      }),
      { numRuns: 30 },
    );
  });

  it('keeps nothing of anyone after a wipe, not even a write still waiting', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(userIdArbitrary, journalArbitrary), { minLength: 1, maxLength: 4 }),
        async (writes) => {
          const records = memoryRecords();
          const cache = createJournalCache(records, { delayMs: 0 });
          for (const [userId, journal] of writes) cache.write(userId, journal);
          await cache.wipe();
          await new Promise((resolve) => setTimeout(resolve, 5));
          expect(records.keys()).toEqual([]);
          for (const [userId] of writes) {
            expect(cache.peek(userId)).toBeUndefined();
            expect(await cache.read(userId)).toBeNull();
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('writes a burst of changes once, the last of them', async () => {
    const records = memoryRecords();
    const puts: unknown[] = [];
    const cache = createJournalCache({ ...records, put: async (_key, value) => void puts.push(value) }, { delayMs: 5 });
    const [a, b] = fc.sample(journalArbitrary, { numRuns: 2, seed: 7 });
    cache.write('u', a ?? []);
    cache.write('u', b ?? []);
    // The page reads the latest at once, before it is stored.
    expect(cache.peek('u')).toEqual(keptJournalOf(b ?? []));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts).toEqual([{ version: 2, userId: 'u', ...keptJournalOf(b ?? []) }]);
  });

  it('ignores a record that does not look like a journal', async () => {
    const records = memoryRecords();
    const cache = createJournalCache(records);
    for (const value of [
      null,
      'x',
      { version: 2, userId: 'u', decisions: [{ id: 1 }], total: 1, completed: 0 },
      { version: 2, userId: 'u', decisions: [], total: -1, completed: 0 },
      { version: 2, userId: 'u', decisions: [], total: 1, completed: 2 },
      // The first version kept the whole journal, without counts.
      { version: 1, userId: 'u', decisions: [] },
      { version: 0, userId: 'u', decisions: [] },
    ]) {
      await records.put('u', value);
      expect(await createJournalCache(records).read('u')).toBeNull();
    }
    expect(await cache.read('nobody')).toBeNull();
  });

  it('reads nothing, and fails nowhere, where the browser has no IndexedDB', async () => {
    const cache = createJournalCache(null, { delayMs: 0 });
    cache.write('u', []);
    await cache.wipe();
    expect(await cache.read('u')).toBeNull();
  });

  it("keeps only the newest decisions, in the journal's order, with the counts of the whole journal", () => {
    fc.assert(
      fc.property(
        fc.array(
          decisionArbitrary.map((decision) => summaryOf(decision, [])),
          { maxLength: KEPT_DECISIONS * 3 },
        ),
        (journal) => {
          const kept = keptJournalOf(journal);
          expect(kept.decisions).toEqual(newestFirst(journal).slice(0, KEPT_DECISIONS));
          expect(kept.total).toBe(journal.length);
          expect(kept.completed).toBe(journal.filter((d) => d.completed).length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stores no more than the first screen of a long journal', async () => {
    const records = memoryRecords();
    const journal = fc.sample(decisionArbitrary, { numRuns: KEPT_DECISIONS * 4, seed: 3 }).map((d, i) => ({
      ...summaryOf(d, []),
      id: `d${i}`,
    }));
    const reloaded = await writtenThenReloaded(records, [['u', journal]]);
    const stored = (await records.get('u')) as { decisions: unknown[]; total: number };
    expect(stored.decisions).toHaveLength(KEPT_DECISIONS);
    expect(stored.total).toBe(journal.length);
    expect((await reloaded.read('u'))?.decisions.map((d) => d.id)).toEqual(
      newestFirst(journal)
        .slice(0, KEPT_DECISIONS)
        .map((d) => d.id),
    );
  });

  it('hands a read started ahead to the first read, and never one older than a write or a wipe', async () => {
    const records = memoryRecords();
    let gets = 0;
    const counted = readAhead({
      ...records,
      get: (key) => {
        gets += 1;
        return records.get(key);
      },
    });
    const [a, b] = fc.sample(journalArbitrary, { numRuns: 2, seed: 11 });
    createJournalCache(records, { delayMs: 0 }).write('u', a ?? []);
    await new Promise((resolve) => setTimeout(resolve, 5));
    counted?.prefetch('u');
    expect(gets).toBe(1);
    expect(await createJournalCache(counted, { delayMs: 0 }).read('u')).toEqual(keptJournalOf(a ?? []));
    expect(gets).toBe(1);
    // A write after the read ahead: the next read asks the records again.
    counted?.prefetch('u');
    await counted?.put('u', { version: 2, userId: 'u', ...keptJournalOf(b ?? []) });
    expect(await createJournalCache(counted).read('u')).toEqual(keptJournalOf(b ?? []));
    counted?.prefetch('u');
    await counted?.clear();
    expect(await createJournalCache(counted).read('u')).toBeNull();
  });
});
