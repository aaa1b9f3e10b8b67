/**
 * Accepting a suggested version for a bank that is not open in the editor:
 * its text as on disk with "version" set, saved the way the page saves
 * (the server's write, which formats it and refuses it if the check does).
 */
import type { WriteReply } from './studio-api-types';
import type { StudioClient, StudioResult } from './studio-client';
import { withVersion } from './with-version';

export async function writeVersionBump(
  client: StudioClient,
  file: string,
  version: string,
): Promise<StudioResult<WriteReply>> {
  const read = await client.readFile(file);
  if (!read.ok) return read;
  return client.write(file, withVersion(read.body.text, version), false);
}
