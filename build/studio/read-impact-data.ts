/**
 * GET impact-data: the banks and the fixture records as `npm run content -- diff`
 * reads them from disk, for the page's worker to score. A fixture file that
 * cannot be read throws, which the plugin answers as a server failure.
 */
import { fixtureRecords } from '../../src/cli/diff/records.ts';
import { loadContentFromDisk } from '../../src/content/load-from-disk.ts';
import type { ImpactDataReply } from '../../src/studio/studio-api-types.ts';
import type { StudioReply } from './studio-reply.ts';

export function readImpactData(root: string): StudioReply {
  const body: ImpactDataReply = { banks: loadContentFromDisk(root).banks, fixtures: fixtureRecords(root) };
  return { status: 200, body };
}
