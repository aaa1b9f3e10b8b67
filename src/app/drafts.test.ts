import { describe, expect, it } from 'vitest';
import type { Decision } from '../data/types';
import { decision as fixtureDecision } from '../machines/testing/fakes';
import { createDraftStore, DRAFTS_KEY_PREFIX, wipeAllDrafts } from './drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function decision(id: string, name = 'Plan'): Decision {
  return fixtureDecision({ id, name, stage: 2, answers: { '1-1': 'text', '2-1': ['fundamental'] }, version: 0 });
}

function clock() {
  let tick = 0;
  return () => {
    tick += 1;
    return `2024-03-01T00:00:${String(tick).padStart(2, '0')}.000Z`;
  };
}

describe('draft store', () => {
  it('gives back what was written, with the stage the investor was on', () => {
    const drafts = createDraftStore('u-1', memoryStorage(), clock());
    drafts.write(decision('d-1'), 3);
    expect(drafts.read('d-1')).toEqual({ decision: decision('d-1'), stage: 3, savedAt: '2024-03-01T00:00:01.000Z' });
    expect(drafts.read('d-2')).toBeNull();
  });

  it('survives a reload: a new store over the same storage reads the drafts', () => {
    const storage = memoryStorage();
    createDraftStore('u-1', storage, clock()).write(decision('d-1', 'Kept'), 1);
    expect(createDraftStore('u-1', storage).read('d-1')?.decision.name).toBe('Kept');
  });

  it('keeps a draft written before decisions carried a forecast: what was typed is not lost on upgrade', () => {
    const storage = memoryStorage();
    const { forecast: _forecast, forecastMadeAt: _madeAt, ...older } = decision('d-1', 'Typed before the upgrade');
    storage.setItem(
      `${DRAFTS_KEY_PREFIX}u-1`,
      JSON.stringify({ 'd-1': { decision: older, stage: 2, savedAt: '2024-03-01T00:00:00.000Z' } }),
    );
    const read = createDraftStore('u-1', storage).read('d-1');
    expect(read?.decision.name).toBe('Typed before the upgrade');
    expect(read?.decision.forecast).toBeNull();
  });

  it('keeps each user’s drafts apart', () => {
    const storage = memoryStorage();
    createDraftStore('u-1', storage, clock()).write(decision('d-1'), 1);
    const other = createDraftStore('u-2', storage);
    expect(other.read('d-1')).toBeNull();
    expect(other.list()).toEqual([]);
    expect([...storage.items.keys()]).toEqual([`${DRAFTS_KEY_PREFIX}u-1`]);
  });

  it('lists the newest first', () => {
    const drafts = createDraftStore('u-1', memoryStorage(), clock());
    drafts.write(decision('d-1'), 1);
    drafts.write(decision('d-2'), 1);
    drafts.write(decision('d-1', 'again'), 1);
    expect(drafts.list().map((d) => d.decision.id)).toEqual(['d-1', 'd-2']);
  });

  it('clears one draft, and leaves no key behind once none is left', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore('u-1', storage, clock());
    drafts.write(decision('d-1'), 1);
    drafts.write(decision('d-2'), 1);
    drafts.clear('d-1');
    expect(drafts.list().map((d) => d.decision.id)).toEqual(['d-2']);
    drafts.clear('d-2');
    drafts.clear('missing');
    expect(storage.items.size).toBe(0);
  });

  it('skips anything that does not look like a draft instead of trusting it', () => {
    const storage = memoryStorage();
    const key = `${DRAFTS_KEY_PREFIX}u-1`;
    const good = { decision: decision('d-1'), stage: 1, savedAt: '2024-03-01T00:00:00.000Z' };
    storage.setItem(
      key,
      JSON.stringify({
        'd-1': good,
        'd-2': { decision: { ...decision('d-2'), answers: { x: 3 } }, stage: 1, savedAt: 'x' },
        'd-3': { decision: decision('other-id'), stage: 1, savedAt: 'x' },
        'd-4': 'garbage',
      }),
    );
    expect(createDraftStore('u-1', storage).list()).toEqual([good]);
    storage.setItem(key, '{not json');
    expect(createDraftStore('u-1', storage).list()).toEqual([]);
  });

  it('keeps editing going when storage is full or missing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => createDraftStore('u-1', full).write(decision('d-1'), 1)).not.toThrow();
    const none = createDraftStore('u-1', null);
    none.write(decision('d-1'), 1);
    expect(none.read('d-1')).toBeNull();
  });
});

describe('wipeAllDrafts', () => {
  it("removes every user's drafts and nothing else", () => {
    const storage = memoryStorage();
    createDraftStore('user-a', storage).write(decision('d-1'), 2);
    createDraftStore('user-b', storage).write(decision('d-2'), 1);
    storage.setItem('investment-checkpoint.settings', '{"language":"en"}');
    const keys = () => [...storage.items.keys()];
    wipeAllDrafts({
      ...storage,
      get length() {
        return storage.items.size;
      },
      key: (i: number) => keys()[i] ?? null,
    });
    expect(keys()).toEqual(['investment-checkpoint.settings']);
  });
});

describe('a full storage', () => {
  it('is reported once, not swallowed, and again after a write succeeded in between', () => {
    const storage = memoryStorage();
    let full = true;
    const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const failing = {
      ...storage,
      setItem: (k: string, v: string) =>
        full
          ? (() => {
              throw quota();
            })()
          : storage.setItem(k, v),
    };
    let reports = 0;
    const drafts = createDraftStore(
      'user-a',
      failing,
      () => '2025-01-01T00:00:00.000Z',
      () => {
        reports += 1;
      },
    );
    drafts.write(decision('d-1'), 1);
    drafts.write(decision('d-1'), 2);
    expect(reports).toBe(1);
    full = false;
    drafts.write(decision('d-1'), 3);
    full = true;
    drafts.write(decision('d-1'), 4);
    expect(reports).toBe(2);
  });
});
