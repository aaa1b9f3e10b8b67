/**
 * Field limits: defined once (limits.ts), applied by the form, the store and
 * the database. The property tests run 10,000 cases per entry point against the
 * pure validation layer the form and the store share, and 300 cases end to end
 * through the real store on PGlite (the database's own checks included), where
 * each case costs a real write and read; together they show every input is
 * saved and read back identical or refused with its own message, never a
 * generic "failed to save".
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import { ERROR_KEYS } from './error-keys';
import { newDecision } from './ids';
import {
  characterCount,
  decisionNameProblem,
  decisionProblem,
  jsonbTextBytes,
  LIMITS,
  normalizeTags,
  profileNameProblem,
  tagsProblem,
  unstorableText,
} from './limits';
import { createLocalBackend } from './local/local-backend';
import { openMigratedCopy } from './local/node-database';
import type { StorePort } from './ports';
import { StoreError } from './store-error';
import type { Decision } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = fs
  .readdirSync(path.join(root, 'supabase/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => fs.readFileSync(path.join(root, 'supabase/migrations', file), 'utf8'))
  .join('\n');

/** Texts that stress storage: NUL, lone surrogates, right-to-left marks and text, emoji, the 200/201 edge. */
const hostileText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({
      unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', 'ש', 'م', '😀', '👨‍👩‍👧', 'a', ' ', '中'),
      maxLength,
    }),
    fc.integer({ min: 195, max: 205 }).chain((n) => fc.constantFrom('x'.repeat(n), '😀'.repeat(n), '中'.repeat(n))),
  );

const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ERROR_KEYS.decisionNameTooLong,
  ERROR_KEYS.answerTooLong,
  ERROR_KEYS.answersTooLarge,
  ERROR_KEYS.textHasNul,
  ERROR_KEYS.textHasBrokenCharacter,
]);

describe('the limits the database holds', () => {
  it('are the numbers of limits.ts', () => {
    expect(migrations).toContain(`name text not null default '' check (char_length(name) <= ${LIMITS.decisionName})`);
    expect(LIMITS.profileName).toBe(LIMITS.decisionName);
    expect(migrations).toContain(`octet_length(answers::text) <= ${LIMITS.decisionAnswersBytes}`);
    expect(migrations).toContain(`octet_length(answers::text) <= ${LIMITS.riskAnswersBytes}`);
    expect(migrations).toContain(`check (internal.answers_shape_ok(answers, ${LIMITS.reviewAnswersBytes}))`);
    expect(migrations).toContain(
      `check (forecast is null or internal.answers_shape_ok(forecast, ${LIMITS.decisionAnswersBytes}))`,
    );
    expect(migrations).toContain(`check (stage between 1 and ${LIMITS.decisionStages})`);
    expect(migrations).toContain(`pg_catalog.octet_length(packet::text) <= ${LIMITS.reviewPacketBytes}`);
    expect(migrations).toContain(`pg_catalog.octet_length(response::text) <= ${LIMITS.reviewResponseBytes}`);
    expect(migrations).toContain(`pg_catalog.cardinality(tags) <= ${LIMITS.decisionTags}`);
    expect(migrations).toContain(`pg_catalog.char_length(t.tag) not between 1 and ${LIMITS.tagLength}`);
    expect(migrations).toContain(`check (char_length(reviewer_email) <= ${LIMITS.reviewerEmail} and`);
  });

  it('hold no bank the content check accepts from being saved at its last stage', () => {
    expect(bankSchema.properties.sections.maxItems).toBe(LIMITS.decisionStages);
  });
});

