/** Messages the database worker sends its tab besides PGlite's own protocol. */
import type { DownloadProgress } from './download-progress';

export const DOWNLOAD_PROGRESS = 'investment-checkpoint:download-progress';

export interface DownloadProgressMessage extends DownloadProgress {
  type: typeof DOWNLOAD_PROGRESS;
}

export function isDownloadProgressMessage(data: unknown): data is DownloadProgressMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DOWNLOAD_PROGRESS;
}
