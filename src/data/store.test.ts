/**
 * The shared store logic with a scripted driver (no database): retries,
 * recognising a retried save that did land, skipped rows, error messages.
 */
import { describe, expect, it, vi } from 'vitest';
import { review, reviewPacket, reviewResponse, storedDecisionRow } from './contract/fixtures';
import { newDecision } from './ids';
import { reviewToInsertRow } from './rows';
import { createStore, type ShareDriver, type StoreDriver } from './store';
import { StoreError } from './store-error';

const USER = { userId: 'u-1', email: 'u@example.com' };

class FakeDbError extends Error {
  constructor(readonly kind: 'network' | 'conflict' | 'validation') {
    super(kind);
  }
}

function driver(overrides: Partial<StoreDriver>): StoreDriver {
  const unused = () => Promise.reject(new Error('not scripted'));
  return {
    classify: (error) => (error instanceof FakeDbError ? error.kind : 'unknown'),
    sqlState: () => null,
    getProfileRow: unused,
    insertProfileIfMissing: unused,
    upsertProfile: unused,
    listDecisionRows: unused,
    listDecisionSummaryRows: unused,
    countDecisions: unused,
    searchDecisionIds: unused,
    getDecisionRow: unused,
    insertDecision: unused,
    updateDecision: unused,
    setDecisionTags: unused,
    deleteDecision: unused,
    listRiskAssessmentRows: unused,
    insertRiskAssessment: unused,
    deleteRiskAssessment: unused,
    listReviewRows: unused,
    getReviewRow: unused,
    insertReview: unused,
    listSharedPacketRows: unused,
    receivePacket: unused,
    updateSharedPacket: unused,
    deleteSharedPacket: unused,
    listSecondOpinionRows: unused,
    getSecondOpinionRow: unused,
    insertSecondOpinion: unused,
    storageStats: unused,
    deleteAllData: unused,
    importData: unused,
    ...overrides,
  };
}

function store(overrides: Partial<StoreDriver>, report = vi.fn()) {
  const sleeps: number[] = [];
  const port = createStore(driver(overrides), {
    session: async () => USER,
    retry: { attempts: 3, delayMs: 1000, sleep: async (ms) => void sleeps.push(ms) },
    skipped: { report },
  });
  return { port, sleeps, report };
}

const saved = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'Saved', version: 2 };

