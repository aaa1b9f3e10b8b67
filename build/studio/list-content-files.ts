/**
 * The JSON files the studio offers: every .json under questionnaires/ and
 * scoring-rules/ (schemas and released versions too), as paths relative to the
 * root in sorted order. Symlinks are not followed, so a link leading elsewhere
 * is never listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FOLDERS } from './content-folders.ts';

function jsonFilesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return jsonFilesUnder(root, relative);
    return entry.isFile() && entry.name.endsWith('.json') ? [relative] : [];
  });
}

export function listContentFiles(root: string): string[] {
  return CONTENT_FOLDERS.flatMap((folder) => jsonFilesUnder(root, folder)).sort();
}
