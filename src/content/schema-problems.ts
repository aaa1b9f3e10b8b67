/**
 * Validates parsed JSON against a meta-schema and turns Ajv's errors into
 * problems a content editor can act on ("missing the zh text", not "must have
 * required property 'zh'"). Node-only: the app never ships an Ajv compiler.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { childPath, pointerToPath } from './json-path.ts';
import type { Problem } from './problem.ts';

// verbose: errors carry their parentSchema, which tells a translation from any other field.
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const compiled = new WeakMap<object, ValidateFunction>();
const compiledById = new Map<string, { source: string; validate: ValidateFunction }>();

/**
 * One compiled validator per schema. Schemas read from disk arrive as new objects
 * each time, so those with an $id are cached by id (and recompiled if edited);
 * Ajv refuses to register the same $id twice.
 */
function validatorFor(schema: object): ValidateFunction {
  const known = compiled.get(schema);
  if (known) return known;
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') {
    const validate = ajv.compile(schema);
    compiled.set(schema, validate);
    return validate;
  }
  const source = JSON.stringify(schema);
  const cached = compiledById.get(id);
  if (cached?.source === source) return cached.validate;
  if (cached) ajv.removeSchema(id);
  const validate = ajv.compile(schema);
  compiledById.set(id, { source, validate });
  compiled.set(schema, validate);
  return validate;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', zh: 'Chinese' };
/** The meta-schemas' pattern for a translated text: at least one non-space character. */
const TEXT_PATTERN = '\\S';

interface Explained {
  message: string;
  /** True when only a translation is missing or empty: the content is still usable. */
  textOnly: boolean;
}

function isTranslationKey(error: ErrorObject, key: string): boolean {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return key in LANGUAGE_NAMES && !!properties && Object.keys(LANGUAGE_NAMES).every((lang) => lang in properties);
}

function explain(error: ErrorObject, data: unknown): Explained | undefined {
  const params = error.params as Record<string, unknown>;
  const structural = (message: string): Explained => ({ message, textOnly: false });
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      if (isTranslationKey(error, missing)) {
        return { message: `missing the ${missing} (${LANGUAGE_NAMES[missing]}) text`, textOnly: true };
      }
      if (missing === 'options') return structural('this question type needs a list of options');
      return structural(`missing "${missing}"`);
    }
    case 'not':
      return structural('this question type takes no options; remove "options"');
    case 'additionalProperties':
      return structural(`unknown field "${String(params.additionalProperty)}"`);
    case 'minLength':
      return { message: 'the text is empty', textOnly: true };
    case 'pattern':
      return params.pattern === TEXT_PATTERN
        ? { message: 'the text is empty', textOnly: true }
        : structural(
            `${JSON.stringify(valueAt(data, error.instancePath))} is not a valid id: use letters, digits, "-" and "_"`,
          );
    case 'enum':
      return structural(`must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`);
    case 'type':
      return structural(`must be ${article(String(params.type))}`);
    case 'minItems':
      return structural(`needs at least ${String(params.limit)} item(s)`);
    case 'if':
      // The failing `then`/`else` branch is reported on its own.
      return undefined;
    default:
      return structural(error.message ?? 'is invalid');
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
}

function errorPath(error: ErrorObject): string {
  const base = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return childPath(base, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') return childPath(base, String(params.additionalProperty));
  return base;
}

export interface SchemaReport {
  problems: Problem[];
  /** False when some problem is more than a missing or empty translation. */
  usable: boolean;
}

/** Problems of `data` against `schema` (duplicates dropped), and whether the data is still usable. */
export function schemaReport(schema: object, data: unknown, file: string): SchemaReport {
  const validate = validatorFor(schema);
  if (validate(data)) return { problems: [], usable: true };
  const seen = new Set<string>();
  const problems: Problem[] = [];
  let usable = true;
  for (const error of validate.errors ?? []) {
    const explained = explain(error, data);
    if (!explained) continue;
    usable &&= explained.textOnly;
    const problem = { file, path: errorPath(error), message: explained.message };
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return { problems, usable };
}

/** Problems of `data` against `schema`; empty when valid. */
export function schemaProblems(schema: object, data: unknown, file: string): Problem[] {
  return schemaReport(schema, data, file).problems;
}
