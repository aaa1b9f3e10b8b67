import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDecision, newDecisionId, newReviewId, newRiskAssessmentId } from './ids';
import { isDecision } from './shapes';

/** The database's check on ids (supabase/migrations/*_user_data_tables.sql). */
const STORED_ID = /^[A-Za-z0-9_-]{1,64}$/;

describe('ids', () => {
  it('keep their shapes and pass the database check for any timestamp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_640_000_000_000_000 }), (now) => {
        expect(newDecisionId(now)).toMatch(new RegExp(`^decision-${now}-[0-9a-z]{8}$`));
        expect(newRiskAssessmentId(now)).toMatch(new RegExp(`^risk_${now}_[0-9a-z]{8}$`));
        expect(newReviewId(now)).toMatch(new RegExp(`^review-${now}-[0-9a-z]{8}$`));
        expect(newDecisionId(now)).toMatch(STORED_ID);
        expect(newReviewId(now)).toMatch(STORED_ID);
      }),
    );
  });

  it('do not collide when many are made in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newDecisionId(1_748_736_000_000)));
    expect(ids.size).toBe(2000);
  });

  it('start a new decision as an unsaved draft on stage 1', () => {
    const draft = newDecision(
      { bankId: 'decision-checkpoint', bankVersion: '1.0.0' },
      new Date('2025-06-01T00:00:00Z'),
    );
    expect(draft).toMatchObject({ name: '', stage: 1, answers: {}, completed: false, evaluated: false, version: 0 });
    expect(isDecision(draft)).toBe(true);
  });
});
