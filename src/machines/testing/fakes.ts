/**
 * In-memory stand-ins for the ports the machines receive: a store whose saves
 * bump the version and fix a forecast like the database does, a draft store, and
 * a logger. Each records its calls so tests can assert what reached the outside world.
 */
import { vi } from 'vitest';
import type { Answers } from '../../content/types';
import { newDecision } from '../../data/ids';
import { StoreError } from '../../data/store-error';
import type { Decision } from '../../data/types';
import { sameAnswers } from '../../engine/answers';
import type { DecisionDraft, DraftPort } from '../draft-port';

/** A promise the test settles when it chooses: a save or load still running until then. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A stored decision (version 1) on the test bank, fixed in time. */
export function decision(overrides: Partial<Decision> = {}): Decision {
  const blank = newDecision({ bankId: 'test-decision', bankVersion: '1.0.0' }, new Date('2024-01-01T00:00:00.000Z'));
  return { ...blank, id: 'd-1', name: 'Buy index fund', version: 1, ...overrides };
}

/** When the fake store fixes a forecast, as the database stamps it. */
export const FORECAST_MADE_AT = '2024-02-01T00:00:00.000Z';

/**
 * Whether a save of `next` over the stored `row` would change a fixed forecast:
 * the forecast itself, or an answer to one of its questions (the database's trigger).
 */
function changesForecast(row: Decision | undefined, next: Decision): boolean {
  const fixed: Answers | null | undefined = row?.forecast;
  if (!fixed) return false;
  if (!next.forecast || !sameAnswers(fixed, next.forecast)) return true;
  return Object.keys(fixed).some((id) => JSON.stringify(fixed[id]) !== JSON.stringify(next.answers[id]));
}

/** The editor's `newDecision` with the id fixed, so tests can name the decision they create. */
export function newDecisionWithId(id: string) {
  return (bank: { bankId: string; bankVersion: string }, now: Date): Decision => ({
    ...newDecision(bank, now),
    id,
  });
}

export function fakeDecisionStore(initial: Decision[] = []) {
  const rows = new Map(initial.map((d) => [d.id, d]));
  return {
    rows,
    getDecision: vi.fn(async (id: string) => rows.get(id) ?? null),
    saveDecision: vi.fn(async (d: Decision) => {
      const row = rows.get(d.id);
      if (changesForecast(row, d)) throw new StoreError('validation', 'forecastFixed');
      const forecastMadeAt = d.forecast ? (row?.forecastMadeAt ?? FORECAST_MADE_AT) : null;
      const saved = { ...d, forecastMadeAt, version: d.version + 1, updatedAt: '2024-02-01T00:00:00.000Z' };
      rows.set(d.id, saved);
      return saved;
    }),
    deleteDecision: vi.fn(async (id: string, _version: number) => {
      rows.delete(id);
    }),
  };
}

export function memoryDrafts(initial: DecisionDraft[] = []): DraftPort & { drafts: Map<string, DecisionDraft> } {
  const drafts = new Map(initial.map((d) => [d.decision.id, d]));
  let clock = 0;
  return {
    drafts,
    read: (id) => drafts.get(id) ?? null,
    list: () => [...drafts.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    write: (d, stage) => {
      clock += 1;
      drafts.set(d.id, { decision: d, stage, savedAt: `2024-03-01T00:00:${String(clock).padStart(2, '0')}.000Z` });
    },
    clear: (id) => {
      drafts.delete(id);
    },
  };
}

export function fakeLogger() {
  return { error: vi.fn() };
}
