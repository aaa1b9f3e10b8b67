/**
 * What `npm run content -- release` does, over one content root: refuse while
 * the banks or the glossary have problems, or while a released version was
 * changed in place or went below one (writing nothing); otherwise record every
 * bank's current version in the lock and write its released copy. Written once
 * so the command line and the content studio's Release can never disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Problem } from '../content/problem';
import { LOCK_FILE, type ReleaseOutcome, releaseVersions } from '../content/version-lock';

export type ContentRelease =
  | { status: 'problems'; problems: Problem[] }
  | { status: 'refused'; outcomes: ReleaseOutcome[] }
  /** `written`: the files whose text the release changed (the lock and each new copy), relative to the root. */
  | { status: 'released'; outcomes: ReleaseOutcome[]; written: string[] };

const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

export function releaseContent(root: string): ContentRelease {
  const { banks, problems } = loadContentFromDisk(root);
  if (problems.length > 0) return { status: 'problems', problems };
  const lockBefore = readText(path.join(root, LOCK_FILE));
  const outcomes = releaseVersions(root, banks);
  if (outcomes.some(({ status }) => status === 'edited-in-place' || status === 'lower-than-released')) {
    return { status: 'refused', outcomes };
  }
  const copies = outcomes.flatMap((outcome) => (outcome.status === 'released' ? [outcome.copy] : []));
  const lockChanged = readText(path.join(root, LOCK_FILE)) !== lockBefore;
  return { status: 'released', outcomes, written: [...(lockChanged ? [LOCK_FILE] : []), ...copies] };
}
