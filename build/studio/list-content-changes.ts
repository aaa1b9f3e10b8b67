/**
 * GET changes: the content folders against git HEAD, and every bank against its
 * last released version with the version bump its content needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bankFilesOnDisk } from '../../src/content/load-from-disk.ts';
import type { BankVersionStatus, ChangesReply } from '../../src/studio/studio-api-types.ts';
import { bankVersionStatus } from './bank-version-status.ts';
import { changesAgainstHead } from './changes-against-head.ts';

export function listContentChanges(root: string): ChangesReply {
  const banks = bankFilesOnDisk(root).flatMap((file): BankVersionStatus[] => {
    try {
      const status = bankVersionStatus(root, file, JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));
      return status ? [status] : [];
    } catch {
      // A bank that is not JSON is the content check's to report.
      return [];
    }
  });
  return { head: changesAgainstHead(root), banks };
}
