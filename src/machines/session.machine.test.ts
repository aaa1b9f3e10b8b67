import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SecondOpinion, SharedPacket } from '../data/second-opinion';
import { StoreError } from '../data/store-error';
import type { Decision, Profile, Review, RiskAssessment, Session } from '../data/types';
import { MESSAGES } from './machine-messages';
import { nothingOpen } from './open-screens';
import { type SessionDeps, selectRestOfJournal, sessionMachine } from './session.machine';
import { sessionServices } from './session.services';
import { decision } from './testing/fakes';

const alice: Session = { userId: 'u-alice', email: 'alice@example.com' };
const bob: Session = { userId: 'u-bob', email: 'bob@example.com' };
const carol: Session = { userId: 'u-carol', email: 'carol@example.com' };

function assessment(id: string, type: RiskAssessment['type'] = 'balanced'): RiskAssessment {
  return {
    id,
    bankId: 'risk-tolerance',
    bankVersion: '1.0.0',
    score: 60,
    type,
    name: `risk.type.${type}.name`,
    answers: {},
    result: {
      score: 60,
      type,
      name: 'n',
      description: 'd',
      recommendation: 'r',
      needsVerification: false,
      needsWarning: false,
    },
    createdAt: '2024-01-01T00:00:00.000Z',
  };
}

function review(id: string, decisionId: string, createdAt = '2024-06-01T00:00:00.000Z'): Review {
  return { id, decisionId, bankId: 'decision-review', bankVersion: '1.0.0', answers: {}, createdAt };
}

/** Per-user data, as the store would return it for whoever is signed in. */
const data: Record<
  string,
  { profile: Profile; decisions: Decision[]; assessments: RiskAssessment[]; reviews: Review[] }
> = {
  'u-alice': {
    profile: { id: 'u-alice', name: 'Alice', riskTolerance: 'steady', preferredStrategies: [] },
    decisions: [decision({ id: 'a-2' }), decision({ id: 'a-1' })],
    assessments: [assessment('r-old', 'steady'), assessment('r-new', 'progressive')],
    reviews: [review('rv-2', 'a-1', '2024-07-01T00:00:00.000Z'), review('rv-1', 'a-2')],
  },
  'u-bob': {
    profile: { id: 'u-bob', name: 'Bob', riskTolerance: 'steady', preferredStrategies: [] },
    decisions: [decision({ id: 'b-1' })],
    assessments: [],
    reviews: [],
  },
};

