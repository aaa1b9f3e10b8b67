/** localStorage as a Map, so each test starts from an empty device and can look at what was stored. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    /** Everything stored, as one string, for "does the key appear anywhere" checks. */
    dump: () => JSON.stringify([...items]),
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
