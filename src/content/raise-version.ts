/**
 * `version` ("major.minor.patch") raised by `bump`: the bumped number plus one
 * and every number after it back to 0, as semantic versioning counts.
 */
import type { VersionBump } from './version-bump.ts';

const PART: Record<VersionBump, number> = { minor: 1, patch: 2 };

export function raiseVersion(version: string, bump: VersionBump): string {
  const numbers = version.split('.').map(Number);
  const part = PART[bump];
  return [0, 1, 2]
    .map((index) => (index < part ? (numbers[index] ?? 0) : index === part ? (numbers[index] ?? 0) + 1 : 0))
    .join('.');
}
