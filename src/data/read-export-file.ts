/**
 * Reading a chosen export file, apart from its checks: only the page that
 * imports needs it, not the stores (see tests/bundle-budgets.json).
 */
import { ERROR_KEYS } from './error-keys';
import { parseJsonSteps } from './json-in-slices';
import { runInSlices, sliceClock } from './main-thread-slices';
import type { ExportProblem } from './user-data-export-file';

/**
 * A file's text, decoded as it streams in: Blob.text() decodes all of it in one
 * task (120 to 560 ms for 36 MB in Chromium). Chunks already queued are read
 * without leaving the task, so the reading pauses between slices too.
 */
async function readText(file: Blob): Promise<string> {
  if (typeof file.stream !== 'function') return file.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const reader = file.stream().getReader();
  const clock = sliceClock();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value, { stream: true }));
    if (clock.due()) await clock.pause();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * A chosen file's content as an export's data, or the reason it cannot be
 * one: not JSON at all, or cut off part-way (a truncated download). Read as it
 * streams in and parsed in slices (see json-in-slices.ts), so that a file of
 * thousands of decisions never holds the page for long.
 */
export async function readExportFile(
  file: Blob,
): Promise<{ ok: true; data: unknown } | { ok: false; problem: ExportProblem }> {
  try {
    return { ok: true, data: await runInSlices(parseJsonSteps(await readText(file))) };
  } catch {
    return { ok: false, problem: { key: ERROR_KEYS.importNotJson, params: {} } };
  }
}
