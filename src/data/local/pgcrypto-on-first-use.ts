/**
 * pgcrypto, compiled when a query first needs it rather than before the
 * database starts.
 *
 * PGlite unpacks an extension's files before Postgres starts and, by default,
 * also compiles and links its library there, on the start's critical path.
 * pgcrypto's library is large and serves only the local sign-in (password
 * hashing), which a returning investor with a session never calls. With the
 * library's compilation switched off at start, its file is still written where
 * Postgres looks for it, and Postgres loads it the way it loads every other
 * library it has not preloaded (plpgsql, for one): on the first call of one of
 * its functions, compiled then in this worker. The extension's SQL objects
 * are in the database already; nothing about them changes.
 */
import type { Extension } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

export const pgcryptoOnFirstUse: Extension = {
  name: pgcrypto.name,
  async setup(pg, emscriptenOpts) {
    const bundle = await pgcrypto.setup(pg, emscriptenOpts);
    // Emscripten's own switch: with it, files ending in .so are written as they are, not compiled on arrival.
    return { ...bundle, emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true } };
  },
};
