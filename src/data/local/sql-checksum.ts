/** The checksum recorded for each applied database script (Node: build time, tests, scripts). */
import { createHash } from 'node:crypto';

export function sqlChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}