function startSession(initial: Session | null = null, failCheck = false, firstPage = 50) {
  const listeners = new Set<(s: Session | null, registered: boolean) => void>();
  let current = initial;
  /** `registered`: the sign-up of `s` has just created it. */
  const change = (s: Session | null, registered = false) => {
    current = s;
    for (const listener of listeners) listener(s, registered);
  };
  const auth = {
    getSession: vi.fn(async () => {
      if (failCheck) throw new StoreError('network', 'connection');
      return current;
    }),
    onChange: vi.fn((listener: (s: Session | null, registered: boolean) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    signOut: vi.fn(async () => change(null)),
  };
  const forUser = () => data[current?.userId ?? ''] ?? data['u-alice'];
  const store = {
    getProfile: vi.fn(async () => forUser()?.profile as Profile),
    saveProfile: vi.fn(async (p: Profile) => p),
    listDecisionSummaries: vi.fn(async (_keys: readonly string[], limit?: number) =>
      (forUser()?.decisions ?? []).slice(0, limit),
    ),
    countDecisions: vi.fn(async () => {
      const decisions = forUser()?.decisions ?? [];
      return { total: decisions.length, completed: decisions.filter((d) => d.completed).length };
    }),
    listRiskAssessments: vi.fn(async () => forUser()?.assessments ?? []),
    listReviews: vi.fn(async () => forUser()?.reviews ?? []),
    listSharedPackets: vi.fn(async () => [] as SharedPacket[]),
    listSecondOpinions: vi.fn(async () => [] as SecondOpinion[]),
  };
  const deps: SessionDeps = {
    auth,
    store,
    journalAnswerKeys: ['schedule-question'],
    firstPage,
    newProfile: (s) => ({ id: s.userId, name: `new ${s.email}`, riskTolerance: 'steady', preferredStrategies: [] }),
    reportError: vi.fn(),
    onSignedOut: vi.fn(),
  };
  const actor = createActor(sessionMachine.provide(sessionServices(deps))).start();
  return { actor, auth, store, deps, change, listeners };
}

type Running = ReturnType<typeof startSession>['actor'];
const ready = (actor: Running) => waitFor(actor, (s) => s.matches({ signedIn: { data: 'ready' } }));
const signedOut = (actor: Running) => waitFor(actor, (s) => s.matches('signedOut'));
/** Everything read: the first screen's data and what is read behind it. */
const allIn = (actor: Running) => waitFor(actor, (s) => s.matches({ signedIn: { data: { ready: 'whole' } } }));

describe('session: signing in and out', () => {
  it('starts signed out when nobody is signed in, holding no data', async () => {
    const { actor, store } = startSession();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await signedOut(actor);
    expect(actor.getSnapshot().context).toMatchObject({ session: null, userData: { profile: null, decisions: [] } });
    expect(store.getProfile).not.toHaveBeenCalled();
  });

  it('wipes what a past user left on this device (drafts, AI keys) when it starts signed out', async () => {
    const { actor, deps } = startSession();
    await signedOut(actor);
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the drafts when the session check itself failed: their owner may still sign in', async () => {
    const { actor, deps } = startSession(null, true);
    await signedOut(actor);
    expect(deps.onSignedOut).not.toHaveBeenCalled();
  });

  it('resumes an existing session and loads profile, decisions and the latest assessment', async () => {
    const { actor } = startSession(alice);
    await ready(actor);
    const { context } = actor.getSnapshot();
    expect(context.session).toEqual(alice);
    expect(context.userData.profile?.name).toBe('Alice');
    expect(context.userData.decisions.map((d) => d.id)).toEqual(['a-2', 'a-1']);
    expect(context.userData.currentAssessment?.id).toBe('r-new');
  });

  it('loads the user’s data when the auth port reports a sign-in', async () => {
    const { actor, change } = startSession();
    await signedOut(actor);
    change(alice);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await ready(actor);
    expect(actor.getSnapshot().context.userData.profile?.id).toBe('u-alice');
  });

  it('clears everything, open decision and assessment included, when the user signs out elsewhere', async () => {
    const { actor, change, deps } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    actor.send({ type: 'EVALUATE', id: 'a-2' });
    change(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      session: null,
      userData: { profile: null, decisions: [], assessments: [], currentAssessment: null },
      screens: { openDecision: null, evaluatingId: null },
    });
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('SIGN_OUT signs out through the auth port and clears the data', async () => {
    const { actor, auth, deps } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'SIGN_OUT' });
    await signedOut(actor);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.userData.decisions).toEqual([]);
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('reports a failed sign-out and stays signed in with the data', async () => {
    const { actor, auth, deps } = startSession(alice);
    await ready(actor);
    auth.signOut.mockRejectedValueOnce(new StoreError('network', 'connection'));
    actor.send({ type: 'SIGN_OUT' });
    await ready(actor);
    expect(deps.reportError).toHaveBeenCalledWith('errors:connection', {});
    expect(actor.getSnapshot().context.userData.decisions).toHaveLength(2);
    expect(deps.onSignedOut).not.toHaveBeenCalled();
  });

  it('on a switch of user drops the first user’s data and loads the second’s', async () => {
    const { actor, change, deps } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    change(bob);
    expect(actor.getSnapshot().context).toMatchObject({
      session: bob,
      userData: { decisions: [] },
      screens: { openDecision: null },
    });
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
    await ready(actor);
    expect(actor.getSnapshot().context.userData.decisions.map((d) => d.id)).toEqual(['b-1']);
    expect(actor.getSnapshot().context.userData.currentAssessment).toBeNull();
  });

  it('opens a new account at once with its starting profile, reads nothing, and saves the profile behind it', async () => {
    const { actor, change, store } = startSession();
    await signedOut(actor);
    change(carol, true);
    // Nothing is stored under an account its sign-up has just created: there is nothing to wait for.
    expect(actor.getSnapshot().matches({ signedIn: { data: { ready: 'whole' } } })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.userData).toMatchObject({
      profile: { id: 'u-carol', name: 'new carol@example.com' },
      decisions: [],
      assessments: [],
      reviews: [],
      listsRead: true,
    });
    for (const read of [
      store.getProfile,
      store.listDecisionSummaries,
      store.listRiskAssessments,
      store.listReviews,
      store.listSharedPackets,
      store.listSecondOpinions,
    ])
      expect(read).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(store.saveProfile).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'u-carol', name: 'new carol@example.com' }),
    );
  });

  it('keeps a new account usable when its starting profile cannot be saved, and says so', async () => {
    const { actor, change, store, deps } = startSession();
    await signedOut(actor);
    store.saveProfile.mockRejectedValueOnce(new StoreError('network', 'connection'));
    change(carol, true);
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(deps.reportError).toHaveBeenCalledWith('errors:connection', {});
    expect(actor.getSnapshot().matches({ signedIn: { data: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.userData.profile?.id).toBe('u-carol');
  });

  it('saves the strategies a new account chose while its starting profile was saved, last', async () => {
    const { actor, change, store } = startSession();
    await signedOut(actor);
    change(carol, true);
    actor.send({ type: 'STRATEGIES_CHOSEN', strategies: ['index'] });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(store.saveProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'u-carol', preferredStrategies: ['index'] }),
    );
    expect(actor.getSnapshot().context.userData.profile?.preferredStrategies).toEqual(['index']);
  });

  it('drops the last user’s data and open screens when a new account signs in over it', async () => {
    const { actor, change, store, deps } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    change(carol, true);
    expect(actor.getSnapshot().context).toMatchObject({
      session: carol,
      userData: { profile: { id: 'u-carol' }, decisions: [], currentAssessment: null },
      screens: { openDecision: null },
    });
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
    expect(store.listDecisionSummaries).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the same user’s session is refreshed', async () => {
    const { actor, change, store } = startSession(alice);
    await ready(actor);
    change({ ...alice, name: 'Alice A.' });
    expect(actor.getSnapshot().context.session?.name).toBe('Alice A.');
    expect(store.listDecisionSummaries).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedIn: { data: 'ready' } })).toBe(true);
  });

  it('loads the decisions as summaries holding the answers the lists read, and no others', async () => {
    const { actor, store } = startSession(alice);
    await ready(actor);
    // A journal shorter than its first page is whole at once: one read.
    expect(store.listDecisionSummaries).toHaveBeenCalledWith(['schedule-question'], 50);
    expect(store.listDecisionSummaries).toHaveBeenCalledTimes(1);
  });

  it('never lets a load that finishes after sign-out leak into memory', async () => {
    const { actor, change, store } = startSession();
    await signedOut(actor);
    let finish!: (d: Decision[]) => void;
    store.listDecisionSummaries.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    change(alice);
    change(null);
    finish([decision({ id: 'late' })]);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.userData.decisions).toEqual([]);
  });

  it('keeps a failed load as an error state with its message, and RETRY loads again', async () => {
    const { actor, store, deps } = startSession(alice);
    store.getProfile.mockRejectedValueOnce(new Error('db down'));
    await waitFor(actor, (s) => s.matches({ signedIn: { data: 'loadFailed' } }));
    expect(actor.getSnapshot().context.loadError).toEqual({ key: MESSAGES.loadFailed });
    expect(deps.reportError).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.loadError).toBeNull();
    await ready(actor);
    expect(actor.getSnapshot().context.userData.profile?.name).toBe('Alice');
  });

  it("shows the store's own reason when loading fails, e.g. a lost connection", async () => {
    const { actor, store } = startSession(alice);
    store.listDecisionSummaries.mockRejectedValueOnce(new StoreError('network', 'connection'));
    await waitFor(actor, (s) => s.matches({ signedIn: { data: 'loadFailed' } }));
    expect(actor.getSnapshot().context.loadError).toEqual({ key: 'errors:connection', params: {} });
  });

  it('stops listening to the auth port when stopped', async () => {
    const { actor, listeners } = startSession(alice);
    await ready(actor);
    expect(listeners.size).toBe(1);
    actor.stop();
    expect(listeners.size).toBe(0);
  });
});

