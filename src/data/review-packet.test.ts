/**
 * A review packet carries the checkpoint a reviewer is asked about and never
 * the investor's forecast; the reviewer's app opens only a packet it can trust
 * to be what the investor sent, and refuses any other file with a message
 * naming what is wrong.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { critiqueBank, decisionBank, riskBank } from '../app/containers/banks';
import { contentFit } from '../app/content-fit';
import { getBank } from '../content/registry';
import type { Bank } from '../content/types';
import { lockedAnswers, lockedSections } from '../engine/locked-answers';
import enPackets from '../i18n/locales/en/packets.json';
import zhPackets from '../i18n/locales/zh/packets.json';
import { decisionAnswersArbitrary } from '../scoring/answer-arbitraries';
import { decisionArbitrary } from './contract/arbitraries';
import { evaluationResult } from './contract/fixtures';
import { LIMITS } from './limits';
import { packetHash } from './packet-hash';
import { readReviewPacket } from './read-review-packet';
import { makeReviewPacket, PACKET_FORMAT, reviewPacketFileName } from './review-packet';
import packetSchema from './review-packet.schema.json';
import type { Decision } from './types';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** A qualified message key's name in its table. */
const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

const matchesSchema = ajv.compile(packetSchema);

const bank = decisionBank();
const now = new Date('2026-04-01T08:00:00.000Z');
const forecastIds = lockedSections(bank).flatMap((section) => section.questions.map((question) => question.id));

/** A completed decision on the current decision bank: answers that fit it, the forecast its locked sections hold. */
const completedDecision = (on: Bank = bank): fc.Arbitrary<Decision> =>
  fc.tuple(decisionArbitrary, decisionAnswersArbitrary(on)).map(([decision, answers]) => ({
    ...decision,
    bankId: on.id,
    bankVersion: on.version,
    stage: on.sections.length,
    answers,
    completed: true,
    forecast: lockedAnswers(on, answers),
    forecastMadeAt: decision.updatedAt,
  }));

const [sample] = fc.sample(completedDecision(), { seed: 11, numRuns: 1 }) as [Decision];
const decision: Decision = {
  ...sample,
  id: 'decision-1',
  name: 'Buy <b>index</b> fund & "hold"',
  evaluated: true,
  evaluationScore: 78,
  evaluationResult: evaluationResult(78),
};

const packetOf = (of: Decision = decision) =>
  makeReviewPacket({ decision: of, bank, from: 'Ada <script>', now, packetId: 'packet-1' });

const read = (packet: unknown) =>
  readReviewPacket(typeof packet === 'string' ? packet : JSON.stringify(packet), contentFit);

/** What the reviewer reads for a refused file, in English, and that it has a Chinese text too. */
async function refusal(text: string): Promise<string> {
  const result = await readReviewPacket(text, contentFit);
  if (result.ok) throw new Error('the packet was opened');
  const { key, params } = result.problem;
  expect((zhPackets as Record<string, string>)[nameOf(key)]).toBeTruthy();
  const template = (enPackets as Record<string, string>)[nameOf(key)] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** A file's parsed form, which a test edits as a hostile sender would. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON
type Parsed = Record<string, any>;

/** The packet as JSON text with one edit made to its parsed form. */
async function edited(edit: (packet: Parsed) => void): Promise<string> {
  const packet = JSON.parse(JSON.stringify(await packetOf()));
  edit(packet);
  return JSON.stringify(packet);
}

/** Every path to a value inside `value` (objects' keys, arrays' indexes), the root's own included. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return [at, ...entries.flatMap(([key, item]) => pathsOf(item, [...at, key]))];
}

/** `value` with what is at `path` replaced by `replacement` (a copy; `value` is JSON). */
function replacedAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value));
  if (path.length === 0) return replacement;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}

