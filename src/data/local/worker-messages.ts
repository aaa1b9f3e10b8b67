/** Messages between the database worker and its tab besides PGlite's own protocol. */
import type { DownloadProgress } from './download-progress';

export const DOWNLOAD_PROGRESS = 'investment-checkpoint:download-progress';

export interface DownloadProgressMessage extends DownloadProgress {
  type: typeof DOWNLOAD_PROGRESS;
}

export function isDownloadProgressMessage(data: unknown): data is DownloadProgressMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DOWNLOAD_PROGRESS;
}

export const OPEN_FAILED = 'investment-checkpoint:open-failed';

/**
 * The leader's worker could not open or migrate the database. Without this the
 * tab would wait for a readiness that never comes; the message carries no data
 * of the user's, only what failed.
 */
export interface OpenFailedMessage {
  type: typeof OPEN_FAILED;
  /** 'app-outdated': the database was upgraded by a newer version of the app than this tab's. */
  reason: 'app-outdated' | 'failed';
  message: string;
}

export function isOpenFailedMessage(data: unknown): data is OpenFailedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OPEN_FAILED;
}
