/**
 * Which option values of a bank are released: those its last released version
 * has, question by question. Stored answers hold these values, so the bank form
 * shows them read-only. The last released version is the highest one
 * questionnaires/versions.lock.json records for the bank's id (as
 * `content check` reads it), and its copy lies in the bank's folder under
 * versions/<version>.json.
 */
import { compareVersions } from '../content/compare-versions';

export const LOCK_FILE = 'questionnaires/versions.lock.json';

/** The released option values of a bank, by question id; `version` the release they come from. */
export interface ReleasedOptions {
  version: string;
  values: ReadonlyMap<string, ReadonlySet<string>>;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The highest version the lock's text records for bank `id`; undefined for a bank never released. */
export function newestReleased(lockText: string, id: string): string | undefined {
  const versions = asObject(asObject(asObject(parse(lockText))?.banks)?.[id]);
  return versions ? Object.keys(versions).sort(compareVersions).at(-1) : undefined;
}

/** Where the copy of a released version of the bank `file` lies. */
export function releasedCopyPath(file: string, version: string): string {
  return `${file.slice(0, file.lastIndexOf('/'))}/versions/${version}.json`;
}

/** The option values of each question of a bank's text (a released copy), by question id. */
export function optionValuesOf(bankText: string): Map<string, Set<string>> {
  const values = new Map<string, Set<string>>();
  const sections = asObject(parse(bankText))?.sections;
  for (const section of Array.isArray(sections) ? sections : []) {
    const questions = asObject(section)?.questions;
    for (const question of Array.isArray(questions) ? questions : []) {
      const { id, options } = asObject(question) ?? {};
      if (typeof id !== 'string' || !Array.isArray(options)) continue;
      const found = options.map((option) => asObject(option)?.value).filter((value) => typeof value === 'string');
      values.set(id, new Set(found as string[]));
    }
  }
  return values;
}