describe('session: the data in memory', () => {
  async function signedIn() {
    const started = startSession(alice);
    await allIn(started.actor);
    return started;
  }

  it('replaces a saved decision in place and puts a new one first', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'DECISION_SAVED', decision: decision({ id: 'a-1', name: 'Renamed', version: 2 }) });
    actor.send({ type: 'DECISION_SAVED', decision: decision({ id: 'a-3', name: 'New' }) });
    const { decisions } = actor.getSnapshot().context.userData;
    expect(decisions.map((d) => [d.id, d.name])).toEqual([
      ['a-3', 'New'],
      ['a-2', 'Buy index fund'],
      ['a-1', 'Renamed'],
    ]);
  });

  it('shows saved tags on the decision at once, and keeps them through a later save from an editor', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'DECISION_TAGS_SAVED', id: 'a-1', tags: ['dividend', 'A-shares'] });
    const tagsOf = (id: string) => actor.getSnapshot().context.userData.decisions.find((d) => d.id === id)?.tags;
    expect(tagsOf('a-1')).toEqual(['dividend', 'A-shares']);
    expect(tagsOf('a-2')).toEqual([]);
    // The editor opened before the tags were set and saves with what it loaded.
    actor.send({ type: 'DECISION_SAVED', decision: decision({ id: 'a-1', name: 'Renamed', version: 2 }) });
    expect(actor.getSnapshot().context.userData.decisions.find((d) => d.id === 'a-1')).toMatchObject({
      name: 'Renamed',
      version: 2,
      tags: ['dividend', 'A-shares'],
    });
    // Tags of a decision deleted meanwhile change nothing.
    const before = actor.getSnapshot().context.userData;
    actor.send({ type: 'DECISION_TAGS_SAVED', id: 'gone', tags: ['x'] });
    expect(actor.getSnapshot().context.userData).toEqual(before);
  });

  it('removes a deleted decision and closes it if it was open', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    actor.send({ type: 'DECISION_DELETED', id: 'a-1' });
    expect(actor.getSnapshot().context.screens).toMatchObject({ openDecision: null });
    expect(actor.getSnapshot().context.userData.decisions.map((d) => d.id)).toEqual(['a-2']);

    actor.send({ type: 'OPEN_DECISION', id: 'a-2' });
    actor.send({ type: 'DECISION_DELETED', id: 'other' });
    expect(actor.getSnapshot().context.screens.openDecision).toEqual({ mode: 'edit', id: 'a-2' });
  });

  it('holds the user’s reviews, adds a new one first, and drops those of a deleted decision', async () => {
    const { actor, change } = await signedIn();
    const ids = () => actor.getSnapshot().context.userData.reviews.map((r) => r.id);
    expect(ids()).toEqual(['rv-2', 'rv-1']);
    actor.send({ type: 'REVIEW_SAVED', review: review('rv-3', 'a-2', '2024-08-01T00:00:00.000Z') });
    expect(ids()).toEqual(['rv-3', 'rv-2', 'rv-1']);
    actor.send({ type: 'DECISION_DELETED', id: 'a-2' });
    expect(ids()).toEqual(['rv-2']);
    change(bob);
    await waitFor(
      actor,
      (s) => s.context.session?.userId === 'u-bob' && s.matches({ signedIn: { data: { ready: 'whole' } } }),
    );
    expect(ids()).toEqual([]);
  });

  it('tracks the open decision and the evaluation overlay', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'NEW_DECISION' });
    expect(actor.getSnapshot().context.screens.openDecision).toEqual({ mode: 'create' });
    actor.send({ type: 'EVALUATE', id: 'a-2' });
    expect(actor.getSnapshot().context.screens.evaluatingId).toBe('a-2');
    actor.send({ type: 'CLOSE_EVALUATION' });
    actor.send({ type: 'CLOSE_DECISION' });
    expect(actor.getSnapshot().context.screens).toMatchObject({ openDecision: null, evaluatingId: null });
  });

  it('makes a new assessment current, sets the risk tolerance at once and saves the profile', async () => {
    const { actor, store } = await signedIn();
    actor.send({ type: 'ASSESSMENT_SAVED', assessment: assessment('r-3', 'aggressive') });
    const { context } = actor.getSnapshot();
    expect(context.userData.currentAssessment?.id).toBe('r-3');
    expect(context.userData.assessments.map((a) => a.id)).toEqual(['r-old', 'r-new', 'r-3']);
    expect(context.userData.profile?.riskTolerance).toBe('aggressive');
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(store.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ riskTolerance: 'aggressive' }));
  });

  it('deletes an assessment from the history; when it was the current one, the one before takes its place', async () => {
    const { actor, store } = await signedIn();
    actor.send({ type: 'ASSESSMENT_SAVED', assessment: assessment('r-3', 'aggressive') });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    const before = actor.getSnapshot().context.userData.assessments.at(-2);

    actor.send({ type: 'ASSESSMENT_DELETED', id: 'r-3' });
    const { context } = actor.getSnapshot();
    expect(context.userData.assessments.map((a) => a.id)).toEqual(['r-old', 'r-new']);
    expect(context.userData.currentAssessment?.id).toBe('r-new');
    expect(context.userData.profile?.riskTolerance).toBe(before?.type);
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(store.saveProfile).toHaveBeenLastCalledWith(expect.objectContaining({ riskTolerance: before?.type }));

    store.saveProfile.mockClear();
    actor.send({ type: 'ASSESSMENT_DELETED', id: 'r-old' });
    expect(actor.getSnapshot().context.userData.currentAssessment?.id).toBe('r-new');
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'idle' } })).toBe(true);
    expect(store.saveProfile).not.toHaveBeenCalled();
  });

  it('loads everything again when the stored data changed under it (an import)', async () => {
    const { actor, store } = await signedIn();
    store.listDecisionSummaries.mockResolvedValueOnce([decision({ id: 'imported', name: 'Imported' })]);
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    actor.send({ type: 'DATA_REPLACED' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: { data: 'ready' } }));
    expect(actor.getSnapshot().context.userData.decisions.map((d) => d.id)).toEqual(['imported']);
    expect(actor.getSnapshot().context.screens.openDecision).toBeNull();
  });

  it('shows chosen strategies at once and saves them with the profile, the latest choice last', async () => {
    const { actor, store } = await signedIn();
    actor.send({ type: 'STRATEGIES_CHOSEN', strategies: ['value'] });
    actor.send({ type: 'STRATEGIES_CHOSEN', strategies: ['index', 'bond'] });
    expect(actor.getSnapshot().context.userData.profile?.preferredStrategies).toEqual(['index', 'bond']);
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(store.saveProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'u-alice', preferredStrategies: ['index', 'bond'], riskTolerance: 'steady' }),
    );
  });

  it("reports 'Failed to save user profile' when chosen strategies cannot be saved", async () => {
    const { actor, store, deps } = await signedIn();
    store.saveProfile.mockRejectedValueOnce(new Error('nope'));
    actor.send({ type: 'STRATEGIES_CHOSEN', strategies: ['growth'] });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(deps.reportError).toHaveBeenCalledWith(MESSAGES.profileSaveFailed, undefined);
  });

  it("reports 'Failed to save user profile' when the profile cannot be saved", async () => {
    const { actor, store, deps } = await signedIn();
    store.saveProfile.mockRejectedValueOnce(new Error('nope'));
    actor.send({ type: 'ASSESSMENT_SAVED', assessment: assessment('r-3') });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'idle' } }));
    expect(deps.reportError).toHaveBeenCalledWith(MESSAGES.profileSaveFailed, undefined);
    expect(actor.getSnapshot().context.userData.currentAssessment?.id).toBe('r-3');
  });

  it('keeps the list equal to a model under any sequence of saves and deletes', async () => {
    const id = fc.constantFrom('a-1', 'x-1', 'x-2', 'x-3');
    const op = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), id, name: fc.string({ maxLength: 3 }) }),
      fc.record({ kind: fc.constant('delete' as const), id }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        const { actor, store } = await signedIn();
        const model = new Map(actor.getSnapshot().context.userData.decisions.map((d) => [d.id, d.name]));
        for (const o of ops) {
          if (o.kind === 'save') {
            actor.send({ type: 'DECISION_SAVED', decision: decision({ id: o.id, name: o.name }) });
            model.set(o.id, o.name);
          } else {
            actor.send({ type: 'DECISION_DELETED', id: o.id });
            model.delete(o.id);
          }
        }
        const list = actor.getSnapshot().context.userData.decisions;
        expect(new Set(list.map((d) => d.id)).size).toBe(list.length);
        expect(Object.fromEntries(list.map((d) => [d.id, d.name]))).toEqual(Object.fromEntries(model));
        expect(store.listDecisionSummaries).toHaveBeenCalledTimes(1);
        actor.stop();
      }),
      { numRuns: 50 },
    );
  });
});

