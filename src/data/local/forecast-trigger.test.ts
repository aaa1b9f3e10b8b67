/**
 * The decisions table keeps a forecast fixed on the embedded database too: the
 * same trigger the pgTAP tests check on PostgreSQL 15 (supabase/tests), here on
 * PGlite with raw SQL run as the adapter runs it (role `authenticated` with
 * the user's claims), so nothing of the app's own checks stands in front of it.
 */
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersArbitrary } from '../contract/arbitraries';
import { asRole } from './as-role';
import { createLocalAuth } from './local-auth';
import { openMigratedCopy } from './node-database';
import { sqlStateOf } from './pg-errors';
import { memoryStorage } from './session-store';

let db: PGlite;
let gina: string;
let hugo: string;

const FORECAST = { 'f-1': '70', 'f-2': ['-5', '15'], 'f-3': 'CSI 300' };

beforeAll(async () => {
  db = await openMigratedCopy();
  gina = (await createLocalAuth(db, memoryStorage()).signUp('gina@example.com', 'secret1')).userId;
  hugo = (await createLocalAuth(db, memoryStorage()).signUp('hugo@example.com', 'secret1')).userId;
}, 120_000);

type Result = { ok: true; rows: Record<string, unknown>[] } | { ok: false; state: string | null; message: string };

/** One statement as a user; its rows, or the SQLSTATE it was refused with. */
async function as(userId: string, sql: string, params: unknown[] = []): Promise<Result> {
  return asRole(db, { role: 'authenticated', userId }, (tx) => tx.query<Record<string, unknown>>(sql, params)).then(
    (result) => ({ ok: true as const, rows: result.rows }),
    (error: unknown) => ({
      ok: false as const,
      state: sqlStateOf(error),
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}

let count = 0;
/** A decision of Gina's, completed with this forecast (its answers hold the same questions, and more). */
async function completed(forecast: Record<string, string | string[]>, other: Record<string, unknown> = {}) {
  count += 1;
  const id = `decision-forecast-${count}`;
  const answers = { ...other, ...forecast };
  const result = await as(
    gina,
    `insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
     values ($1, 'F', 'decision-checkpoint', '1.1.0', 7, true, $2, $3) returning forecast_made_at, version`,
    [id, answers, forecast],
  );
  if (!result.ok) throw new Error(result.message);
  return { id, answers, madeAt: result.rows[0]?.forecast_made_at as Date };
}

const refusedAsFixed = { ok: false, state: 'IC003' };

describe('a forecast on the embedded database', () => {
  it('is dated by the database when the decision is completed with it', async () => {
    const before = Date.now();
    const { madeAt } = await completed(FORECAST, { '1-1': 'why' });
    expect(madeAt).toBeInstanceOf(Date);
    expect(madeAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('refuses every way of rewriting it with IC003, and keeps it as it was', async () => {
    const { id, madeAt } = await completed(FORECAST, { '1-1': 'why' });
    const changes = [
      `update public.decisions set forecast = forecast || '{"f-1": "90"}', answers = answers || '{"f-1": "90"}'`,
      `update public.decisions set forecast = null, forecast_made_at = null`,
      `update public.decisions set forecast = null`,
      `update public.decisions set forecast_made_at = forecast_made_at - interval '1 day'`,
      `update public.decisions set answers = answers || '{"f-1": "95"}'`,
      `update public.decisions set answers = answers || '{"f-2": ["15", "-5"]}'`,
      `update public.decisions set answers = answers - 'f-3'`,
      `update public.decisions set completed = false, stage = 6`,
      `update public.decisions set completed = false, forecast = null, forecast_made_at = null`,
    ];
    for (const change of changes) {
      expect(await as(gina, `${change} where id = $1`, [id])).toMatchObject(refusedAsFixed);
    }
    const stored = await as(gina, 'select forecast, forecast_made_at, version from public.decisions where id = $1', [
      id,
    ]);
    expect(stored).toEqual({ ok: true, rows: [{ forecast: FORECAST, forecast_made_at: madeAt, version: 1 }] });
  });

  it('lets every other answer change, for any forecast and answers (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        answersArbitrary,
        answersArbitrary,
        fc.string({ maxLength: 20 }),
        async (forecast, other, text) => {
          const { id } = await completed(forecast, other);
          // Not an id the arbitrary makes (those have no space), so never one of the forecast's.
          const free = `free ${count}`;
          // An answer the forecast does not hold: added, changed, removed.
          expect(
            (
              await as(gina, `update public.decisions set answers = answers || $2 where id = $1`, [
                id,
                { [free]: text },
              ])
            ).ok,
          ).toBe(true);
          expect(
            (await as(gina, `update public.decisions set answers = answers - $2 where id = $1`, [id, free])).ok,
          ).toBe(true);
          // Any answer the forecast holds: refused.
          for (const question of Object.keys(forecast)) {
            const changed = await as(gina, `update public.decisions set answers = answers || $2 where id = $1`, [
              id,
              { [question]: `${String(forecast[question])} changed` },
            ]);
            expect(changed).toMatchObject(refusedAsFixed);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is refused when it disagrees with the answers, on an open decision, or as a date alone', async () => {
    const insert = `insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast, forecast_made_at)
      values ($1, 'F', 'b', '1', $2, $3, $4, $5, $6)`;
    expect(await as(gina, insert, ['decision-odd-1', 7, true, { 'f-1': '60' }, { 'f-1': '70' }, null])).toMatchObject(
      refusedAsFixed,
    );
    expect(await as(gina, insert, ['decision-odd-2', 3, false, FORECAST, FORECAST, null])).toMatchObject({
      ok: false,
      state: '23514',
    });
    expect(await as(gina, insert, ['decision-odd-3', 7, true, {}, null, new Date()])).toMatchObject({
      ok: false,
      state: '23514',
    });
    // An import gives the date it was made: kept.
    const made = new Date('2024-01-02T03:04:05.678Z');
    expect((await as(gina, insert, ['decision-odd-4', 7, true, FORECAST, FORECAST, made])).ok).toBe(true);
    const stored = await as(gina, `select forecast_made_at from public.decisions where id = 'decision-odd-4'`);
    expect(stored).toEqual({ ok: true, rows: [{ forecast_made_at: made }] });
  });

  it("is another user's to neither read nor change", async () => {
    const { id } = await completed(FORECAST);
    expect(await as(hugo, 'select forecast from public.decisions where id = $1', [id])).toEqual({ ok: true, rows: [] });
    const taken = await as(
      hugo,
      `update public.decisions set forecast = null, answers = '{}' where id = $1 returning id`,
      [id],
    );
    expect(taken).toEqual({ ok: true, rows: [] });
    const stats = await as(hugo, 'select public.my_storage_stats() as stats');
    expect(stats).toMatchObject({ ok: true, rows: [{ stats: expect.objectContaining({ forecasts: 0 }) }] });
    const own = await as(gina, 'select forecast from public.decisions where id = $1', [id]);
    expect(own).toEqual({ ok: true, rows: [{ forecast: FORECAST }] });
  });
});