describe('store retries', () => {
  it('retries a transient failure with 1000 ms × attempt between, then succeeds', async () => {
    const listDecisionSummaryRows = vi
      .fn()
      .mockRejectedValueOnce(new FakeDbError('network'))
      .mockRejectedValueOnce(new FakeDbError('network'))
      .mockResolvedValueOnce([storedDecisionRow(saved, 2)]);
    const { port, sleeps } = store({ listDecisionSummaryRows });
    expect((await port.listDecisionSummaries([])).map((d) => d.id)).toEqual([saved.id]);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('stops after 3 attempts and says to check the connection', async () => {
    const deleteDecision = vi.fn().mockRejectedValue(new FakeDbError('network'));
    const { port } = store({ deleteDecision });
    const error = await port.deleteDecision('x', 1).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'network', messageKey: 'saveConnection' });
    expect(deleteDecision).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal', async () => {
    const updateDecision = vi.fn().mockRejectedValue(new FakeDbError('validation'));
    const { port, sleeps } = store({ updateDecision });
    const error = await port.saveDecision(saved).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'validation', messageKey: 'decisionSaveFailed' });
    expect(updateDecision).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('recognises an update whose answer was lost but which did land, instead of calling it a conflict', async () => {
    const edited = { ...saved, name: 'Edited' };
    const updateDecision = vi.fn().mockRejectedValueOnce(new FakeDbError('network')).mockResolvedValueOnce(null);
    const getDecisionRow = vi.fn().mockResolvedValue(storedDecisionRow(edited, 3));
    const { port } = store({ updateDecision, getDecisionRow });
    expect(await port.saveDecision(edited)).toMatchObject({ name: 'Edited', version: 3 });
  });

  it('returns the stored review when an add landed before its answer was lost, adding it once', async () => {
    const asked = review('decision-1');
    const stored = { ...reviewToInsertRow(asked), user_id: USER.userId, created_at: '2025-07-01T08:00:00Z' };
    const insertReview = vi.fn().mockRejectedValueOnce(new FakeDbError('network')).mockResolvedValueOnce(null);
    const getReviewRow = vi.fn().mockResolvedValue(stored);
    const { port, sleeps } = store({ insertReview, getReviewRow });
    expect(await port.addReview(asked)).toEqual({ ...asked, createdAt: '2025-07-01T08:00:00.000Z' });
    expect(insertReview).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([1000]);
  });

  it('refuses a review whose answers break a limit before any query', async () => {
    const insertReview = vi.fn();
    const { port } = store({ insertReview });
    const error = await port.addReview(review('decision-1', { 'r-8': 'x'.repeat(20_001) })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'validation', messageKey: 'answerTooLong', params: { max: '20000' } });
    expect(insertReview).not.toHaveBeenCalled();
  });

  it('recognises an insert that landed before its answer was lost', async () => {
    const draft = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'New' };
    const insertDecision = vi
      .fn()
      .mockRejectedValueOnce(new FakeDbError('network'))
      .mockRejectedValueOnce(new FakeDbError('conflict'));
    const getDecisionRow = vi.fn().mockResolvedValue(storedDecisionRow(draft, 1));
    const { port } = store({ insertDecision, getDecisionRow });
    expect(await port.saveDecision(draft)).toMatchObject({ name: 'New', version: 1 });
  });

  it('says a forecast is fixed when the database refuses to rewrite it (IC003), and does not retry', async () => {
    const fixed = new Error('forecast-fixed');
    const updateDecision = vi.fn().mockRejectedValue(fixed);
    const { port, sleeps } = store({ updateDecision, sqlState: (error) => (error === fixed ? 'IC003' : null) });
    const done = { ...saved, completed: true, stage: 7, answers: { 'f-1': '90' }, forecast: { 'f-1': '70' } };
    const error = await port.saveDecision(done).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'validation', messageKey: 'forecastFixed', generic: false });
    expect(updateDecision).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('sends the forecast with a save, and never its date: the database stamps it', async () => {
    const forecast = { 'f-1': '70' };
    const done = { ...saved, completed: true, stage: 7, answers: forecast, forecast };
    const updateDecision = vi
      .fn()
      .mockResolvedValue(storedDecisionRow({ ...done, forecastMadeAt: '2025-06-01T10:00:00.000Z' }, 3));
    const { port } = store({ updateDecision });
    expect(await port.saveDecision(done)).toMatchObject({ forecast, forecastMadeAt: '2025-06-01T10:00:00.000Z' });
    const written = updateDecision.mock.calls[0]?.[3];
    expect(written).toMatchObject({ forecast });
    expect(written).not.toHaveProperty('forecast_made_at');
  });

  it('still reports a conflict when someone else changed the decision meanwhile', async () => {
    const updateDecision = vi.fn().mockRejectedValueOnce(new FakeDbError('network')).mockResolvedValueOnce(null);
    const getDecisionRow = vi.fn().mockResolvedValue(storedDecisionRow({ ...saved, name: 'Theirs' }, 3));
    const { port } = store({ updateDecision, getDecisionRow });
    const error = await port.saveDecision({ ...saved, name: 'Mine' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ code: 'conflict', messageKey: 'decisionConflict' });
  });
});

describe('rows failing the shape checks', () => {
  it('are skipped and handed to the reporter, the rest listed', async () => {
    const broken = { ...storedDecisionRow(saved, 2), id: 'decision-broken', stage: 'three' };
    const { port, report } = store({ listDecisionSummaryRows: async () => [broken, storedDecisionRow(saved, 2)] });
    expect((await port.listDecisionSummaries([])).map((d) => d.id)).toEqual([saved.id]);
    expect(report).toHaveBeenCalledWith('decision', broken);
  });

  it('never stop a profile from loading: defaults stand in', async () => {
    const { port, report } = store({
      getProfileRow: async () => ({
        user_id: USER.userId,
        name: 5,
        risk_tolerance: 'steady',
        preferred_strategies: [],
      }),
      insertProfileIfMissing: async () => undefined,
    });
    expect(await port.getProfile()).toEqual({
      id: USER.userId,
      name: USER.email,
      riskTolerance: 'steady',
      preferredStrategies: [],
    });
    expect(report).toHaveBeenCalled();
  });
});

describe('signed out', () => {
  it('asks to log in without touching the database', async () => {
    const listDecisionSummaryRows = vi.fn();
    const port = createStore(driver({ listDecisionSummaryRows }), { session: async () => null });
    await expect(port.listDecisionSummaries([])).rejects.toMatchObject({
      code: 'unauthenticated',
      messageKey: 'loginRequired',
    });
    expect(listDecisionSummaryRows).not.toHaveBeenCalled();
  });
});

