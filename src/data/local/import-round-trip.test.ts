/**
 * Export from one account, import into a fresh one, on the embedded database:
 * whatever the investor stored comes back identical, and importing it again
 * adds nothing. Each run starts from two emptied accounts (Delete all my
 * data leaves an account as a new one is: signing up thousands of accounts
 * would spend the run hashing passwords) and writes a random dataset the way
 * the app does (one save per decision, its tags, each assessment and review).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Dataset, datasetArbitrary } from '../contract/arbitraries';
import type { Backend, UserDataExport } from '../ports';
import { createLocalBackend } from './local-backend';
import { openMigratedCopy } from './node-database';

/** Runs of the property; each writes up to 18 records into one account and imports them into another. */
const RUNS = Number(process.env.ROUND_TRIP_RUNS ?? 1000);

/** What must come back: the records and the profile, not who exported them or when. */
const content = (file: UserDataExport) => ({
  profile: file.profile && { ...file.profile, id: undefined },
  decisions: file.decisions,
  riskAssessments: file.riskAssessments,
  reviews: file.reviews,
});

describe('export and import on the embedded database', () => {
  let db: Awaited<ReturnType<typeof openMigratedCopy>>;
  let source: Backend;
  let target: Backend;
  let fresh: UserDataExport;

  const signUp = async (email: string): Promise<Backend> => {
    const backend = createLocalBackend(db);
    await backend.auth.signUp(email, 'round-trip-password');
    return backend;
  };

  async function store(backend: Backend, data: Dataset): Promise<void> {
    const profile = await backend.store.getProfile();
    await backend.store.saveProfile({ ...profile, ...data.profile });
    for (const decision of data.decisions) {
      await backend.store.saveDecision({ ...decision, version: 0 });
      // Tags are set on their own, as the tag editor sets them.
      if (decision.tags.length > 0) await backend.store.setDecisionTags(decision.id, decision.tags);
    }
    for (const assessment of data.riskAssessments) await backend.store.saveRiskAssessment(assessment);
    for (const { createdAt: _stamped, ...review } of data.reviews) await backend.store.addReview(review);
  }

  beforeAll(async () => {
    db = await openMigratedCopy();
    // Both tabs of one browser share the database; each backend keeps its own session.
    source = await signUp('round-trip-source@example.com');
    fresh = await source.store.exportAll();
    target = await signUp('round-trip-target@example.com');
  }, 120_000);

  it(`brings back every record identical in an emptied account, and twice adds nothing (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(datasetArbitrary(), async (data) => {
        await source.store.deleteAllMyData();
        await target.store.deleteAllMyData();
        expect(content(await target.store.exportAll())).toEqual(content(fresh));

        await store(source, data);
        const exported = JSON.parse(JSON.stringify(await source.store.exportAll())) as UserDataExport;
        await target.store.importAll(exported, 'merge');
        await target.store.importAll(exported, 'merge');
        const back = await target.store.exportAll();

        expect(content(back)).toEqual(content(exported));
        expect(back.decisions).toHaveLength(data.decisions.length);
        const tagsById = (decisions: readonly { id: string; tags: string[] }[]) =>
          Object.fromEntries(decisions.map((d) => [d.id, d.tags]));
        expect(tagsById(back.decisions)).toEqual(tagsById(data.decisions));
        expect(back.riskAssessments).toHaveLength(data.riskAssessments.length);
        expect(back.reviews).toHaveLength(data.reviews.length);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
