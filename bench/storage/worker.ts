/**
 * One database open and a run of saves as the app makes them (a transaction
 * as role authenticated with the user's claims, then an explicit flush), with
 * the bytes each save writes to browser storage counted at the storage APIs.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

let written = 0;
function sizeOf(value: unknown, depth = 0): number {
  if (value == null || depth > 3) return 0;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Blob) return value.size;
  if (typeof value === 'string') return value.length;
  if (typeof value === 'object') {
    let total = 0;
    for (const item of Object.values(value as Record<string, unknown>)) total += sizeOf(item, depth + 1);
    return total;
  }
  return 0;
}
const countArg = <T extends object>(proto: T, name: keyof T) => {
  const original = proto[name] as unknown as (...args: unknown[]) => unknown;
  if (typeof original !== 'function') return;
  (proto as Record<string, unknown>)[name as string] = function (this: unknown, ...args: unknown[]) {
    written += sizeOf(args[0]);
    return original.apply(this, args);
  };
};
countArg(IDBObjectStore.prototype, 'put');
countArg(IDBObjectStore.prototype, 'add');
const g = globalThis as unknown as Record<string, { prototype: object } | undefined>;
const syncHandle = g.FileSystemSyncAccessHandle;
if (syncHandle) countArg(syncHandle.prototype as { write: unknown }, 'write');
const writable = g.FileSystemWritableFileStream;
if (writable) countArg(writable.prototype as { write: unknown }, 'write');

const DIRS: Record<string, string> = {
  idb: 'idb://bench',
  'opfs-ahp': 'opfs-ahp://bench',
  memfs2opfs: 'memfs2opfs://bench',
};

addEventListener('message', async (event: MessageEvent<Record<string, string>>) => {
  const o = event.data;
  try {
    const t0 = performance.now();
    const snapshot = o.phase === 'fresh' ? await (await fetch(`/${o.snapshot}`)).blob() : undefined;
    const t1 = performance.now();
    const { OpfsAhpFS } = await import('@electric-sql/pglite/opfs-ahp');
    const db = await PGlite.create({
      ...(o.fs === 'opfs-ahp' ? { fs: new OpfsAhpFS('bench', { initialPoolSize: 1600 }) } : { dataDir: DIRS[o.fs] }),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
      extensions: { pgcrypto },
      relaxedDurability: o.relaxed === '1',
    });
    await db.waitReady;
    const t2 = performance.now();
    await db.query('select 1');
    const t3 = performance.now();
    const bytesAfterOpen = written;
    let userId: string;
    let signUpMs = 0;
    if (o.phase === 'fresh') {
      const s = performance.now();
      const row = (
        await db.query<{ id: string }>('select auth.local_sign_up($1, $2) as id', [
          `u${Date.now()}@x.io`,
          'secret-pass',
        ])
      ).rows[0];
      userId = row?.id ?? '';
      signUpMs = performance.now() - s;
    } else {
      userId = (await db.query<{ id: string }>('select id from auth.users limit 1')).rows[0]?.id ?? '';
    }
    if (o.flush === '1') await db.syncToFs();
    const saves: { ms: number; bytes: number }[] = [];
    const answers: Record<string, string> = {};
    for (let i = 0; i < Number(o.saves ?? 10); i++) {
      answers[`q${i}`] = 'An answer of a reasonable length, as an investor would type it. '.repeat(4);
      const before = written;
      const s = performance.now();
      await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
        ]);
        await tx.query(
          `insert into public.decisions (user_id, id, name, bank_id, bank_version, stage, answers)
           values ($1, $2, 'bench', 'decision-checkpoint', '1', 1, $3)
           on conflict (user_id, id) do update set answers = excluded.answers`,
          [userId, `decision-${o.phase}-${i % 3}`, JSON.stringify(answers)],
        );
      });
      if (o.flush === '1') await db.syncToFs();
      const ms = performance.now() - s;
      // Relaxed durability flushes after the answer: count what lands within a moment.
      await new Promise((r) => setTimeout(r, 300));
      saves.push({ ms, bytes: written - before });
    }
    const rows = (await db.query<{ n: number }>('select count(*)::int as n from public.decisions')).rows[0]?.n;
    const usage = (await navigator.storage.estimate()).usage;
    if (o.close === '1') await db.close();
    postMessage({
      fetchMs: t1 - t0,
      openMs: t2 - t1,
      firstQueryMs: t3 - t2,
      totalToQueryMs: t3 - t0,
      bytesAfterOpen,
      signUpMs,
      saves,
      rows,
      usage,
    });
  } catch (error) {
    postMessage({ error: String((error as Error)?.stack ?? error) });
  }
});
