/*
 * Evaluated inside a dedicated worker (the embedded database's): counts the
 * bytes it hands to storage. PGlite on idb:// stores each changed file as an
 * IndexedDB record { timestamp, mode, contents: Uint8Array }; a store on OPFS
 * writes through FileSystemSyncAccessHandle or a writable stream. The totals
 * live on the worker's globalThis.__benchWrites for the benchmark to read.
 *
 * An expression (not a statement list): Playwright's worker.evaluate returns its value.
 */
(() => {
  const scope = globalThis;
  if (scope.__benchWrites) return { name: scope.name ?? '', already: true };
  const counter = { bytes: 0, writes: 0, installedAt: performance.now(), hooks: [] };
  scope.__benchWrites = counter;

  const sizeOf = (value, depth) => {
    if (value === null || value === undefined || depth > 6) return 0;
    if (value instanceof ArrayBuffer) return value.byteLength;
    if (typeof SharedArrayBuffer !== 'undefined' && value instanceof SharedArrayBuffer) return value.byteLength;
    if (ArrayBuffer.isView(value)) return value.byteLength;
    if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size;
    if (typeof value === 'string') return new TextEncoder().encode(value).byteLength;
    if (Array.isArray(value)) return value.reduce((sum, item) => sum + sizeOf(item, depth + 1), 0);
    if (typeof value === 'object' && 'contents' in value) return sizeOf(value.contents, depth + 1);
    if (typeof value === 'object' && 'data' in value && value.type === 'write') return sizeOf(value.data, depth + 1);
    return 0;
  };

  const wrap = (proto, method, label, pick) => {
    const original = proto?.[method];
    if (typeof original !== 'function') return;
    proto[method] = function (...args) {
      counter.bytes += sizeOf(pick(args), 0);
      counter.writes += 1;
      return original.apply(this, args);
    };
    counter.hooks.push(label);
  };

  wrap(scope.IDBObjectStore?.prototype, 'put', 'IDBObjectStore.put', (args) => args[0]);
  wrap(scope.IDBObjectStore?.prototype, 'add', 'IDBObjectStore.add', (args) => args[0]);
  wrap(scope.FileSystemSyncAccessHandle?.prototype, 'write', 'FileSystemSyncAccessHandle.write', (args) => args[0]);
  wrap(scope.FileSystemWritableFileStream?.prototype, 'write', 'FileSystemWritableFileStream.write', (args) => args[0]);

  return { name: scope.name ?? '', already: false, hooks: counter.hooks };
})();
