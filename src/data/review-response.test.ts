/**
 * A reviewer's response comes back to the investor as a file: the app imports
 * it only when it is a response this app reads, with a critique that fits its
 * questionnaire, to the very decision it reviewed, unchanged since, and with a
 * forecast that answers that decision's forecast questions. Anything else is
 * refused with a message naming what is wrong.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { critiqueBank, decisionBank } from '../app/containers/banks';
import { contentFit } from '../app/content-fit';
import type { Answers } from '../content/types';
import { lockedAnswers, lockedSections } from '../engine/locked-answers';
import enPackets from '../i18n/locales/en/packets.json';
import zhPackets from '../i18n/locales/zh/packets.json';
import { decisionAnswersArbitrary } from '../scoring/answer-arbitraries';
import { decisionArbitrary } from './contract/arbitraries';
import { evaluationResult } from './contract/fixtures';
import { LIMITS } from './limits';
import { PACKET_ERROR_KEYS } from './packet-error-keys';
import { readReviewResponse, reviewResponseOf } from './read-review-response';
import { responseMatches, responseToImport } from './response-matches';
import { makeReviewPacket } from './review-packet';
import { makeReviewResponse, RESPONSE_FORMAT, reviewResponseFileName } from './review-response';
import responseSchema from './review-response.schema.json';
import type { ReviewResponse } from './second-opinion';
import type { Decision } from './types';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** A qualified message key's name in its table. */
const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

const matchesSchema = ajv.compile(responseSchema);

const bank = decisionBank();
const critique = critiqueBank();
const now = new Date('2026-04-02T09:00:00.000Z');
const questionOf = (id: string) =>
  bank.sections.flatMap((section) => section.questions).find((question) => question.id === id);
const forecastIds = lockedSections(bank).flatMap((section) => section.questions.map((question) => question.id));

const completedDecision: fc.Arbitrary<Decision> = fc
  .tuple(decisionArbitrary, decisionAnswersArbitrary(bank))
  .map(([decision, answers]) => ({
    ...decision,
    bankId: bank.id,
    bankVersion: bank.version,
    stage: bank.sections.length,
    answers,
    completed: true,
    forecast: lockedAnswers(bank, answers),
    forecastMadeAt: decision.updatedAt,
  }));

/** The reviewer's own forecast: answers to the forecast questions only. */
const forecastArbitrary: fc.Arbitrary<Answers> = decisionAnswersArbitrary(bank).map(
  (answers) => lockedAnswers(bank, answers) ?? {},
);
const critiqueArbitrary = decisionAnswersArbitrary(critique).map((answers) => ({
  bankId: critique.id,
  bankVersion: critique.version,
  answers,
}));

const [decision, forecast, critiqueAnswers] = fc.sample(
  fc.tuple(completedDecision, forecastArbitrary, critiqueArbitrary),
  { seed: 5, numRuns: 1 },
)[0] as [Decision, Answers, ReviewResponse['critique']];

async function respond(to: Decision = decision, reviewerForecast: Answers = forecast): Promise<ReviewResponse> {
  const packet = await makeReviewPacket({ decision: to, bank, from: 'Ada', now, packetId: 'packet-1' });
  return makeReviewResponse({
    packet,
    reviewer: 'Grace <i>',
    forecast: reviewerForecast,
    critique: critiqueAnswers,
    now,
    id: 'response-1',
  });
}

