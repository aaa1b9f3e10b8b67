/**
 * What an RJSF edit changed, as data to write into a content file: RJSF hands
 * back the whole form's data with each object's keys in the schema's order and
 * with what it filled in for display (an empty `otherwise: {}` for every rule
 * without one). Written as it comes, one typed number would rewrite every rule
 * whose author ordered its keys otherwise, and add the fillings. So each
 * object keeps the key order the file had (new keys after), and a key the file
 * lacked is left out while it holds nothing or just what RJSF filled in. Items of a list
 * are matched by their place.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a value holds nothing: what RJSF puts in an optional object it draws (`{}`), or in one of its fields. */
const holdsNothing = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every(holdsNothing));

/**
 * `next` (the form's data after an edit) in the order of `old` (the file's data), without the keys `old` lacks
 * whose value holds nothing or is still what `filled` (the file's data as the form filled it in) holds there.
 */
export function editedData(next: unknown, old: unknown, filled: unknown): unknown {
  const at = (value: unknown, key: string | number) =>
    isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  if (Array.isArray(next)) {
    return next.map((item, index) =>
      Array.isArray(old) && index < old.length ? editedData(item, old[index], at(filled, index)) : item,
    );
  }
  if (!isRecord(next) || !isRecord(old)) return next;
  const oldKeys = Object.keys(old);
  const added = Object.keys(next).filter(
    (key) =>
      !oldKeys.includes(key) &&
      !holdsNothing(next[key]) &&
      !(isRecord(filled) && key in filled && same(next[key], filled[key])),
  );
  const keys = [...oldKeys.filter((key) => key in next), ...added];
  return Object.fromEntries(
    keys.map((key) => [key, key in old ? editedData(next[key], old[key], at(filled, key)) : next[key]]),
  );
}