describe('second opinions, retried', () => {
  const decision = { ...newDecision({ bankId: 'b', bankVersion: '1' }), name: 'Done', completed: true, version: 1 };
  const packet = reviewPacket(decision);
  const response = reviewResponse(packet);
  const shareRow = (id: string, extra = {}) => ({
    id,
    owner_id: USER.userId,
    decision_id: decision.id,
    reviewer_email: 'bob@example.com',
    packet,
    created_at: '2025-07-01T08:00:00Z',
    revoked_at: null,
    response: null,
    responded_at: null,
    ...extra,
  });
  /** An error carrying the SQLSTATE the database raised. */
  const refused = (code: string) => Object.assign(new FakeDbError('validation'), { code });
  const withShares = (shares: Partial<ShareDriver>, overrides: Partial<StoreDriver> = {}) => {
    const unused = () => Promise.reject(new Error('not scripted'));
    return store({
      sqlState: (error) => (error as { code?: string }).code ?? null,
      shares: {
        insertShare: unused,
        getShareRow: unused,
        listMyShareRows: unused,
        listSharesWithMeRows: unused,
        revokeShare: unused,
        respondToShare: unused,
        ...shares,
      },
      ...overrides,
    });
  };

  it('keeps an imported response once when the import is retried after it landed', async () => {
    const row = {
      user_id: USER.userId,
      id: response.id,
      decision_id: decision.id,
      response,
      imported_at: '2025-07-02T00:00:00Z',
    };
    const insertSecondOpinion = vi.fn().mockRejectedValueOnce(new FakeDbError('network')).mockResolvedValueOnce(null);
    const getSecondOpinionRow = vi.fn().mockResolvedValue(row);
    const { port } = store({ insertSecondOpinion, getSecondOpinionRow });
    expect(await port.addSecondOpinion(response)).toMatchObject({ id: response.id, decisionId: decision.id });
    expect(insertSecondOpinion).toHaveBeenCalledTimes(2);
  });

  it('finds the share a retried request made instead of making a second one', async () => {
    const insertShare = vi
      .fn()
      .mockRejectedValueOnce(new FakeDbError('network'))
      .mockRejectedValueOnce(new FakeDbError('conflict'));
    const getShareRow = vi.fn(async (_user: string, id: string) => shareRow(id));
    const { port } = withShares({ insertShare, getShareRow });
    const share = await port.shares?.shareDecision(decision.id, 'bob@example.com', packet);
    const [first, second] = (insertShare.mock.calls as [string, { id: string }][]).map(([, row]) => row);
    expect(first?.id).toBe(second?.id);
    expect(share?.id).toBe(first?.id);
  });

  it('takes a share answered with this very response as answered, and refuses another', async () => {
    const id = '0c0c0c0c-0000-4000-8000-000000000001';
    const respondToShare = vi.fn().mockRejectedValue(refused('IC007'));
    const getShareRow = vi.fn().mockResolvedValue(shareRow(id, { response, responded_at: '2025-07-02T00:00:00Z' }));
    const { port } = withShares({ respondToShare, getShareRow });
    expect(await port.shares?.respondToShare(id, response)).toMatchObject({ id, response });
    const other = reviewResponse(packet);
    expect(await port.shares?.respondToShare(id, other).catch((e: unknown) => e)).toMatchObject({
      code: 'validation',
      messageKey: 'packets:shareAnswered',
    });
  });

  it('refuses a forecast or response that breaks a limit, and an id that names nothing, before any query', async () => {
    const updateSharedPacket = vi.fn();
    const { port } = store({ updateSharedPacket });
    const long = { 'f-1': 'x'.repeat(20_001) };
    expect(await port.saveSharedForecast(crypto.randomUUID(), long).catch((e: unknown) => e)).toMatchObject({
      messageKey: 'answerTooLong',
    });
    expect(
      await port.saveSharedResponse(crypto.randomUUID(), { ...response, forecast: long }).catch((e: unknown) => e),
    ).toMatchObject({ messageKey: 'answerTooLong' });
    expect(await port.saveSharedForecast('not-a-uuid', { 'f-1': '1' }).catch((e: unknown) => e)).toMatchObject({
      code: 'not-found',
      messageKey: 'packets:sharedPacketGone',
    });
    expect(updateSharedPacket).not.toHaveBeenCalled();
  });
});
