/**
 * Names of the embedded database in the browser. Never rename them: data
 * would seem lost, and tabs of two builds would stop finding each other.
 */

/** PGlite's data directory: IndexedDB, under PGlite's mount point. */
export const LOCAL_DATA_DIR = 'idb://investment-checkpoint';

/** The IndexedDB database PGlite's file system keeps the data directory in. */
export const LOCAL_IDB_NAME = '/pglite/investment-checkpoint';

/**
 * The leader lock every tab's database worker competes for. PGlite's default
 * lock name contains the worker script's URL, which carries a content hash: two
 * builds would then each elect a leader over the same IndexedDB database, and
 * whichever flushed last would erase the other's saves.
 */
export const LOCAL_DATABASE_LOCK = 'investment-checkpoint-database';
