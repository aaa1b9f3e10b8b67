/**
 * An investor's database was made by the release before reviews (and before
 * assessments kept their bank, and before forecasts): when the app is updated
 * it migrates forward on open, keeping everything stored, and reviews work at
 * once; a stored assessment comes back with the risk bank version it was
 * answered on; stored decisions have no forecast, and one made afterwards is
 * fixed; the investor can delete their account, login and all. The tab still
 * on the old build meanwhile is told to reload, and the first-visit snapshot is
 * rebuilt for the new schema.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessment, refusal, review, reviewPacket, reviewResponse } from '../contract/fixtures';
import { newDecision } from '../ids';
import type { Backend } from '../ports';
import type { Decision, RiskAssessment } from '../types';
import { EXPORT_VERSION } from '../user-data-export-file';
import { snapshotFingerprint } from './database-snapshot';
import { diskScripts } from './disk-sql';
import { createLocalBackend } from './local-backend';
import { migrate } from './migrate';
import { guardSchema } from './schema-guard';
import type { SqlScript } from './sql-scripts';

const REVIEWS = 'migrations/20250601000500_reviews.sql';
const ASSESSMENT_BANK = 'migrations/20250601000600_assessment_bank_version.sql';
const FORECASTS = 'migrations/20250601000700_forecasts.sql';
const DELETE_ACCOUNT = 'migrations/20250601000800_delete_my_account.sql';
const SUMMARIES = 'migrations/20250601000900_decision_summaries.sql';
const SEARCH = 'migrations/20250601001000_decision_search.sql';
const TAGS = 'migrations/20250601001100_decision_tags.sql';
const SECOND_OPINIONS = 'migrations/20250601001200_second_opinions.sql';
const SUMMARIES_PAGE = 'migrations/20250601001300_decision_summaries_page.sql';
const IMPORT_SECOND_OPINIONS = 'migrations/20250601001400_import_second_opinions.sql';
const SEARCH_TABLE = 'migrations/20250601001500_decision_search_table.sql';
const SEARCH_COMPRESSED = 'migrations/20250601001600_decision_search_compressed.sql';

let db: PGlite;
let all: SqlScript[];
let beforeReviews: SqlScript[];
let investor: Backend;
let done: Decision;
let open: Decision;
let oldAssessment: Omit<RiskAssessment, 'bankId' | 'bankVersion'>;

beforeAll(async () => {
  all = await diskScripts();
  beforeReviews = all.filter((script) => script.key < REVIEWS || script.key.startsWith('shim/'));
  db = await PGlite.create({ extensions: { pgcrypto } });
  await migrate(db, beforeReviews);
  // The release before reviews, in use: an account with decisions, an evaluation and an assessment.
  investor = createLocalBackend(db);
  await investor.auth.signUp('upgrade@example.com', 'upgrade-password');
  // Written as that release's schema had it (this build's store writes columns it did not have):
  // decisions without a forecast, an assessment without a bank.
  const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };
  done = { ...newDecision(bank), name: 'Done', completed: true, stage: 7, version: 1 };
  open = { ...newDecision(bank), name: 'Open', stage: 3, version: 1 };
  for (const decision of [done, open]) {
    await db.query(
      `insert into public.decisions (user_id, id, name, bank_id, bank_version, stage, answers, completed, created_at)
       select id, $1, $2, $3, $4, $5, $6, $7, $8 from auth.users where email = 'upgrade@example.com'`,
      [
        decision.id,
        decision.name,
        decision.bankId,
        decision.bankVersion,
        decision.stage,
        decision.answers,
        decision.completed,
        decision.createdAt,
      ],
    );
  }
  const { bankId: _, bankVersion: __, ...old } = assessment(48, new Date('2025-05-01T00:00:00Z'));
  oldAssessment = old;
  await db.query(
    `insert into public.risk_assessments (user_id, id, score, type, name, answers, result, created_at)
     select id, $1, $2, $3, $4, $5, $6, $7 from auth.users where email = 'upgrade@example.com'`,
    [old.id, old.score, old.type, old.name, old.answers, old.result, old.createdAt],
  );
}, 120_000);
afterAll(() => db.close());

describe('a database from the release before reviews', () => {
  it('is refused to the new build in a tab until it is migrated, and then matches', async () => {
    const guarded = guardSchema(db, all);
    await expect(guarded.verify()).rejects.toMatchObject({ messageKey: 'otherTabsOutdated' });
    expect(await migrate(db, all)).toEqual([
      REVIEWS,
      ASSESSMENT_BANK,
      FORECASTS,
      DELETE_ACCOUNT,
      SUMMARIES,
      SEARCH,
      TAGS,
      SECOND_OPINIONS,
      SUMMARIES_PAGE,
      IMPORT_SECOND_OPINIONS,
      SEARCH_TABLE,
      SEARCH_COMPRESSED,
    ]);
    await expect(guardSchema(db, all).verify()).resolves.toBeUndefined();
    // The tab still on the old build must reload rather than write.
    await expect(guardSchema(db, beforeReviews).verify()).rejects.toMatchObject({ messageKey: 'appOutdated' });
  });

  it('keeps every decision as it was, and takes reviews of the completed one', async () => {
    const decisions = await investor.store.listDecisionSummaries([]);
    expect(decisions.map((d) => [d.id, d.name, d.version])).toEqual(
      expect.arrayContaining([
        [done.id, 'Done', done.version],
        [open.id, 'Open', open.version],
      ]),
    );
    const added = await investor.store.addReview(review(done.id));
    expect(await investor.store.listReviews()).toEqual([added]);
    expect((await investor.store.stats()).breakdown).toMatchObject({ decisions: 2, reviews: 1 });
    const file = await investor.store.exportAll();
    expect(file).toMatchObject({ version: EXPORT_VERSION, reviews: [added] });
  });

  it('gives every stored decision no tags, and lets the investor tag the completed one without moving its version', async () => {
    for (const decision of await investor.store.listDecisionSummaries([])) expect(decision.tags).toEqual([]);
    expect(await investor.store.setDecisionTags(done.id, ['dividend'])).toEqual(['dividend']);
    expect(await investor.store.getDecision(done.id)).toMatchObject({ tags: ['dividend'], version: done.version });
    expect(await investor.store.searchDecisions('dividend')).toEqual([done.id]);
    await investor.store.setDecisionTags(done.id, []);
  });

  it('gives every stored decision no forecast, and keeps one made after the upgrade fixed', async () => {
    for (const decision of await investor.store.listDecisionSummaries([])) {
      expect(decision).toMatchObject({ forecast: null, forecastMadeAt: null });
    }
    const stored = (await investor.store.getDecision(done.id)) as Decision;
    const forecast = { 'f-1': '70', 'f-2': ['-5', '15'] };
    const made = await investor.store.saveDecision({
      ...stored,
      answers: { ...stored.answers, ...forecast },
      forecast,
    });
    expect(made).toMatchObject({ forecast, forecastMadeAt: expect.any(String) });
    const changed = refusal(investor.store.saveDecision({ ...made, answers: { ...made.answers, 'f-1': '90' } }));
    expect(await changed).toMatchObject({ code: 'validation', messageKey: 'forecastFixed' });
    expect(await investor.store.getDecision(done.id)).toEqual(made);
    expect((await investor.store.stats()).breakdown).toMatchObject({ decisions: 2, forecasts: 1 });
  });

  it("gives a stored assessment the risk bank version it was answered on, and keeps a new one's own", async () => {
    const [stored] = await investor.store.listRiskAssessments();
    expect(stored).toEqual({ ...oldAssessment, bankId: 'risk-tolerance', bankVersion: '1.0.0' });
    const later = { ...assessment(70, new Date('2025-06-01T00:00:00Z')), bankVersion: '1.1.0' };
    await investor.store.saveRiskAssessment(later);
    expect((await investor.store.listRiskAssessments()).map((a) => a.bankVersion)).toEqual(['1.0.0', '1.1.0']);
  });

  it('takes a second opinion beside a decision stored before the upgrade, and packets to review', async () => {
    const stored = (await investor.store.getDecision(done.id)) as Decision;
    const packet = reviewPacket(stored);
    const opinion = await investor.store.addSecondOpinion(reviewResponse(packet));
    expect(await investor.store.listSecondOpinions()).toEqual([opinion]);
    expect(await investor.store.receivePacket(packet)).toMatchObject({ packet, forecast: null });
  });

  it('lets the investor delete the account made before the upgrade, with everything in it', async () => {
    await investor.auth.deleteMyAccount();
    const left = await db.query(`select 1 from auth.users where email = 'upgrade@example.com'`);
    expect(left.rows).toEqual([]);
    const rows = await db.query<{ n: number }>(
      `select (select count(*) from public.decisions) + (select count(*) from public.risk_assessments)
        + (select count(*) from public.reviews) + (select count(*) from public.profiles)
        + (select count(*) from public.second_opinions) + (select count(*) from public.shared_packets) as n`,
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });

  it('gets a new first-visit snapshot: each new migration changes its fingerprint', async () => {
    const fingerprint = await snapshotFingerprint(all);
    expect(fingerprint).not.toBe(await snapshotFingerprint(beforeReviews));
    for (const newest of [FORECASTS, DELETE_ACCOUNT]) {
      expect(fingerprint).not.toBe(await snapshotFingerprint(all.filter((script) => script.key !== newest)));
    }
  });
});
