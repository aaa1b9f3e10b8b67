import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagsArbitrary } from './contract/arbitraries';
import { evaluationResult } from './contract/fixtures';
import {
  decisionFromRow,
  decisionToInsertRow,
  isoTime,
  type Row,
  reviewFromRow,
  reviewToInsertRow,
  riskAssessmentFromRow,
  riskAssessmentToRow,
} from './rows';
import type { Decision } from './types';

const answers = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
);

const decision: fc.Arbitrary<Decision> = fc
  .record({
    id: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    name: fc.string({ maxLength: 40 }),
    stage: fc.integer({ min: 1, max: 7 }),
    answers,
    completed: fc.boolean(),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    forecast: fc.option(answers, { nil: null }),
    createdAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    version: fc.integer({ min: 1, max: 1000 }),
    tags: tagsArbitrary,
  })
  .map(({ score, forecast, createdAt, ...rest }) => ({
    ...rest,
    bankId: 'decision-checkpoint',
    bankVersion: '1.0.0',
    evaluated: score !== null,
    evaluationScore: score,
    evaluationResult: score === null ? null : evaluationResult(score),
    completed: rest.completed || forecast !== null,
    forecast,
    forecastMadeAt: forecast === null ? null : createdAt.toISOString(),
    createdAt: createdAt.toISOString(),
    updatedAt: createdAt.toISOString(),
  }));

describe('decision rows', () => {
  it('read back exactly what was written, with timestamps as Date (PGlite) or string (PostgREST)', () => {
    fc.assert(
      fc.property(decision, fc.boolean(), (value, asDate) => {
        const time = asDate ? new Date(value.createdAt) : value.createdAt.replace('Z', '+00:00');
        const row = {
          ...decisionToInsertRow(value),
          forecast_made_at: value.forecast === null ? null : time,
          tags: value.tags,
          created_at: time,
          updated_at: time,
          version: value.version,
        };
        expect(decisionFromRow(row)).toEqual(value);
      }),
    );
  });

  it('are skipped when they fail the shape checks', () => {
    const good = decisionToInsertRow({ ...fc.sample(decision, 1)[0], version: 1 } as Decision);
    const base = { ...good, updated_at: good.created_at, version: 1 };
    expect(decisionFromRow(base)).not.toBeNull();
    expect(decisionFromRow({ ...base, id: 7 })).toBeNull();
    expect(decisionFromRow({ ...base, name: null })).toBeNull();
    expect(decisionFromRow({ ...base, stage: '2' })).toBeNull();
    expect(decisionFromRow({ ...base, completed: 'yes' })).toBeNull();
    expect(decisionFromRow({ ...base, answers: { '1-1': 3 } })).toBeNull();
    expect(
      decisionFromRow({ ...base, evaluated: true, evaluation_score: 50, evaluation_result: { totalScore: 50 } }),
    ).toBeNull();
  });

  it('carry the forecast and when it was made, and are skipped when it breaks the database’s rules', () => {
    const made = new Date('2025-03-04T05:06:07.890Z');
    const good = decisionToInsertRow({ ...fc.sample(decision, 1)[0], version: 1 } as Decision);
    const base = { ...good, evaluated: false, evaluation_score: null, evaluation_result: null, version: 1 };
    const done: Row = { ...base, completed: true, updated_at: good.created_at };
    const forecast = { '8-1': '70', '8-2': ['-5', '15'] };
    expect(decisionFromRow({ ...done, forecast, forecast_made_at: made })).toMatchObject({
      forecast,
      forecastMadeAt: '2025-03-04T05:06:07.890Z',
    });
    expect(decisionFromRow({ ...done, forecast, forecast_made_at: '2025-03-04T05:06:07.890123+00:00' })).toMatchObject({
      forecastMadeAt: '2025-03-04T05:06:07.890Z',
    });
    // A row of a database from before forecasts has neither column.
    const { forecast: _f, ...before } = done;
    expect(decisionFromRow(before)).toMatchObject({ forecast: null, forecastMadeAt: null });
    expect(decisionFromRow({ ...done, forecast: { '8-1': 70 }, forecast_made_at: made })).toBeNull();
    expect(decisionFromRow({ ...done, completed: false, forecast, forecast_made_at: made })).toBeNull();
    expect(decisionFromRow({ ...done, forecast: null, forecast_made_at: made })).toBeNull();
  });
});

