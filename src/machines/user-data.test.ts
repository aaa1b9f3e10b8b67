import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datasetArbitrary,
  decisionArbitrary,
  reviewArbitrary,
  riskAssessmentArbitrary,
  tagsArbitrary,
} from '../data/contract/arbitraries';
import type { SecondOpinion, SharedPacket } from '../data/second-opinion';
import type { Decision, Profile, Review, RiskAssessment } from '../data/types';
import { decision } from './testing/fakes';
import {
  allRead,
  deletionMovesProfile,
  loadedUserData,
  noUserData,
  type RestOfUserData,
  type StoredUserData,
  type UserData,
  withAssessment,
  withDecisionTags,
  withoutAssessment,
  withoutDecision,
  withoutSharedPacket,
  withRestOfUserData,
  withReview,
  withSavedDecision,
  withSharedPacket,
  withStrategies,
  withWholeJournal,
} from './user-data';

/**
 * A user's data once everything is read: the first read (with no counts, the journal whole in it) and the
 * lists read behind it.
 */
function loaded(
  stored: Omit<StoredUserData, 'journalCounts'> & { journalCounts?: StoredUserData['journalCounts'] },
  lists: Partial<Omit<RestOfUserData, 'decisions'>> = {},
): UserData {
  return withRestOfUserData(loadedUserData({ journalCounts: null, ...stored }), {
    decisions: null,
    reviews: lists.reviews ?? [],
    sharedPackets: lists.sharedPackets ?? [],
    secondOpinions: lists.secondOpinions ?? [],
  });
}

/** Any signed-in user's data, as loading a dataset of theirs gives it. */
const userDataArbitrary: fc.Arbitrary<UserData> = datasetArbitrary().map(
  ({ profile, decisions, riskAssessments, reviews }) =>
    loaded(
      {
        profile: { ...profile, id: 'u-1' },
        decisions,
        assessments: riskAssessments,
      },
      { reviews },
    ),
);

const ann: Profile = { id: 'u-1', name: 'Ann', riskTolerance: 'balanced', preferredStrategies: [] };

const freshId = fc.stringMatching(/^new-[a-z0-9]{1,8}$/);

/** One of `ids`, or one none of them is: a change may concern a record in memory or one that is not. */
function someId(ids: readonly string[]): fc.Arbitrary<string> {
  return ids.length === 0 ? freshId : fc.oneof(fc.constantFrom(...ids), freshId);
}