describe('session: the reviews and other lists, read behind the first screen', () => {
  /** Alice signed in with her reviews held back until `release`. */
  function startWithReviewsHeld() {
    const started = startSession(alice);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = started.store.listReviews.getMockImplementation();
    started.store.listReviews.mockImplementation(async () => {
      await held;
      return read ? read() : [];
    });
    return { ...started, release };
  }
  const reviewIds = (actor: Running) => actor.getSnapshot().context.userData.reviews.map((r) => r.id);

  it('can be used before the reviews are in, and says they are not read yet', async () => {
    const { actor, release } = startWithReviewsHeld();
    await ready(actor);
    const { userData } = actor.getSnapshot().context;
    expect(userData.decisions.map((d) => d.id)).toEqual(['a-2', 'a-1']);
    expect(userData.listsRead).toBe(false);
    // The journal is whole: nothing older is being read, only the lists beside it.
    expect(selectRestOfJournal(actor.getSnapshot())).toBeNull();
    release();
    await allIn(actor);
    expect(actor.getSnapshot().context.userData.listsRead).toBe(true);
    expect(reviewIds(actor)).toEqual(['rv-2', 'rv-1']);
  });

  it('keeps a review saved and a decision deleted while the reviews were read', async () => {
    const { actor, release } = startWithReviewsHeld();
    await ready(actor);
    actor.send({ type: 'REVIEW_SAVED', review: review('rv-3', 'a-2', '2024-08-01T00:00:00.000Z') });
    actor.send({ type: 'DECISION_DELETED', id: 'a-1' });
    release();
    await allIn(actor);
    // rv-2 was a-1's, deleted meanwhile.
    expect(reviewIds(actor)).toEqual(['rv-3', 'rv-1']);
  });

  it('does not read them again once in, e.g. after a failed sign-out', async () => {
    const { actor, auth, store } = startSession(alice);
    await allIn(actor);
    auth.signOut.mockRejectedValueOnce(new StoreError('network', 'connection'));
    actor.send({ type: 'SIGN_OUT' });
    await allIn(actor);
    expect(store.listReviews).toHaveBeenCalledTimes(1);
  });

  it('says when they could not be read, and reads them again on Retry', async () => {
    const { actor, store, deps } = startSession(alice);
    store.listReviews.mockRejectedValueOnce(new StoreError('network', 'loadConnection'));
    await waitFor(actor, (s) => selectRestOfJournal(s) === 'failed');
    expect(deps.reportError).toHaveBeenCalledWith('errors:loadConnection', {});
    expect(actor.getSnapshot().context.userData.listsRead).toBe(false);
    actor.send({ type: 'RETRY' });
    await allIn(actor);
    expect(reviewIds(actor)).toEqual(['rv-2', 'rv-1']);
  });
});