/** A file's parsed form, which a test edits as a hostile sender would. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON
type Parsed = Record<string, any>;

async function edited(edit: (response: Parsed) => void): Promise<string> {
  const response = JSON.parse(JSON.stringify(await respond()));
  edit(response);
  return JSON.stringify(response);
}

/** The English words of a problem, after checking it has Chinese words too. */
function words({ key, params }: { key: string; params: Record<string, string> }): string {
  expect((zhPackets as Record<string, string>)[nameOf(key)]).toBeTruthy();
  const template = (enPackets as Record<string, string>)[nameOf(key)] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

async function refusal(text: string): Promise<string> {
  const result = await readReviewResponse(text, contentFit);
  if (result.ok) throw new Error('the response was imported');
  return words(result.problem);
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

describe('making a response', () => {
  it("repeats the packet's id, hash and decision, with the reviewer's forecast and critique", async () => {
    const packet = await makeReviewPacket({ decision, bank, from: 'Ada', now, packetId: 'packet-1' });
    const response = await respond();
    expect(response).toEqual({
      format: RESPONSE_FORMAT,
      version: 1,
      id: 'response-1',
      packetId: 'packet-1',
      packetHash: packet.hash,
      decisionId: decision.id,
      reviewer: 'Grace <i>',
      respondedAt: '2026-04-02T09:00:00.000Z',
      forecast,
      critique: critiqueAnswers,
    });
    expect(Object.keys(response.forecast).every((key) => forecastIds.includes(key))).toBe(true);
    expect(matchesSchema(response)).toBe(true);
    expect(reviewResponseFileName(response, new Date(2026, 3, 2))).toBe(
      'investment-checkpoint-review-response-2026-04-02-packet-1.json',
    );
  });
});

describe('importing a response', () => {
  it('imports what it made, beside the decision it reviewed, whatever the answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        completedDecision,
        forecastArbitrary,
        critiqueArbitrary,
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        async (d, f, c, reviewer) => {
          const packet = await makeReviewPacket({ decision: d, bank, from: 'Ada', now, packetId: 'p-1' });
          const response = makeReviewResponse({ packet, reviewer, forecast: f, critique: c, now, id: 'r-1' });
          const read = await readReviewResponse(JSON.stringify(response), contentFit);
          expect(read).toEqual({ ok: true, response });
          expect(matchesSchema(JSON.parse(JSON.stringify(response)))).toBe(true);
          expect(await responseMatches(response, d, bank, contentFit)).toBeNull();
          // A later change of the decision's tags, or a save that changed nothing, is no change to the checkpoint.
          expect(
            await responseMatches(response, { ...d, tags: ['new'], version: d.version + 1 }, bank, contentFit),
          ).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a file too large, not JSON, nested too deeply, of another kind or of a newer version', async () => {
    expect(await refusal('x'.repeat(LIMITS.reviewFileBytes + 1))).toBe(
      "This file is larger than 2 MB, too large to be a reviewer's response. Nothing was imported.",
    );
    expect(await refusal('{')).toContain('not a JSON file');
    expect(await refusal(`{"a":${'{"a":'.repeat(20)}1${'}'.repeat(21)}`)).toContain('more than 12 levels deep');
    expect(await refusal('"investment-checkpoint-review-response"')).toBe(
      "This file is not an Investment Checkpoint reviewer's response. Nothing was imported.",
    );
    const packet = await makeReviewPacket({ decision, bank, from: 'Ada', now, packetId: 'packet-1' });
    expect(await refusal(JSON.stringify(packet))).toContain("a review packet, not a reviewer's response");
    expect(await refusal(await edited((r) => (r.version = 7)))).toBe(
      'This response was written by a newer version of Investment Checkpoint (format 7; this app reads up to format 1). Reload or update the app, then import it again. Nothing was imported.',
    );
  });

  it('refuses a key JavaScript gives a meaning, a missing, unknown or misshapen field, naming it', async () => {
    const text = JSON.stringify(await respond());
    expect(await refusal(text.replace('"forecast":{', '"forecast":{"__proto__":"70",'))).toContain(
      '“forecast.__proto__”',
    );
    expect(await refusal(text.replace('"critique":{', '"critique":{"constructor":{},'))).toContain(
      '“critique.constructor”',
    );
    const cases: [(r: Parsed) => void, string][] = [
      [(r) => delete r.packetHash, 'packetHash'],
      [(r) => (r.packetHash = 'md5:abc'), 'packetHash'],
      [(r) => (r.decisionId = ''), 'decisionId'],
      [(r) => (r.id = 'x'.repeat(65)), 'id'],
      [(r) => (r.respondedAt = 'soon'), 'respondedAt'],
      [(r) => (r.reviewer = null), 'reviewer'],
      [(r) => (r.reviewer = 'r'.repeat(LIMITS.profileName + 1)), 'reviewer'],
      [(r) => (r.extra = true), 'extra'],
      [(r) => (r.forecast = ['70']), 'forecast'],
      [(r) => (r.forecast = { '8-1': 'x'.repeat(LIMITS.answerText + 1) }), 'forecast'],
      [(r) => (r.critique.notes = 'hi'), 'critique.notes'],
      [(r) => (r.critique.answers = { 'c-1': { text: 'x' } }), 'critique.answers'],
      [(r) => (r.critique.answers = { 'c-5': 'maybe' }), 'critique.answers.c-5'],
      [(r) => (r.critique.answers = { 'no-such-question': 'x' }), 'critique.answers.no-such-question'],
    ];
    for (const [edit, field] of cases) {
      expect(await refusal(await edited(edit))).toBe(
        `This response has a missing or invalid field “${field}”. Nothing was imported.`,
      );
    }
  });

  it('refuses a critique answered on a questionnaire this app does not hold, or one of another kind', async () => {
    expect(await refusal(await edited((r) => (r.critique.bankVersion = '2.0.0')))).toBe(
      `The critique in this response was answered on a questionnaire this app does not have (“${critique.id}”, version 2.0.0). Reload or update the app, then import it again. Nothing was imported.`,
    );
    expect(await refusal(await edited((r) => (r.critique.bankId = bank.id)))).toContain(`(“${bank.id}”, version`);
  });

  it('agrees with its JSON Schema: a file with any one value replaced is refused, or valid by the schema', async () => {
    const good = JSON.parse(JSON.stringify(await respond()));
    const paths = pathsOf(good);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), async (path, replacement) => {
        const result = await readReviewResponse(JSON.stringify(replacedAt(good, path, replacement)), contentFit);
        if (result.ok) expect(matchesSchema(result.response)).toBe(true);
        else expect(enPackets).toHaveProperty(nameOf(result.problem.key));
      }),
      { numRuns: 400 },
    );
    expect(responseSchema.description).toContain(`at most ${LIMITS.reviewFileBytes / 1_000_000} MB`);
    expect(responseSchema.description).toContain(`at most ${LIMITS.reviewFileDepth} levels`);
  });

  it('never throws, and imports nothing but a well-formed response, whatever a file holds', async () => {
    const good = JSON.stringify(await respond());
    const mutated = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      fc
        .tuple(fc.nat(good.length), fc.nat(30), fc.string({ maxLength: 8 }))
        .map(([at, length, insert]) => good.slice(0, at) + insert + good.slice(at + length)),
    );
    await fc.assert(
      fc.asyncProperty(mutated, async (text) => {
        const result = await readReviewResponse(text, contentFit);
        if (result.ok) expect(matchesSchema(result.response)).toBe(true);
        else expect(enPackets).toHaveProperty(nameOf(result.problem.key));
      }),
      { numRuns: 400 },
    );
  });
});

