/**
 * A small schema kit for the shapes the app stores: one declaration per stored
 * type gives both its check and its TypeScript type, so a field a view reads
 * cannot be left out of the check. Written here rather than taken from a
 * library because the checks must run under a strict Content-Security-Policy
 * (no generated code, so no ajv compile at runtime) and stay out of the first
 * chunk's weight.
 */

export interface Schema<T> {
  /** True when `value` has the shape; never throws, whatever `value` is. */
  is(value: unknown): value is T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

const schema = <T>(is: (value: unknown) => boolean): Schema<T> => ({ is: is as (value: unknown) => value is T });

export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string = (options: { min?: number; max?: number; pattern?: RegExp } = {}): Schema<string> =>
  schema(
    (value) =>
      typeof value === 'string' &&
      (options.min === undefined || value.length >= options.min) &&
      (options.max === undefined || value.length <= options.max) &&
      (options.pattern === undefined || options.pattern.test(value)),
  );

export const number = (options: { min?: number; max?: number; integer?: boolean } = {}): Schema<number> =>
  schema(
    (value) =>
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!options.integer || Number.isInteger(value)) &&
      (options.min === undefined || value >= options.min) &&
      (options.max === undefined || value <= options.max),
  );

export const boolean = (): Schema<boolean> => schema((value) => typeof value === 'boolean');

export const literal = <const T extends readonly (string | number | boolean)[]>(...values: T): Schema<T[number]> =>
  schema((value) => values.includes(value as T[number]));

export const array = <T>(item: Schema<T>, options: { max?: number } = {}): Schema<T[]> =>
  schema(
    (value) =>
      Array.isArray(value) && (options.max === undefined || value.length <= options.max) && value.every(item.is),
  );

export const nullable = <T>(inner: Schema<T>): Schema<T | null> => ({
  ...schema<T | null>((value) => value === null || inner.is(value)),
  ...fieldsOf(inner),
});

export const union = <A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> => schema((value) => a.is(value) || b.is(value));

/** An object schema's fields, carried by wrappers (nullable, optional, refine) for firstBadPath. */
function fieldsOf(inner: Schema<unknown>): { fields?: Record<string, Schema<unknown>> } {
  const fields = (inner as { fields?: Record<string, Schema<unknown>> }).fields;
  return fields ? { fields } : {};
}

/** Own keys matching `key`, values matching `value`; `required` keys must be present. */
export const record = <K extends string, V>(
  key: Schema<K>,
  value: Schema<V>,
  options: { required?: readonly K[]; max?: number } = {},
): Schema<Record<K, V>> =>
  schema((input) => {
    if (!isPlainRecord(input)) return false;
    // Walked key by key, not through Object.entries: a journal's load checks tens of thousands of records,
    // and an array of pairs for each would be garbage the page then spends its time collecting.
    let count = 0;
    for (const k in input) {
      if (!Object.hasOwn(input, k)) continue;
      count += 1;
      if (options.max !== undefined && count > options.max) return false;
      if (!key.is(k) || !value.is(input[k])) return false;
    }
    return (options.required ?? []).every((k) => Object.hasOwn(input, k));
  });

declare const optionalMark: unique symbol;
interface Optional<T> extends Schema<T | undefined> {
  readonly [optionalMark]: true;
}

/** A field that may be missing (or undefined); when present it must match. */
export const optional = <T>(inner: Schema<T>): Optional<T> =>
  ({
    is: (value: unknown) => value === undefined || inner.is(value),
    optional: true,
    ...fieldsOf(inner),
  }) as unknown as Optional<T>;

type Fields = Record<string, Schema<unknown>>;
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? never : K }[keyof F];
type OptionalKeys<F extends Fields> = Exclude<keyof F, RequiredKeys<F>>;
type Flatten<T> = { [K in keyof T]: T[K] };
export type ObjectOf<F extends Fields> = Flatten<
  { [K in RequiredKeys<F>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Exclude<Infer<F[K]>, undefined> }
>;

/** Every listed field is checked (own properties only); fields not listed are allowed and ignored. */
export const object = <F extends Fields>(fields: F): Schema<ObjectOf<F>> & { fields: F } => {
  // The fields are listed once, when the schema is made, not on every check (see record).
  const listed = Object.entries(fields);
  return {
    fields,
    is: (value: unknown): value is ObjectOf<F> =>
      isPlainRecord(value) &&
      listed.every(([name, field]) => (Object.hasOwn(value, name) ? field.is(value[name]) : field.is(undefined))),
  };
};

/** Adds a check across fields; keeps the base's fields, so firstBadPath still finds a bad one. */
export const refine = <T>(base: Schema<T>, check: (value: T) => boolean): Schema<T> => ({
  ...schema<T>((value) => base.is(value) && check(value)),
  ...fieldsOf(base),
});

/**
 * Where `value` first fails `schema`, as a dotted path of field names (e.g.
 * `result.description`), descending through object schemas only; '' when the
 * value as a whole is wrong (not an object, or a check across fields), null
 * when it passes. Lets an import say which field of which record is wrong.
 */
export function firstBadPath(schema: Schema<unknown>, value: unknown): string | null {
  if (schema.is(value)) return null;
  const fields = (schema as { fields?: Fields }).fields;
  if (!fields || !isPlainRecord(value)) return '';
  for (const [name, field] of Object.entries(fields)) {
    const inner = Object.hasOwn(value, name) ? value[name] : undefined;
    const below = firstBadPath(field, inner);
    if (below !== null) return below === '' ? name : `${name}.${below}`;
  }
  return '';
}