describe('making a review packet', () => {
  it('holds the checkpoint without the forecast, with the hash of what it holds', async () => {
    const packet = await packetOf();
    expect(forecastIds.length).toBeGreaterThan(0);
    expect(packet).toMatchObject({
      format: PACKET_FORMAT,
      version: 1,
      packetId: 'packet-1',
      createdAt: '2026-04-01T08:00:00.000Z',
      from: 'Ada <script>',
      decision: {
        id: 'decision-1',
        name: decision.name,
        bankId: bank.id,
        bankVersion: bank.version,
        evaluationResult: decision.evaluationResult,
        createdAt: decision.createdAt,
      },
    });
    expect(Object.keys(packet.decision).sort()).toEqual(
      ['answers', 'bankId', 'bankVersion', 'createdAt', 'evaluationResult', 'id', 'name'].sort(),
    );
    for (const id of forecastIds) expect(packet.decision.answers).not.toHaveProperty(id);
    expect(packet.hash).toBe(await packetHash(packet.decision));
    expect(matchesSchema(packet)).toBe(true);
    expect(reviewPacketFileName(packet, new Date(2026, 3, 1))).toBe(
      'investment-checkpoint-review-packet-2026-04-01-packet-1.json',
    );
  });

  it('never carries an answer of a locked section or of the forecast, whatever the decision', async () => {
    await fc.assert(
      fc.asyncProperty(
        completedDecision(),
        fc.dictionary(fc.constantFrom(...forecastIds), fc.string()),
        async (d, extra) => {
          // A forecast naming more than the bank locks (an older version's questions) is left out too.
          const withExtra = {
            ...d,
            forecast: { ...d.forecast, 'older-forecast': 'x' },
            answers: { ...d.answers, ...extra, 'older-forecast': 'x' },
          };
          const packet = await makeReviewPacket({ decision: withExtra, bank, from: 'Ada', now, packetId: 'p-1' });
          const text = JSON.stringify(packet);
          for (const id of [...forecastIds, 'older-forecast']) expect(packet.decision.answers).not.toHaveProperty(id);
          expect(packet.decision).not.toHaveProperty('forecast');
          expect(text).not.toContain('"forecast"');
          // Every other answer is there, as given.
          for (const [key, value] of Object.entries(d.answers)) {
            if (!forecastIds.includes(key)) expect(packet.decision.answers[key]).toEqual(value);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses to make a packet with another bank than the decision was answered on', async () => {
    await expect(makeReviewPacket({ decision, bank: riskBank(), from: 'Ada', now, packetId: 'p-1' })).rejects.toThrow(
      /answered on bank/,
    );
  });
});

describe('opening a review packet', () => {
  it('opens what it made, keeping every text as written (HTML stays text)', async () => {
    await fc.assert(
      fc.asyncProperty(completedDecision(), fc.string({ unit: 'grapheme', maxLength: 40 }), async (d, from) => {
        const packet = await makeReviewPacket({ decision: d, bank, from, now, packetId: 'p-1' });
        const result = await read(packet);
        expect(result).toEqual({ ok: true, packet });
        expect(matchesSchema(JSON.parse(JSON.stringify(packet)))).toBe(true);
      }),
      { numRuns: 60 },
    );
    const html = { ...decision, answers: { ...decision.answers, '1-1': '<img src=x onerror=alert(1)>' } };
    const result = await read(await packetOf(html));
    expect(result.ok && result.packet.decision.answers['1-1']).toBe('<img src=x onerror=alert(1)>');
  });

  it("opens a packet of a decision answered on a released older version, with that version's questions", async () => {
    const older = getBank(bank.id, '1.0.0');
    if (!older || older.version === bank.version) throw new Error('the decision bank has a released 1.0.0');
    await fc.assert(
      fc.asyncProperty(completedDecision(older), async (d) => {
        const packet = await makeReviewPacket({ decision: d, bank: older, from: 'Ada', now, packetId: 'p-1' });
        for (const section of lockedSections(older)) {
          for (const question of section.questions) expect(packet.decision.answers).not.toHaveProperty(question.id);
        }
        expect(await read(packet)).toEqual({ ok: true, packet });
      }),
      { numRuns: 20 },
    );
  });

  it('opens a packet whatever order its keys were written in', async () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const packet = await packetOf();
    expect(await read(reversed(packet))).toEqual({ ok: true, packet });
  });

  it('refuses a file too large, not JSON, nested too deeply, of another kind or of a newer version', async () => {
    expect(await refusal(' '.repeat(LIMITS.reviewFileBytes + 1))).toBe(
      'This file is larger than 2 MB, too large to be a review packet. It was not opened.',
    );
    expect(await refusal(`{"format": "${'期'.repeat(LIMITS.reviewFileBytes / 3)}"}`)).toContain('larger than 2 MB');
    expect(await refusal('{"format": "investment-checkpoint-review-packet",')).toContain('not a JSON file');
    expect(await refusal('')).toContain('not a JSON file');
    expect(await refusal(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toContain('more than 12 levels deep');
    // Brackets inside texts are no nesting.
    const bracketed = await packetOf({ ...decision, name: '[[[[[[[[[[[[[[[[{{{{{{{{{{{{' });
    expect((await read(bracketed)).ok).toBe(true);
    expect(await refusal('[]')).toBe('This file is not an Investment Checkpoint review packet. It was not opened.');
    expect(await refusal('{"format": "investment-checkpoint-export", "version": 4}')).toContain('not an Investment');
    expect(await refusal('{"format": "investment-checkpoint-review-response", "version": 1}')).toContain(
      "a reviewer's response, not a review packet",
    );
    expect(await refusal(await edited((p) => (p.version = 2)))).toBe(
      'This review packet was made by a newer version of Investment Checkpoint (format 2; this app reads up to format 1). Reload or update the app, then open it again.',
    );
    expect(await refusal(await edited((p) => (p.version = '1')))).toContain('field “version”');
    expect(await refusal(await edited((p) => (p.version = 0.5)))).toContain('field “version”');
  });

  it('refuses a key JavaScript gives a meaning, anywhere, naming where', async () => {
    const text = JSON.stringify(await packetOf());
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(await refusal(text.replace('"answers":{', `"answers":{"${key}":"x",`))).toContain(
        `field “decision.answers.${key}”`,
      );
      expect(await refusal(text.replace('{"format"', `{"${key}":{},"format"`))).toContain(`field “${key}”`);
      expect(await refusal(text.replace('"stageScores":{"1":{', `"stageScores":{"1":{"${key}":1,`))).toContain(
        `“decision.evaluationResult.stageScores.1.${key}”`,
      );
    }
    expect(await refusal(text.replace('"overallStrengths":[', '"overallStrengths":[{"__proto__":null},'))).toContain(
      '“decision.evaluationResult.overallStrengths[0].__proto__”',
    );
  });

  it('refuses a missing, unknown or misshapen field, or one beyond its limit, naming it', async () => {
    const cases: [(p: Parsed) => void, string][] = [
      [(p) => delete p.hash, 'hash'],
      [(p) => (p.hash = 'sha256:XYZ'), 'hash'],
      [(p) => (p.forecast = { '8-1': '70' }), 'forecast'],
      [(p) => (p.decision.forecast = { '8-1': '70' }), 'decision.forecast'],
      [(p) => (p.packetId = 'has spaces'), 'packetId'],
      [(p) => (p.createdAt = 'yesterday'), 'createdAt'],
      [(p) => (p.from = 42), 'from'],
      [(p) => (p.from = '名'.repeat(LIMITS.profileName + 1)), 'from'],
      [(p) => (p.decision = []), 'decision'],
      [(p) => (p.decision.name = 'n'.repeat(LIMITS.decisionName + 1)), 'decision.name'],
      [(p) => (p.decision.name = 'bad \u0000 name'), 'decision.name'],
      [(p) => (p.decision.answers = { '1-1': 7 }), 'decision.answers'],
      [(p) => (p.decision.answers['1-1'] = 'x'.repeat(LIMITS.answerText + 1)), 'decision.answers'],
      [(p) => (p.decision.evaluationResult.totalScore = 101), 'decision.evaluationResult.totalScore'],
      [(p) => (p.decision.bankId = ''), 'decision.bankId'],
      [(p) => (p.decision.answers = { 'no-such-question': 'x' }), 'decision.answers.no-such-question'],
    ];
    for (const [edit, field] of cases) {
      expect(await refusal(await edited(edit))).toBe(
        `This review packet has a missing or invalid field “${field}”. It was not opened.`,
      );
    }
  });

  it('refuses a packet answered on a questionnaire this app does not hold', async () => {
    expect(await refusal(await edited((p) => (p.decision.bankVersion = '9.0.0')))).toBe(
      `This review packet was answered on a questionnaire this app does not have (“${bank.id}”, version 9.0.0). Reload or update the app, then open it again.`,
    );
    expect(await refusal(await edited((p) => (p.decision.bankId = critiqueBank().id)))).toContain(
      `(“${critiqueBank().id}”, version`,
    );
  });

  it('refuses a packet whose decision was edited after it was made (any single field)', async () => {
    const tampered =
      'This review packet was changed after it was made: the decision in it no longer matches its fingerprint. Ask for a new packet. It was not opened.';
    expect(await refusal(await edited((p) => (p.decision.name = 'Another name')))).toBe(tampered);
    expect(await refusal(await edited((p) => (p.decision.createdAt = '2020-01-01T00:00:00.000Z')))).toBe(tampered);
    expect(await refusal(await edited((p) => (p.hash = `sha256:${'0'.repeat(64)}`)))).toBe(tampered);
    const [question] = Object.keys((await packetOf()).decision.answers).filter((key) => {
      const q = bank.sections.flatMap((s) => s.questions).find((candidate) => candidate.id === key);
      return q?.type === 'textarea';
    });
    if (question) {
      expect(await refusal(await edited((p) => (p.decision.answers[question] = 'Changed on the way')))).toBe(tampered);
      expect(await refusal(await edited((p) => delete p.decision.answers[question]))).toBe(tampered);
    }
  });

  it('agrees with its JSON Schema: a file with any one value replaced is refused, or valid by the schema', async () => {
    const good = JSON.parse(JSON.stringify(await packetOf()));
    const paths = pathsOf(good);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), async (path, replacement) => {
        const result = await readReviewPacket(JSON.stringify(replacedAt(good, path, replacement)), contentFit);
        if (result.ok) expect(matchesSchema(result.packet)).toBe(true);
        else expect(enPackets).toHaveProperty(nameOf(result.problem.key));
      }),
      { numRuns: 400 },
    );
    expect(packetSchema.description).toContain(`at most ${LIMITS.reviewFileBytes / 1_000_000} MB`);
    expect(packetSchema.description).toContain(`at most ${LIMITS.reviewFileDepth} levels`);
  });

  it('never throws, and opens nothing but what it made, whatever a file holds', async () => {
    const good = JSON.stringify(await packetOf());
    const mutated = fc.oneof(
      // Any text at all.
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      // The packet with a span of it cut out, or a span replaced.
      fc
        .tuple(fc.nat(good.length), fc.nat(40), fc.string({ maxLength: 8 }))
        .map(([at, length, insert]) => good.slice(0, at) + insert + good.slice(at + length)),
    );
    await fc.assert(
      fc.asyncProperty(mutated, async (text) => {
        const result = await readReviewPacket(text, contentFit);
        if (result.ok) {
          // Only a file whose decision still hashes to its hash opens, and it opens as written.
          expect(result.packet.hash).toBe(await packetHash(result.packet.decision));
          expect(matchesSchema(result.packet)).toBe(true);
          expect(result.packet.decision.answers).toEqual(JSON.parse(text).decision.answers);
        } else {
          expect(enPackets).toHaveProperty(nameOf(result.problem.key));
        }
      }),
      { numRuns: 400 },
    );
  });
});
