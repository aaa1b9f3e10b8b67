import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, readJsonBody } from './read-json-body.ts';

/** `bytes` as the network may hand them over: cut at each of `cuts` (byte offsets, in any order, repeats allowed). */
async function* inChunks(bytes: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= from || cut >= bytes.length) continue;
    yield bytes.subarray(from, cut);
    from = cut;
  }
  yield bytes.subarray(from);
}

const encoded = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('readJsonBody', () => {
  it('reads a saved Chinese text as sent wherever the body is cut, inside a character too', async () => {
    const sent = { path: 'scoring-rules/decision-evaluation.json', text: '{ "zh": "买卖规则清晰且可衡量。" }\n' };
    const bytes = encoded(sent);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      await expect(readJsonBody(inChunks(bytes, [cut])), `cut at byte ${cut}`).resolves.toEqual(sent);
    }
  });

  it('reads any JSON back as sent, however many chunks its bytes arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ stringUnit: 'binary' }), fc.array(fc.nat()), async (value, cuts) => {
        const bytes = encoded(value);
        const read = await readJsonBody(
          inChunks(
            bytes,
            cuts.map((cut) => cut % (bytes.length + 1)),
          ),
        );
        expect(read).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('reads an empty body as none', async () => {
    await expect(readJsonBody(inChunks(new Uint8Array(), []))).resolves.toBeUndefined();
  });

  it('refuses a body over the limit in bytes, though it has fewer characters than that', async () => {
    const bytes = encoded('中'.repeat(Math.ceil(MAX_BODY_BYTES / 3)));
    expect(bytes.length).toBeGreaterThan(MAX_BODY_BYTES);
    await expect(readJsonBody(inChunks(bytes, [65_536, 131_072]))).rejects.toThrow('request body too large');
  });
});