describe('session: a journal longer than its first page', () => {
  /** Alice's journal read a page of one decision first; the whole of it waits until `release`. */
  function startLong() {
    const started = startSession(alice, false, 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = started.store.listDecisionSummaries.getMockImplementation();
    started.store.listDecisionSummaries.mockImplementation(async (keys: readonly string[], limit?: number) => {
      if (limit === undefined) await held;
      return read ? read(keys, limit) : [];
    });
    return { ...started, release };
  }
  const ids = (actor: Running) => actor.getSnapshot().context.userData.decisions.map((d) => d.id);

  it('can be used once its newest decisions are in, and takes the rest in behind them', async () => {
    const { actor, release } = startLong();
    await ready(actor);
    expect(ids(actor)).toEqual(['a-2']);
    expect(selectRestOfJournal(actor.getSnapshot())).toBe('reading');
    expect(actor.getSnapshot().context.userData.journalCounts).toEqual({ total: 2, completed: 0 });
    release();
    await waitFor(actor, (s) => selectRestOfJournal(s) === null);
    expect(ids(actor)).toEqual(['a-2', 'a-1']);
    expect(actor.getSnapshot().context.userData.journalCounts).toBeNull();
  });

  it('keeps what the investor did while the rest was read: a new decision, a deleted one', async () => {
    const { actor, release } = startLong();
    await ready(actor);
    actor.send({ type: 'DECISION_SAVED', decision: decision({ id: 'a-3', name: 'Begun meanwhile' }) });
    actor.send({ type: 'DECISION_DELETED', id: 'a-2' });
    // The counts shown meanwhile follow: one begun, one deleted.
    expect(actor.getSnapshot().context.userData.journalCounts).toEqual({ total: 2, completed: 0 });
    release();
    await waitFor(actor, (s) => selectRestOfJournal(s) === null);
    expect(ids(actor)).toEqual(['a-3', 'a-1']);
  });

  it('says when the rest could not be read, and reads it again on Retry', async () => {
    const { actor, store, deps } = startSession(alice, false, 1);
    const read = store.listDecisionSummaries.getMockImplementation();
    let failures = 1;
    store.listDecisionSummaries.mockImplementation(async (keys: readonly string[], limit?: number) => {
      if (limit === undefined && failures-- > 0) throw new StoreError('network', 'loadConnection');
      return read ? read(keys, limit) : [];
    });
    await waitFor(actor, (s) => selectRestOfJournal(s) === 'failed');
    expect(deps.reportError).toHaveBeenCalledWith('errors:loadConnection', {});
    expect(ids(actor)).toEqual(['a-2']);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => selectRestOfJournal(s) === null);
    expect(ids(actor)).toEqual(['a-2', 'a-1']);
  });
});