describe('risk assessment rows', () => {
  const rowOf = () => ({
    id: 'risk_1_a',
    bank_id: 'risk-tolerance',
    bank_version: '1.0.0',
    score: 50,
    type: 'steady',
    name: 'risk.type.steady.name',
    answers: {},
    result: {
      score: 50,
      type: 'steady',
      name: 'risk.type.steady.name',
      description: 'risk.type.steady.description',
      recommendation: 'risk.type.steady.recommendation',
      needsVerification: false,
      needsWarning: false,
    },
    created_at: new Date('2025-01-01T00:00:00Z'),
  });

  it('are skipped without a string id, name, type and numeric score', () => {
    const row = rowOf();
    expect(riskAssessmentFromRow(row)).toMatchObject({
      id: 'risk_1_a',
      bankId: 'risk-tolerance',
      bankVersion: '1.0.0',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(riskAssessmentFromRow({ ...row, bank_version: null })).toBeNull();
    expect(riskAssessmentFromRow({ ...row, score: '50' })).toBeNull();
    expect(riskAssessmentFromRow({ ...row, type: 'reckless' })).toBeNull();
    expect(riskAssessmentFromRow({ ...row, name: undefined })).toBeNull();
  });

  it("write the bank only when the assessment names it, so the import fills an old file's in", () => {
    const stored = riskAssessmentFromRow(rowOf());
    if (!stored) throw new Error('row not read');
    expect(riskAssessmentToRow(stored)).toMatchObject({ bank_id: 'risk-tolerance', bank_version: '1.0.0' });
    const { bankId: _, bankVersion: __, ...old } = stored;
    expect(Object.keys(riskAssessmentToRow(old))).not.toContain('bank_id');
    expect(Object.keys(riskAssessmentToRow(old))).not.toContain('bank_version');
  });

  it('are skipped when the stored result lacks a field the dashboard shows', () => {
    const row = rowOf();
    const { description: _, ...withoutDescription } = row.result;
    expect(riskAssessmentFromRow({ ...row, result: withoutDescription })).toBeNull();
    expect(riskAssessmentFromRow({ ...row, result: { ...row.result, needsWarning: 'no' } })).toBeNull();
    expect(riskAssessmentFromRow(row)).not.toBeNull();
  });
});

describe('review rows', () => {
  const review = {
    id: 'review-1',
    decisionId: 'decision-1',
    bankId: 'decision-review',
    bankVersion: '1.0.0',
    answers: { 'r-1': '8', 'r-4': ['hold'] },
  };

  it('read back what was written, with the time the database stamped as an ISO string', () => {
    const row = { ...reviewToInsertRow(review), user_id: 'u', created_at: '2025-07-01T08:00:00.123456+00:00' };
    expect(reviewFromRow(row)).toEqual({ ...review, createdAt: '2025-07-01T08:00:00.123Z' });
    expect(reviewFromRow({ ...row, created_at: new Date('2025-07-01T08:00:00Z') })?.createdAt).toBe(
      '2025-07-01T08:00:00.000Z',
    );
    expect(reviewToInsertRow(review)).not.toHaveProperty('created_at');
  });

  it('are skipped without their decision or with answers of the wrong shape', () => {
    const row = { ...reviewToInsertRow(review), created_at: '2025-07-01T08:00:00Z' };
    expect(reviewFromRow({ ...row, decision_id: null })).toBeNull();
    expect(reviewFromRow({ ...row, answers: { 'r-1': 8 } })).toBeNull();
  });
});

describe('times read from rows', () => {
  const digits = (length: number, max = 9) =>
    fc.array(fc.integer({ min: 0, max }), { minLength: length, maxLength: length }).map((list) => list.join(''));

  it('read as Postgres writes them in UTC give the same ISO text as parsing them would', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const written = fc
      .record({
        time: fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        micro: fc.option(digits(3), { nil: undefined }),
        places: fc.integer({ min: 1, max: 6 }),
      })
      .map(({ time, micro, places }) => {
        const base = time.toISOString().slice(0, 19);
        const fraction = micro === undefined ? '' : `.${(pad(time.getUTCMilliseconds(), 3) + micro).slice(0, places)}`;
        return `${base}${fraction}+00:00`;
      });
    // Anything of that shape, real date or not.
    const shaped = fc
      .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.option(digits(4), { nil: undefined }))
      .map(([y, mo, d, h, mi, s, f]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${f === undefined ? '' : `.${f}`}+00:00`);
    fc.assert(
      fc.property(fc.oneof(written, shaped), (text) => {
        const time = Date.parse(text);
        expect(isoTime(text)).toBe(Number.isNaN(time) ? text : new Date(time).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('read from PGlite as Dates, or in another offset, become the same ISO text', () => {
    const time = new Date('2026-02-03T04:05:06.789Z');
    expect(isoTime(time)).toBe('2026-02-03T04:05:06.789Z');
    expect(isoTime('2026-02-03T12:05:06.789+08:00')).toBe('2026-02-03T04:05:06.789Z');
    expect(isoTime('not a time')).toBe('not a time');
  });
});