describe('the shared validation (10,000 cases per entry point)', () => {
  it('refuses a decision name for exactly the right reason', () => {
    fc.assert(
      fc.property(hostileText(260), (name) => {
        const problem = decisionNameProblem(name);
        const tooLong = characterCount(name) > LIMITS.decisionName;
        const unstorable = name.includes('\u0000') || !isWellFormed(name);
        expect(problem === null).toBe(!tooLong && !unstorable);
        if (tooLong) expect(problem?.key).toBe(ERROR_KEYS.decisionNameTooLong);
        else if (unstorable)
          expect(problem?.key).toBe(
            unstorable && name.includes('\u0000') ? ERROR_KEYS.textHasNul : ERROR_KEYS.textHasBrokenCharacter,
          );
        // A name the check accepts survives the UTF-8 round trip the database makes.
        if (!problem) expect(new TextDecoder().decode(new TextEncoder().encode(name))).toBe(name);
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses answers with their own message, 200 KB texts included', () => {
    const answer = fc.oneof(
      { weight: 8, arbitrary: hostileText(300) },
      { weight: 1, arbitrary: fc.constantFrom('a'.repeat(200_000), '中'.repeat(70_000), `${'b'.repeat(19_999)}😀`) },
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('q1', 'q2', 'q3'), fc.oneof(answer, fc.array(answer, { maxLength: 3 }))),
        (answers) => {
          const problem = decisionProblem({ name: 'n', answers });
          if (problem) expect(KNOWN_KEYS.has(problem.key)).toBe(true);
          else {
            expect(jsonbTextBytes(answers)).toBeLessThanOrEqual(LIMITS.decisionAnswersBytes);
            for (const value of Object.values(answers).flat()) expect(unstorableText(value)).toBeNull();
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('refuses a profile name for exactly its length or an unstorable character', () => {
    fc.assert(
      fc.property(hostileText(260), (name) => {
        const problem = profileNameProblem(name);
        if (problem)
          expect([ERROR_KEYS.profileNameTooLong, ERROR_KEYS.textHasNul, ERROR_KEYS.textHasBrokenCharacter]).toContain(
            problem.key,
          );
        else expect(characterCount(name)).toBeLessThanOrEqual(LIMITS.profileName);
      }),
      { numRuns: 10_000 },
    );
  });

  it('counts bytes as Postgres writes jsonb out', () => {
    expect(jsonbTextBytes({ a: 'x', b: ['1', '2'] })).toBe('{"a": "x", "b": ["1", "2"]}'.length);
    expect(jsonbTextBytes({ q: '中' })).toBe('{"q": "中"}'.length + 2);
  });
});

function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

describe('through the real store on PGlite (300 cases)', () => {
  let store: StorePort;
  beforeAll(async () => {
    const db = await openMigratedCopy();
    const backend = createLocalBackend(db);
    await backend.auth.signUp('limits@example.com', 'limits-password');
    store = backend.store;
  }, 60_000);

  it('saves and reads back every acceptable name and answer identical, and refuses the rest with its own message', async () => {
    const bank = { bankId: 'decision-checkpoint', bankVersion: '1' };
    await fc.assert(
      fc.asyncProperty(hostileText(220), hostileText(220), async (name, text) => {
        const draft: Decision = { ...newDecision(bank), name, answers: { q1: text, q2: [text, 'b'] } };
        const expected = decisionProblem(draft);
        const outcome = await store.saveDecision(draft).then(
          (saved) => ({ saved }),
          (error: unknown) => ({ error }),
        );
        if ('error' in outcome) {
          expect(outcome.error).toBeInstanceOf(StoreError);
          expect((outcome.error as StoreError).messageKey).toBe(expected?.key);
          return;
        }
        expect(expected).toBeNull();
        const read = await store.getDecision(draft.id);
        expect(read?.name).toBe(name);
        expect(read?.answers).toEqual({ q1: text, q2: [text, 'b'] });
        await store.deleteDecision(draft.id, read?.version ?? 1);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe('tags', () => {
  const typedTags = fc.array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom(' ', '\t', '\u3000', 'Dividend', 'dividend', ' A股 '),
    ),
    { maxLength: 12 },
  );

  it('are normalised as the database keeps them: trimmed, single spaces, none empty, none alike in any case', () => {
    fc.assert(
      fc.property(typedTags, (typed) => {
        const tags = normalizeTags(typed);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toMatch(/\s{2}|[^\S ]/);
          expect(tag).not.toBe('');
        }
        expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
        expect(normalizeTags(tags)).toEqual(tags);
      }),
    );
  });

  it('keep the first of tags alike, in the order typed, and every distinct one typed', () => {
    expect(normalizeTags(['  Dividend ', 'A-shares', 'dividend', '期权\u3000\u3000A股', ''])).toEqual([
      'Dividend',
      'A-shares',
      '期权 A股',
    ]);
    fc.assert(
      fc.property(typedTags, (typed) => {
        const kept = new Set(normalizeTags(typed).map((tag) => tag.toLowerCase()));
        for (const tag of typed) {
          const words = tag.replace(/\s+/g, ' ').trim();
          if (words !== '') expect(kept.has(words.toLowerCase())).toBe(true);
        }
      }),
    );
  });

  it('are refused beyond the limits, saying which', () => {
    const many = Array.from({ length: LIMITS.decisionTags + 1 }, (_, i) => `t${i}`);
    expect(tagsProblem(many.slice(1))).toBeNull();
    expect(tagsProblem(many)).toEqual({ key: ERROR_KEYS.tooManyTags, params: { max: String(LIMITS.decisionTags) } });
    const long = '期'.repeat(LIMITS.tagLength + 1);
    expect(tagsProblem(['期'.repeat(LIMITS.tagLength)])).toBeNull();
    expect(tagsProblem([long])).toEqual({
      key: ERROR_KEYS.tagTooLong,
      params: { max: String(LIMITS.tagLength), tag: long },
    });
  });
});
