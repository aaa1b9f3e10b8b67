/** What the embedded runtime's auth and store need of a database: PGlite in Node, or the guarded worker in a tab. */
import type { PGliteInterface } from '@electric-sql/pglite';

export type SqlClient = Pick<PGliteInterface, 'query' | 'exec' | 'transaction'>;