/** The user's data with an id to change, among its `list`'s or not. */
function withSomeId(list: (data: UserData) => readonly { id: string }[]): fc.Arbitrary<[UserData, string]> {
  return userDataArbitrary.chain((data) => fc.tuple(fc.constant(data), someId(list(data).map((item) => item.id))));
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const unique = (items: readonly { id: string }[]) => new Set(ids(items)).size === items.length;
const others = <T extends { id: string }>(items: readonly T[], id: string) => items.filter((item) => item.id !== id);

describe('user data: decisions', () => {
  it('a saved decision is held once: in place of its older version, or first when it is new', () => {
    fc.assert(
      fc.property(
        withSomeId((data) => data.decisions),
        decisionArbitrary,
        ([data, id], drawn) => {
          const saved: Decision = { ...drawn, id };
          const before = data.decisions.findIndex((d) => d.id === id);
          const after = withSavedDecision(data, saved).decisions;
          expect(unique(after)).toBe(true);
          // Tags are saved on their own: a listed decision keeps the ones held in memory.
          const tags = before === -1 ? saved.tags : data.decisions[before]?.tags;
          expect(after[before === -1 ? 0 : before]).toEqual({ ...saved, tags });
          expect(others(after, id)).toEqual(others(data.decisions, id));
        },
      ),
    );
  });

  it("saved tags change that decision's tags and nothing else; a decision not held is no change", () => {
    fc.assert(
      fc.property(
        withSomeId((data) => data.decisions),
        tagsArbitrary,
        ([data, id], tags) => {
          const after = withDecisionTags(data, id, tags);
          const before = data.decisions.find((d) => d.id === id);
          if (!before) {
            expect(after).toBe(data);
            return;
          }
          expect(after.decisions.find((d) => d.id === id)).toEqual({ ...before, tags });
          expect(others(after.decisions, id)).toEqual(others(data.decisions, id));
          expect({ ...after, decisions: [] }).toEqual({ ...data, decisions: [] });
        },
      ),
    );
  });

  it('a deleted decision goes, and its reviews with it; everything else stays as it was', () => {
    fc.assert(
      fc.property(
        withSomeId((data) => data.decisions),
        ([data, id]) => {
          const after = withoutDecision(data, id);
          expect(after.decisions).toEqual(others(data.decisions, id));
          expect(after.reviews.some((r) => r.decisionId === id)).toBe(false);
          expect(after.reviews).toEqual(data.reviews.filter((r) => r.decisionId !== id));
          expect({ ...after, decisions: [], reviews: [] }).toEqual({ ...data, decisions: [], reviews: [] });
        },
      ),
    );
  });
});

describe('user data: a long journal read in two steps', () => {
  const journalArbitrary = fc
    .uniqueArray(decisionArbitrary, { selector: (d) => d.id, maxLength: 12 })
    .chain((decisions) => fc.record({ decisions: fc.constant(decisions), page: fc.nat(decisions.length) }));
  const firstPage = (decisions: Decision[], page: number) =>
    loadedUserData({
      profile: ann,
      decisions: decisions.slice(0, page),
      assessments: [],
      journalCounts: { total: decisions.length, completed: decisions.filter((d) => d.completed).length },
    });

  it('the whole journal read behind its newest page is the journal, in its order, once', () => {
    fc.assert(
      fc.property(journalArbitrary, ({ decisions, page }) => {
        const whole = withWholeJournal(firstPage(decisions, page), decisions);
        expect(whole.decisions).toEqual(decisions);
        expect(whole.journalCounts).toBeNull();
      }),
    );
  });

  it('what changed while the rest was read wins over what the read found', () => {
    fc.assert(
      fc.property(
        journalArbitrary.filter(({ page }) => page >= 2),
        decisionArbitrary,
        ({ decisions, page }, begun) => {
          fc.pre(!decisions.some((d) => d.id === begun.id));
          const [deleted, edited] = decisions as [Decision, Decision];
          let data = firstPage(decisions, page);
          data = withoutDecision(data, deleted.id);
          data = withSavedDecision(data, { ...edited, name: 'Edited meanwhile', version: edited.version + 1 });
          data = withSavedDecision(data, begun);
          const whole = withRestOfUserData(data, { decisions, reviews: [], sharedPackets: [], secondOpinions: [] });
          expect(whole.decisions.map((d) => d.id)).not.toContain(deleted.id);
          expect(whole.decisions.find((d) => d.id === edited.id)?.name).toBe('Edited meanwhile');
          expect(whole.decisions[0]?.id).toBe(begun.id);
          expect(new Set(whole.decisions.map((d) => d.id)).size).toBe(whole.decisions.length);
          expect(whole.deletedBeforeWhole).toEqual([]);
          // The counts held meanwhile followed each change: they are the whole journal's.
          expect(data.journalCounts).toEqual({
            total: whole.decisions.length,
            completed: whole.decisions.filter((d) => d.completed).length,
          });
        },
      ),
    );
  });
});

describe('user data: the lists read behind the first screen', () => {
  const review = (id: string, decisionId: string): Review => ({
    id,
    decisionId,
    bankId: 'decision-review',
    bankVersion: '1.0.0',
    answers: {},
    createdAt: '2024-06-01T00:00:00.000Z',
  });
  const packet = (id: string, forecast: SharedPacket['forecast'] = null) =>
    ({ id, forecast, response: null }) as unknown as SharedPacket;
  const opinion = (id: string, decisionId: string) => ({ id, decisionId }) as unknown as SecondOpinion;
  const first = () =>
    loadedUserData({
      profile: ann,
      decisions: [decision({ id: 'd-2' }), decision({ id: 'd-1' })],
      assessments: [],
      journalCounts: null,
    });

  it('holds none of them until they are read, and is not all read until then', () => {
    const data = first();
    expect(data.listsRead).toBe(false);
    expect(allRead(data)).toBe(false);
    const read = withRestOfUserData(data, {
      decisions: null,
      reviews: [review('rv-1', 'd-1')],
      sharedPackets: [packet('p-1')],
      secondOpinions: [opinion('o-1', 'd-2')],
    });
    expect(read.listsRead).toBe(true);
    expect(allRead(read)).toBe(true);
    expect(ids(read.reviews)).toEqual(['rv-1']);
    expect(ids(read.sharedPackets)).toEqual(['p-1']);
    expect(ids(read.secondOpinions)).toEqual(['o-1']);
    expect(read.decisions).toBe(data.decisions);
  });

  it('keeps what changed while they were read: a review saved, a decision deleted, a packet saved or removed', () => {
    let data = first();
    data = withReview(data, review('rv-new', 'd-2'));
    data = withoutDecision(data, 'd-1');
    data = withSharedPacket(data, packet('p-2', { answer: 'meanwhile' } as unknown as SharedPacket['forecast']));
    data = withoutSharedPacket(data, 'p-3');
    const read = withRestOfUserData(data, {
      decisions: null,
      reviews: [review('rv-2', 'd-2'), review('rv-1', 'd-1')],
      sharedPackets: [packet('p-1'), packet('p-2'), packet('p-3')],
      secondOpinions: [opinion('o-2', 'd-2'), opinion('o-1', 'd-1')],
    });
    // The review saved meanwhile is the newest; the deleted decision's review and opinion stay gone.
    expect(ids(read.reviews)).toEqual(['rv-new', 'rv-2']);
    expect(ids(read.secondOpinions)).toEqual(['o-2']);
    // The packet saved meanwhile keeps its place with what was saved; the removed one stays gone.
    expect(ids(read.sharedPackets)).toEqual(['p-1', 'p-2']);
    expect(read.sharedPackets[1]?.forecast).toEqual({ answer: 'meanwhile' });
    expect(read.deletedBeforeWhole).toEqual([]);
    expect(read.packetsRemovedBeforeLists).toEqual([]);
  });

  it('a review saved meanwhile that the read already found is held once', () => {
    const saved = review('rv-1', 'd-1');
    const read = withRestOfUserData(withReview(first(), saved), {
      decisions: null,
      reviews: [saved],
      sharedPackets: [],
      secondOpinions: [],
    });
    expect(ids(read.reviews)).toEqual(['rv-1']);
  });
});

describe('user data: risk assessments', () => {
  it('a saved assessment becomes current, last of the list, and the profile takes its risk type', () => {
    fc.assert(
      fc.property(
        withSomeId((data) => data.assessments),
        riskAssessmentArbitrary,
        ([data, id], drawn) => {
          const saved: RiskAssessment = { ...drawn, id };
          const after = withAssessment(data, saved);
          expect(after.currentAssessment).toBe(saved);
          expect(after.assessments.at(-1)).toBe(saved);
          expect(unique(after.assessments)).toBe(true);
          expect(others(after.assessments, id)).toEqual(others(data.assessments, id));
          expect(after.profile).toEqual({ ...data.profile, riskTolerance: saved.type });
        },
      ),
    );
  });

  it('a deleted assessment goes; the one before becomes current and the profile follows it only when it took the current one’s place', () => {
    fc.assert(
      fc.property(
        withSomeId((data) => data.assessments),
        ([data, id]) => {
          const after = withoutAssessment(data, id);
          const replaced = data.currentAssessment?.id === id && after.assessments.length > 0;
          expect(after.assessments).toEqual(others(data.assessments, id));
          expect(after.currentAssessment).toBe(after.assessments.at(-1) ?? null);
          expect(deletionMovesProfile(data, id)).toBe(replaced);
          expect(after.profile).toEqual(
            replaced ? { ...data.profile, riskTolerance: after.currentAssessment?.type } : data.profile,
          );
        },
      ),
    );
  });

  it('deleting the only assessment leaves none current and the profile’s risk type as it was', () => {
    fc.assert(
      fc.property(riskAssessmentArbitrary, (drawn) => {
        const only = loaded({
          profile: ann,
          decisions: [],
          assessments: [drawn],
        });
        const after = withoutAssessment(only, drawn.id);
        expect(after.currentAssessment).toBeNull();
        expect(after.profile).toBe(ann);
        expect(deletionMovesProfile(only, drawn.id)).toBe(false);
      }),
    );
  });
});

describe('user data: reviews and strategies', () => {
  it('a saved review is the newest of all, held once', () => {
    fc.assert(
      fc.property(
        userDataArbitrary.chain((data) =>
          fc.tuple(fc.constant(data), reviewArbitrary(['d-1', ...ids(data.decisions)]), someId(ids(data.reviews))),
        ),
        ([data, drawn, id]) => {
          const saved: Review = { ...drawn, id };
          const after = withReview(data, saved).reviews;
          expect(after[0]).toBe(saved);
          expect(unique(after)).toBe(true);
          expect(after.slice(1)).toEqual(others(data.reviews, id));
        },
      ),
    );
  });

  it('chosen strategies become the profile’s, as a copy of their own', () => {
    const strategies = ['index', 'bond'];
    const data = loaded({
      profile: { ...ann, preferredStrategies: ['value'] },
      decisions: [],
      assessments: [],
    });
    const profile = withStrategies(data, strategies).profile;
    expect(profile).toEqual({ ...data.profile, preferredStrategies: ['index', 'bond'] });
    expect(profile?.preferredStrategies).not.toBe(strategies);
  });

  it('before the data has loaded, no change makes up a profile, nor asks for one to be saved', () => {
    fc.assert(
      fc.property(fc.uniqueArray(riskAssessmentArbitrary, { minLength: 1, selector: (a) => a.id }), (assessments) => {
        const unloaded = assessments.reduce(withAssessment, noUserData);
        expect(unloaded.profile).toBeNull();
        expect(withStrategies(unloaded, ['index']).profile).toBeNull();
        expect(deletionMovesProfile(unloaded, unloaded.currentAssessment?.id ?? '')).toBe(false);
      }),
    );
  });
});

describe('user data: under any sequence of changes', () => {
  type Change =
    | { kind: 'saveDecision'; id: string }
    | { kind: 'deleteDecision'; id: string }
    | { kind: 'saveAssessment'; id: string; type: RiskAssessment['type'] }
    | { kind: 'deleteAssessment'; id: string }
    | { kind: 'saveReview'; id: string; decisionId: string };
  const id = fc.constantFrom('x-1', 'x-2', 'x-3');
  const change: fc.Arbitrary<Change> = fc.oneof(
    fc.record({ kind: fc.constant('saveDecision' as const), id }),
    fc.record({ kind: fc.constant('deleteDecision' as const), id }),
    fc.record({
      kind: fc.constant('saveAssessment' as const),
      id,
      type: fc.constantFrom<RiskAssessment['type']>('steady', 'aggressive'),
    }),
    fc.record({ kind: fc.constant('deleteAssessment' as const), id }),
    fc.record({ kind: fc.constant('saveReview' as const), id, decisionId: id }),
  );
  function apply(data: UserData, c: Change, assessment: RiskAssessment): UserData {
    switch (c.kind) {
      case 'saveDecision':
        return withSavedDecision(data, decision({ id: c.id }));
      case 'deleteDecision':
        return withoutDecision(data, c.id);
      case 'saveAssessment':
        return withAssessment(data, { ...assessment, id: c.id, type: c.type });
      case 'deleteAssessment':
        return withoutAssessment(data, c.id);
      case 'saveReview':
        return withReview(data, {
          id: c.id,
          decisionId: c.decisionId,
          bankId: 'decision-review',
          bankVersion: '1.0.0',
          answers: {},
          createdAt: '2024-06-01T00:00:00.000Z',
        });
    }
  }

  it('keeps ids unique in every list, the current assessment last, and the profile of its risk type', () => {
    const start = loaded({
      profile: ann,
      decisions: [],
      assessments: [],
    });
    fc.assert(
      fc.property(riskAssessmentArbitrary, fc.array(change, { maxLength: 30 }), (assessment, changes) => {
        const data = changes.reduce((data, c) => apply(data, c, assessment), start);
        expect(unique(data.decisions) && unique(data.assessments) && unique(data.reviews)).toBe(true);
        expect(data.currentAssessment).toBe(data.assessments.at(-1) ?? null);
        // With no assessment left the risk type stays as the last one set it.
        if (data.currentAssessment) expect(data.profile?.riskTolerance).toBe(data.currentAssessment.type);
      }),
    );
  });
});
