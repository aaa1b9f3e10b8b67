/**
 * What the My data page needs of the export file without its checks, which
 * only the stores run: its format's name, the name a file is saved under, and
 * the largest file it reads (see tests/bundle-budgets.json).
 */

export const EXPORT_FORMAT = 'investment-checkpoint-export';

/** The file name an export is saved under: the format's name and the local date. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${EXPORT_FORMAT}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Far beyond a lifetime of journals; a bigger file is refused before it is read into memory. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
