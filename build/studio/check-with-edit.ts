/**
 * What `npm run content -- check` would say were `file` to hold `text`: the
 * content folders are copied to a scratch folder, the edit is written there and
 * the command's own check runs on the copy, so the files on disk are never
 * touched before the editor decides to save.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '../../src/cli/check-content.ts';
import type { Problem } from '../../src/content/problem.ts';
import { CONTENT_FOLDERS } from './content-folders.ts';

export function checkWithEdit(root: string, file: string, text: string): Problem[] {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-check-'));
  try {
    for (const folder of CONTENT_FOLDERS) {
      const from = path.join(root, folder);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(scratch, folder), { recursive: true });
    }
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), text);
    return checkContent(scratch).problems;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
