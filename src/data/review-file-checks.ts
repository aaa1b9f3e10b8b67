/**
 * What reading a review packet and reading a response share: a file anyone
 * could have written or edited is refused before it is parsed when it is too
 * large or nested too deeply to be one, refused when it is no JSON, and
 * refused when any key anywhere is one JavaScript gives a meaning
 * (`__proto__`, `constructor`, `prototype`), so no later code can be tricked
 * by one. Texts are kept exactly as written: HTML in an answer stays text,
 * which React escapes when it shows it.
 */
import { LIMITS } from './limits';
import type { PacketErrorKey } from './packet-error-keys';
import { isPlainRecord, refine, string } from './schema';

/** Why a file was refused: a `packets` message key (qualified) and its parameters. */
export interface FileProblem {
  key: PacketErrorKey;
  params: Record<string, string>;
}

export const fileProblem = (key: PacketErrorKey, params: Record<string, string> = {}): FileProblem => ({ key, params });

/** The keys refused anywhere in a file. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A date and time in full ISO 8601 (as `Date.toISOString` writes it, or with an offset), and a real one. */
export const isIsoTime = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** The database's id rule, which packet, response and decision ids follow. */
export const ID = string({ pattern: /^[A-Za-z0-9_-]{1,64}$/ });
/** `sha256:` and 64 lower-case hex digits, as packetHash writes it. */
export const HASH = string({ pattern: /^sha256:[0-9a-f]{64}$/ });
export const TIME = refine(string({ max: 40 }), isIsoTime);
/** A display name: its characters are counted exactly afterwards (profileNameProblem); this bounds the work. */
export const DISPLAY_NAME = string({ max: LIMITS.profileName * 2 });

/** UTF-8 bytes of `text` above `max`; a text longer in UTF-16 units than `max` is (each unit is at least a byte). */
function tooLarge(text: string, max: number): boolean {
  return text.length > max || new TextEncoder().encode(text).length > max;
}

/**
 * How deeply the JSON text nests arrays and objects, read without parsing it
 * (brackets inside strings do not count), stopping as soon as it passes `max`:
 * a hostile file of a million brackets is refused without building anything.
 */
export function nestingDepthAbove(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** The dotted path of the first key anywhere in `value` that is a prototype name; null when there is none. */
export function prototypeKeyPath(value: unknown, path = ''): string | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = prototypeKeyPath(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainRecord(value)) return null;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return here;
    const found = prototypeKeyPath(value[key], here);
    if (found !== null) return found;
  }
  return null;
}

/** The first own key of `value` that is not one of `fields`, with `prefix`; null when every key is one. */
export function unknownField(value: Record<string, unknown>, fields: readonly string[], prefix = ''): string | null {
  const key = Object.keys(value).find((name) => !fields.includes(name));
  return key === undefined ? null : `${prefix}${key}`;
}

/** The keys one kind of file refuses with, so a packet and a response say which file is wrong. */
export interface FileKeys {
  tooLarge: PacketErrorKey;
  notJson: PacketErrorKey;
  tooDeep: PacketErrorKey;
  foreign: PacketErrorKey;
  /** The other kind of file of a second opinion, opened in the wrong place. */
  otherKind: PacketErrorKey;
  newerVersion: PacketErrorKey;
  badField: PacketErrorKey;
}

export interface FileKind {
  format: string;
  version: number;
  /** The other kind's format: a file of it is refused with `keys.otherKind`. */
  otherFormat: string;
  keys: FileKeys;
}

export type ReviewRecordRead = { ok: true; data: Record<string, unknown> } | { ok: false; problem: FileProblem };

const refuse = (key: PacketErrorKey, params: Record<string, string> = {}) => ({
  ok: false as const,
  problem: fileProblem(key, params),
});

/**
 * The file's top-level record once it is small and shallow enough, JSON, of
 * the expected format and a version this app reads, and free of prototype
 * keys; otherwise the first problem.
 */
export function parseReviewFile(text: string, kind: FileKind): ReviewRecordRead {
  const { keys } = kind;
  if (tooLarge(text, LIMITS.reviewFileBytes)) {
    return refuse(keys.tooLarge, { max: String(LIMITS.reviewFileBytes / 1_000_000) });
  }
  if (nestingDepthAbove(text, LIMITS.reviewFileDepth)) {
    return refuse(keys.tooDeep, { max: String(LIMITS.reviewFileDepth) });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(keys.notJson);
  }
  return checkReviewRecord(data, kind);
}

/**
 * What `parseReviewFile` checks once the text is parsed: a value that arrived
 * already parsed (a response a share carried back from the database) passes
 * the same checks as a file's.
 */
export function checkReviewRecord(data: unknown, kind: FileKind): ReviewRecordRead {
  const { keys } = kind;
  if (!isPlainRecord(data)) return refuse(keys.foreign);
  if (data.format === kind.otherFormat) return refuse(keys.otherKind);
  if (data.format !== kind.format) return refuse(keys.foreign);
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse(keys.badField, { field: 'version' });
  }
  if (version > kind.version) {
    return refuse(keys.newerVersion, { version: String(version), supported: String(kind.version) });
  }
  // Read before any other field: no check after this one meets such a key.
  const prototypeKey = prototypeKeyPath(data);
  if (prototypeKey !== null) return refuse(keys.badField, { field: prototypeKey });
  return { ok: true, data };
}
