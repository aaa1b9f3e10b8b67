/**
 * Every store call switches to the request's role and claims first; the
 * claims travel inside the SQL text, so a user id with quotes in it must come
 * out exactly as it went in and run nothing of its own.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, literal, readAsRole, readRowsAsRole, textArray } from './as-role';
import { openMigratedCopy } from './node-database';

let db: Awaited<ReturnType<typeof openMigratedCopy>>;

beforeAll(async () => {
  db = await openMigratedCopy();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('queries as the request’s role', () => {
  it('see exactly the claims they were given, whatever the user id holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uuid(),
          fc.string().filter((text) => !text.includes('\u0000')),
          fc.constant("x', true); drop table public.decisions; --"),
        ),
        async (userId) => {
          const seen = await asRole(db, { role: 'authenticated', userId }, async (tx) => {
            const { rows } = await tx.query<{ role: string; claims: string }>(
              `select current_setting('role') as role, current_setting('request.jwt.claims') as claims`,
            );
            return rows[0];
          });
          expect(seen?.role).toBe('authenticated');
          expect(JSON.parse(seen?.claims ?? '{}')).toEqual({ sub: userId, role: 'authenticated' });
        },
      ),
      { numRuns: 50 },
    );
    const { rows } = await db.query<{ present: boolean }>(
      `select to_regclass('public.decisions') is not null as present`,
    );
    expect(rows[0]?.present).toBe(true);
  });

  it('are the anonymous role when nobody is signed in', async () => {
    const role = await asRole(db, { role: 'anon' }, async (tx) => {
      const { rows } = await tx.query<{ role: string }>(`select current_setting('role') as role`);
      return rows[0]?.role;
    });
    expect(role).toBe('anon');
  });

  it('read in one message sees the same claims, and leaves the connection as it found it', async () => {
    const owner = async () =>
      (
        await db.query<{ who: string; claims: string }>(
          `select current_user as who, coalesce(current_setting('request.jwt.claims', true), '') as claims`,
        )
      ).rows[0];
    const before = await owner();
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((text) => !text.includes('\u0000')),
        async (userId) => {
          const { rows } = await readAsRole(
            db,
            { role: 'authenticated', userId },
            `select current_setting('role') as role, current_setting('request.jwt.claims') as claims, ${literal(userId)} as echoed`,
          );
          const [seen] = rows as { role: string; claims: string; echoed: string }[];
          expect(seen?.role).toBe('authenticated');
          expect(JSON.parse(seen?.claims ?? '{}')).toEqual({ sub: userId, role: 'authenticated' });
          expect(seen?.echoed).toBe(userId);
          expect(await owner()).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
    await expect(
      readAsRole(db, { role: 'authenticated', userId: 'x' }, 'select * from public.no_such_table'),
    ).rejects.toThrow();
    expect(await owner()).toEqual(before);
  });

  it('read in one message refuses more than one statement', async () => {
    await expect(readAsRole(db, { role: 'anon' }, 'select 1; select 2')).rejects.toThrow(/exactly one statement/);
  });

  it('writes any list of texts as an array that reads back the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string().filter((text) => !text.includes('\u0000')),
          { maxLength: 6 },
        ),
        async (values) => {
          const { rows } = await readAsRole(db, { role: 'anon' }, `select ${textArray(values)} as values`);
          expect((rows[0] as { values: string[] }).values).toEqual(values);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a list as one text that parses to the rows, in the statement’s order, as PostgREST gives them', async () => {
    const answer = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !text.includes('\u0000')),
      fc.oneof(
        fc.string().filter((text) => !text.includes('\u0000')),
        fc.integer(),
        fc.boolean(),
      ),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: fc.string().filter((text) => !text.includes('\u0000')),
            answers: answer,
            tags: fc.array(
              fc.string({ maxLength: 8 }).filter((text) => !text.includes('\u0000')),
              { maxLength: 3 },
            ),
            at: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
          }),
          { maxLength: 8 },
        ),
        async (items) => {
          const values = items
            .map(
              (item, i) =>
                `(${i}, ${literal(item.name)}, ${literal(JSON.stringify(item.answers))}::jsonb, ${textArray(item.tags)}, ${literal(item.at.toISOString())}::timestamptz)`,
            )
            .join(', ');
          const sql =
            items.length === 0
              ? 'select 1 as n where false'
              : `select n, name, answers, tags, at from (values ${values}) as v(n, name, answers, tags, at) order by n desc`;
          const rows = await readRowsAsRole(db, { role: 'anon' }, sql);
          expect(rows.map((row) => row.n)).toEqual(items.map((_, i) => i).reverse());
          rows.forEach((row, at) => {
            const item = items[items.length - 1 - at];
            expect(row.name).toBe(item?.name);
            expect(row.answers).toEqual(item?.answers);
            expect(row.tags).toEqual(item?.tags);
            expect(new Date(String(row.at)).getTime()).toBe(item?.at.getTime());
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a list as one text and fails as the statement fails', async () => {
    await expect(readRowsAsRole(db, { role: 'anon' }, 'select * from public.no_such_table')).rejects.toThrow();
  });
});
