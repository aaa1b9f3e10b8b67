/**
 * Whether this browser already holds the embedded database, asked of
 * IndexedDB directly (worker side): a first visit then loads the migrated
 * snapshot, a returning one opens what is there. PGlite refuses to load a
 * snapshot over an existing database, and opening an empty one would run
 * initdb, so the answer must be known before PGlite starts.
 */
const FILE_STORE = 'FILE_DATA';

export async function idbDatabaseExists(name: string, marker = `${name}/PG_VERSION`): Promise<boolean> {
  if (typeof indexedDB.databases === 'function') {
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === name)) return false;
  }
  return new Promise<boolean>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another connection'));
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FILE_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction(FILE_STORE, 'readonly').objectStore(FILE_STORE).count(marker);
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        reject(count.error);
      };
    };
  });
}
