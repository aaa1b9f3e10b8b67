/**
 * The packet hash is what ties a response to the checkpoint it reviewed: two
 * apps must agree on it for the same snapshot however its keys were ordered,
 * and any change to the snapshot must change it.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionArbitrary } from './contract/arbitraries';
import { evaluationResult } from './contract/fixtures';
import { canonicalJson, packetHash } from './packet-hash';
import type { PacketDecision } from './second-opinion';

const snapshotArbitrary: fc.Arbitrary<PacketDecision> = decisionArbitrary.map(
  ({ id, name, bankId, bankVersion, answers, evaluationResult, createdAt }) => ({
    id,
    name,
    bankId,
    bankVersion,
    answers,
    evaluationResult,
    createdAt,
  }),
);

/** The same value with every object's keys in another order. */
function shuffled(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffled(item, seed));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const order = entries.map((_, i) => (i * 7919 + seed) % (entries.length + 1));
  const sorted = entries.map((entry, i) => ({ entry, key: order[i] ?? 0 })).sort((a, b) => a.key - b.key);
  return Object.fromEntries(sorted.map(({ entry: [k, v] }) => [k, shuffled(v, seed + 1)]));
}

describe('canonical JSON', () => {
  it('sorts keys at every level, keeps array order and leaves out undefined fields as JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([undefined, null, 'é"\n'])).toBe('[null,null,"é\\"\\n"]');
    expect(canonicalJson({ __proto__: null, Z: 1, a: 2, 期: 3 })).toBe('{"Z":1,"a":2,"期":3}');
  });

  it('reads back as the same value, and is the text of the JSON round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(text);
      }),
    );
  });
});

describe('packetHash', () => {
  it('is sha256: and the hex SHA-256 of the canonical JSON', async () => {
    const snapshot: PacketDecision = {
      id: 'd-1',
      name: '买入指数基金',
      bankId: 'decision-checkpoint',
      bankVersion: '1.1.0',
      answers: { '1-1': 'Retire', '2-3': ['a', 'b'] },
      evaluationResult: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { evaluationResult: _left, ...checkpoint } = snapshot;
    const expected = createHash('sha256').update(canonicalJson(checkpoint), 'utf8').digest('hex');
    expect(await packetHash(snapshot)).toBe(`sha256:${expected}`);
    expect(await packetHash(snapshot)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('does not depend on the order of keys, nor on a JSON round trip', async () => {
    await fc.assert(
      fc.asyncProperty(snapshotArbitrary, fc.nat(), async (snapshot, seed) => {
        const hash = await packetHash(snapshot);
        expect(await packetHash(shuffled(snapshot, seed) as PacketDecision)).toBe(hash);
        expect(await packetHash(JSON.parse(JSON.stringify(snapshot)))).toBe(hash);
      }),
      { numRuns: 100 },
    );
  });

  it('changes with any single change to the snapshot', async () => {
    const changes: Record<string, (s: PacketDecision) => PacketDecision> = {
      id: (s) => ({ ...s, id: `${s.id}x` }),
      name: (s) => ({ ...s, name: `${s.name} ` }),
      bankId: (s) => ({ ...s, bankId: `${s.bankId}-2` }),
      bankVersion: (s) => ({ ...s, bankVersion: s.bankVersion === '1.0.0' ? '1.1.0' : '1.0.0' }),
      createdAt: (s) => ({ ...s, createdAt: new Date(Date.parse(s.createdAt) + 1).toISOString() }),
      answerAdded: (s) => ({ ...s, answers: { ...s.answers, 'added-1': '' } }),
      answerChanged: (s) => {
        const [key] = Object.keys(s.answers);
        if (key === undefined) return { ...s, answers: { 'only-1': 'x' } };
        const value = s.answers[key];
        return { ...s, answers: { ...s.answers, [key]: Array.isArray(value) ? [...value, ''] : `${value}.` } };
      },
      answerRemoved: (s) => {
        const [key] = Object.keys(s.answers);
        if (key === undefined) return { ...s, answers: { 'only-1': [] } };
        const { [key]: _removed, ...rest } = s.answers;
        return { ...s, answers: rest };
      },
    };
    await fc.assert(
      fc.asyncProperty(snapshotArbitrary, fc.constantFrom(...Object.keys(changes)), async (snapshot, change) => {
        const changed = changes[change]?.(snapshot);
        if (!changed) throw new Error(change);
        expect(await packetHash(changed)).not.toBe(await packetHash(snapshot));
      }),
      { numRuns: 200 },
    );
  });

  it('is the same after the decision is evaluated, or evaluated again: the checkpoint the reviewer read is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(snapshotArbitrary, fc.integer({ min: 0, max: 100 }), async (snapshot, score) => {
        const evaluated = { ...snapshot, evaluationResult: evaluationResult(score) };
        expect(await packetHash(evaluated)).toBe(await packetHash(snapshot));
      }),
      { numRuns: 50 },
    );
  });
});
