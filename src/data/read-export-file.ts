/**
 * Reading a chosen export file, apart from its checks: only the page that
 * imports needs it, not the stores (see tests/bundle-budgets.json).
 */
import { ERROR_KEYS } from './error-keys';
import { parseJsonSteps } from './json-in-slices';
import { runInSlices, type SliceTiming, sliceClock } from './main-thread-slices';
import type { ExportProblem } from './user-data-export-file';

/**
 * How much of a chunk is decoded at a time: a stream's chunks are as large as
 * it likes (up to 2 MB from a chosen file in Chromium, all of a Blob made in
 * memory at once), and a megabyte decodes in a few milliseconds.
 */
const DECODE_BYTES = 1 << 20;

/**
 * A file's text, decoded as it streams in, in parts: Blob.text() decodes all of
 * it in one task (120 to 560 ms for 36 MB in Chromium), and joining the parts
 * into one string copies all of it in one task too (40 to 190 ms). Chunks
 * already queued are read without leaving the task, so the reading pauses
 * between slices too.
 */
async function readParts(file: ChosenFile, timing: SliceTiming): Promise<string[]> {
  if (typeof file.stream !== 'function') return [await file.text()];
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const reader = file.stream().getReader();
  const clock = sliceClock(timing);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let start = 0; start < value.length; start += DECODE_BYTES) {
      parts.push(decoder.decode(value.subarray(start, start + DECODE_BYTES), { stream: true }));
      if (clock.due()) await clock.pause();
    }
  }
  parts.push(decoder.decode());
  return parts;
}

/** What reading needs of a chosen file (a Blob). */
export type ChosenFile = Pick<Blob, 'stream' | 'text'>;

/**
 * A chosen file's content as an export's data, or the reason it cannot be
 * one: not JSON at all, or cut off part-way (a truncated download). Read as it
 * streams in and parsed in slices (see json-in-slices.ts), so that a file of
 * thousands of decisions never holds the page for long.
 */
export async function readExportFile(
  file: ChosenFile,
  timing: SliceTiming = {},
): Promise<{ ok: true; data: unknown } | { ok: false; problem: ExportProblem }> {
  try {
    return { ok: true, data: await runInSlices(parseJsonSteps(await readParts(file, timing)), timing) };
  } catch {
    return { ok: false, problem: { key: ERROR_KEYS.importNotJson, params: {} } };
  }
}
