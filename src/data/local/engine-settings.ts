/**
 * How the embedded Postgres starts, the same in the browser's worker and in
 * Node (tests, scripts), so tests run the engine users get.
 *
 * Postgres sizes its buffer pool for a server (128 MB by default) and clears
 * all of it each time it starts: in the browser that was the largest single
 * cost of opening the database, paid on every visit before the first query.
 * Here the data files already live in memory and the database is one person's
 * journal, so a smaller pool only drops the clearing: it still holds the
 * tables and indexes a journal of ten thousand decisions reads. Measured with
 * `npm run bench:scale` and the database's opening in the README.
 */
import { PGlite } from '@electric-sql/pglite';

export const ENGINE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
