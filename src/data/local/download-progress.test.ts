import { describe, expect, it } from 'vitest';
import { type DownloadProgress, trackDownloads } from './download-progress';

function body(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

describe('download progress of the database files', () => {
  it("counts the bytes of PGlite's WASM and data files as they arrive, leaving the body intact", async () => {
    const reports: DownloadProgress[] = [];
    const scope = {
      fetch: (async (input: RequestInfo | URL) =>
        new Response(body(String(input).endsWith('.wasm') ? [600, 400] : [50]), {
          headers: { 'Content-Length': String(input).endsWith('.wasm') ? '1000' : '50' },
        })) as typeof fetch,
    };
    trackDownloads(scope, (progress) => reports.push(progress));

    const wasm = await scope.fetch('https://app.example.com/assets/pglite-abc.wasm');
    expect((await wasm.arrayBuffer()).byteLength).toBe(1000);
    expect(reports.at(-1)).toEqual({ loadedBytes: 1000, totalBytes: 1000 });

    await (await scope.fetch('https://app.example.com/assets/index.js')).arrayBuffer();
    expect(reports).toHaveLength(2);
  });
});
