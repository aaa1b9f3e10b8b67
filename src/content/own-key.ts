/**
 * Looking a text up by a key that comes from data (an answer, a stored key, a
 * service's reply). A plain object also answers for the keys it inherits, so
 * `table['constructor']` is a function and `'toString' in table` is true;
 * these read only the object's own entries.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function hasOwnKey(record: object | null | undefined, key: string): boolean {
  return record != null && Object.hasOwn(record, key);
}
