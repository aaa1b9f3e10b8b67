import { describe, expect, it } from 'vitest';
import enErrors from '../i18n/locales/en/errors.json';
import { readExportFile } from './read-export-file';
import { buildExport } from './user-data-export-file';

const good = () => buildExport({ id: 'u-1', name: 'Ada', riskTolerance: 'balanced', preferredStrategies: [] }, [], []);

describe('reading a chosen file', () => {
  it('a file that is not JSON, or was cut off part-way', async () => {
    const text = JSON.stringify(good());
    for (const broken of [text.slice(0, text.length / 2), 'not json at all', '']) {
      const read = await readExportFile(new Blob([broken]));
      expect(read.ok).toBe(false);
      expect(read.ok ? '' : enErrors[read.problem.key as keyof typeof enErrors]).toMatch(/cut off/);
    }
  });

  it('a whole file reads as JSON.parse reads its text, Chinese split across the chunks it streams in', async () => {
    // Reading does not check the records: any content will do.
    const text = JSON.stringify({
      ...good(),
      decisions: [{ id: 'd-1', name: '贵州茅台 600519 长期持有'.repeat(2000) }],
    });
    const bytes = new TextEncoder().encode(text);
    // Blobs stream each part as a chunk: most of these end part-way through a three-byte character.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 1001) }, (_, i) =>
      bytes.slice(i * 1001, (i + 1) * 1001),
    );
    expect(await readExportFile(new Blob(chunks))).toEqual({ ok: true, data: JSON.parse(text) });
  });

  it('a file that streams in as one large chunk is decoded a piece at a time, the page getting its turn between', async () => {
    const text = JSON.stringify({
      ...good(),
      // One long record: parsing it gives the page no turn of its own, so the pauses counted are the decoding's.
      decisions: [{ id: 'd-1', name: '长期持有 dividend '.repeat(150_000) }],
    });
    const bytes = new TextEncoder().encode(text);
    const oneChunk = {
      stream: () =>
        new ReadableStream<Uint8Array<ArrayBuffer>>({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
      text: async () => text,
    };
    // Every slice is due at once: each pause is one the page would get.
    let pauses = 0;
    const timing = {
      budgetMs: 0,
      pause: async () => {
        pauses += 1;
      },
    };
    const read = await readExportFile(oneChunk, timing);
    expect(read).toEqual({ ok: true, data: JSON.parse(text) });
    const megabytes = Math.floor(bytes.length / 2 ** 20);
    expect(megabytes).toBeGreaterThanOrEqual(2);
    expect(pauses).toBeGreaterThan(megabytes);
  });
});
