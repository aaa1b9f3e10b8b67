/**
 * Export from one account, import into a fresh one, on the embedded database:
 * whatever the investor stored comes back identical, and importing it again
 * adds nothing. Each run makes two new accounts and writes a random dataset
 * the way the app does (one save per decision and assessment).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Dataset, datasetArbitrary } from '../contract/arbitraries';
import type { Backend, UserDataExport } from '../ports';
import { createLocalBackend } from './local-backend';
import { openMigratedCopy } from './node-database';

/** Runs of the property; each writes up to 12 records into a new account and imports them into another. */
const RUNS = Number(process.env.ROUND_TRIP_RUNS ?? 150);

/** What must come back: the records and the profile, not who exported them or when. */
const content = (file: UserDataExport) => ({
  profile: file.profile && { ...file.profile, id: undefined },
  decisions: file.decisions,
  riskAssessments: file.riskAssessments,
});

describe('export and import on the embedded database', () => {
  let db: Awaited<ReturnType<typeof openMigratedCopy>>;
  let accounts = 0;
  const newAccount = async (): Promise<Backend> => {
    accounts += 1;
    const backend = createLocalBackend(db);
    await backend.auth.signUp(`round-trip-${accounts}@example.com`, `password-${accounts}`);
    return backend;
  };

  async function store(backend: Backend, data: Dataset): Promise<void> {
    const profile = await backend.store.getProfile();
    await backend.store.saveProfile({ ...profile, ...data.profile });
    for (const decision of data.decisions) await backend.store.saveDecision({ ...decision, version: 0 });
    for (const assessment of data.riskAssessments) await backend.store.saveRiskAssessment(assessment);
  }

  beforeAll(async () => {
    db = await openMigratedCopy();
  }, 120_000);

  it(`brings back every record identical in a fresh account, and twice adds nothing (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(datasetArbitrary(), async (data) => {
        const source = await newAccount();
        await store(source, data);
        const exported = JSON.parse(JSON.stringify(await source.store.exportAll())) as UserDataExport;

        const target = await newAccount();
        await target.store.importAll(exported, 'merge');
        await target.store.importAll(exported, 'merge');
        const back = await target.store.exportAll();

        expect(content(back)).toEqual(content(exported));
        expect(back.decisions).toHaveLength(data.decisions.length);
        expect(back.riskAssessments).toHaveLength(data.riskAssessments.length);
        await source.auth.signOut();
        await target.auth.signOut();
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
