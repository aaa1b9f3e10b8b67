import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionArbitrary } from '../data/contract/arbitraries';
import { summaryOf } from '../data/decision-summary';
import type { DecisionSummary } from '../data/types';
import { createJournalCache, memoryRecords } from './journal-cache';

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
        expect(await reloaded.read(userId)).toEqual(journal);
        expect(reloaded.peek(userId)).toEqual(journal);
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
    expect(cache.peek('u')).toEqual(b);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts).toEqual([{ version: 2, userId: 'u', decisions: b }]);
  });

  it('ignores a record that does not look like a journal', async () => {
    const records = memoryRecords();
    const cache = createJournalCache(records);
    for (const value of [
      null,
      'x',
      { version: 1, userId: 'u', decisions: [{ id: 1 }] },
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
});