describe('session: what is open on screen', () => {
  it('closes every screen, dialog and page on sign-out and on a switch of user', async () => {
    const { actor, change } = startSession(alice);
    await ready(actor);
    const openAll = () => {
      actor.send({ type: 'SHOW_PAGE', page: 'calibration' });
      actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
      actor.send({ type: 'EVALUATE', id: 'a-2' });
      actor.send({ type: 'OPEN_DIALOG', dialog: { name: 'review', decisionId: 'a-2' } });
    };
    openAll();
    expect(actor.getSnapshot().context.screens).toEqual({
      openDecision: { mode: 'edit', id: 'a-1' },
      evaluatingId: 'a-2',
      page: 'calibration',
      dialog: { name: 'review', decisionId: 'a-2' },
    });
    change(bob);
    expect(actor.getSnapshot().context.screens).toEqual(nothingOpen);
    await ready(actor);
    openAll();
    change(null);
    expect(actor.getSnapshot().context.screens).toEqual(nothingOpen);
  });

  it('opens nothing while signed out', async () => {
    const { actor } = startSession();
    await signedOut(actor);
    actor.send({ type: 'OPEN_DIALOG', dialog: { name: 'myData' } });
    actor.send({ type: 'SHOW_PAGE', page: 'calibration' });
    expect(actor.getSnapshot().context.screens).toEqual(nothingOpen);
  });

  it('keeps My data open through an import, which reloads the data and closes the editor', async () => {
    const { actor } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'OPEN_DECISION', id: 'a-1' });
    actor.send({ type: 'OPEN_DIALOG', dialog: { name: 'myData' } });
    actor.send({ type: 'DATA_REPLACED' });
    await ready(actor);
    expect(actor.getSnapshot().context.screens).toMatchObject({ openDecision: null, dialog: { name: 'myData' } });
    actor.send({ type: 'CLOSE_DIALOG', dialog: 'myData' });
    expect(actor.getSnapshot().context.screens.dialog).toBeNull();
  });

  it('closes the review dialog of a decision deleted under it', async () => {
    const { actor } = startSession(alice);
    await ready(actor);
    actor.send({ type: 'OPEN_DIALOG', dialog: { name: 'review', decisionId: 'a-1' } });
    actor.send({ type: 'DECISION_DELETED', id: 'a-1' });
    expect(actor.getSnapshot().context.screens.dialog).toBeNull();
  });
});