describe('a response a share carried back, already parsed', () => {
  it('passes the checks a file passes: the same response in a file and as a value is read alike', async () => {
    const good = JSON.parse(JSON.stringify(await respond()));
    const paths = pathsOf(good);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), async (path, replacement) => {
        const value = replacedAt(good, path, replacement);
        expect(reviewResponseOf(value, contentFit)).toEqual(
          await readReviewResponse(JSON.stringify(value), contentFit),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a prototype key, and a packet where a response belongs', async () => {
    const withProto = JSON.parse(`{"__proto__": {}, ${JSON.stringify(await respond()).slice(1)}`);
    expect(reviewResponseOf(withProto, contentFit)).toEqual({
      ok: false,
      problem: { key: PACKET_ERROR_KEYS.responseBadField, params: { field: '__proto__' } },
    });
    const packet = await makeReviewPacket({ decision, bank, from: 'Ada', now, packetId: 'packet-1' });
    expect(reviewResponseOf(packet, contentFit)).toEqual({
      ok: false,
      problem: { key: PACKET_ERROR_KEYS.responseIsPacket, params: {} },
    });
  });

  it('is imported only beside the decision it reviewed, as it still is', async () => {
    const response = await respond();
    const read = reviewResponseOf(response, contentFit);
    expect(await responseToImport(read, decision, bank, contentFit)).toEqual({ ok: true, response });
    expect(await responseToImport(read, { ...decision, name: `${decision.name}!` }, bank, contentFit)).toEqual({
      ok: false,
      problem: { key: PACKET_ERROR_KEYS.responseDecisionChanged, params: {} },
    });
  });
});

describe('whether a response belongs beside a decision', () => {
  it('refuses a response to another decision', async () => {
    const response = await respond();
    const problem = await responseMatches(response, { ...decision, id: 'decision-2' }, bank, contentFit);
    expect(problem).toEqual({ key: PACKET_ERROR_KEYS.responseOtherDecision, params: {} });
    expect(words(problem ?? { key: '', params: {} })).toBe(
      'This response reviews another decision, not this one. Nothing was imported.',
    );
  });

  it('refuses a response to the decision as it was, once it has changed (any answer, its name, bank or date)', async () => {
    const response = await respond({ ...decision, evaluationResult: evaluationResult(70) });
    // Evaluating again after the packet went out leaves the checkpoint the reviewer read as it was.
    for (const evaluated of [evaluationResult(71), null]) {
      expect(
        await responseMatches(response, { ...decision, evaluationResult: evaluated }, bank, contentFit),
      ).toBeNull();
    }
    const textQuestion = Object.keys(decision.answers).find((key) => questionOf(key)?.type === 'textarea');
    const changes: Decision[] = [
      { ...decision, name: `${decision.name}!` },
      { ...decision, createdAt: '2020-01-01T00:00:00.000Z' },
      { ...decision, bankVersion: '1.0.0' },
      ...(textQuestion ? [{ ...decision, answers: { ...decision.answers, [textQuestion]: 'rewritten' } }] : []),
    ];
    for (const changed of changes) {
      expect(await responseMatches(response, changed, bank, contentFit)).toEqual({
        key: PACKET_ERROR_KEYS.responseDecisionChanged,
        params: {},
      });
    }
  });

  it('refuses a forecast that answers another question, or does not fit a forecast question', async () => {
    const [probability] = forecastIds.filter((id) => questionOf(id)?.type === 'probability');
    if (!probability) throw new Error('the decision bank forecasts a probability');
    const stray = await responseMatches(
      await respond(decision, { ...forecast, '1-1': 'x' }),
      decision,
      bank,
      contentFit,
    );
    expect(stray).toEqual({ key: PACKET_ERROR_KEYS.responseBadForecast, params: { field: 'forecast.1-1' } });
    const misfit = await responseMatches(
      await respond(decision, { ...forecast, [probability]: ['70'] }),
      decision,
      bank,
      contentFit,
    );
    expect(misfit).toEqual({
      key: PACKET_ERROR_KEYS.responseBadForecast,
      params: { field: `forecast.${probability}` },
    });
    expect(words(misfit ?? { key: '', params: {} })).toBe(
      `The reviewer's forecast in this response does not fit this decision's forecast questions (field “forecast.${probability}”). Nothing was imported.`,
    );
  });
});
