/**
 * The behaviour every runtime's store must show, as one Vitest suite. A
 * runtime runs it by giving a harness that makes signed-in backends on one
 * shared database (see src/data/local/local-store.test.ts).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEvaluation, saveEvaluation } from '../evaluations';
import { newDecision } from '../ids';
import { LIMITS } from '../limits';
import type { Backend, ImportProgress } from '../ports';
import type { SharedPacket } from '../second-opinion';
import type { Decision, NewReview, Review } from '../types';
import { EXPORT_VERSION } from '../user-data-export-file';
import { answersArbitrary, tagsArbitrary } from './arbitraries';
import {
  assessment,
  evaluationResult,
  refusal,
  review,
  reviewPacket,
  reviewResponse,
  storedDecisions,
} from './fixtures';

export interface SignedInUser {
  backend: Backend;
  email: string;
  password: string;
}

export interface ContractHarness {
  /** A new account, signed up and signed in on its own backend. */
  newUser(): Promise<SignedInUser>;
  /** Another backend (another tab or device) signed in to an existing account. */
  signInElsewhere(user: SignedInUser): Promise<Backend>;
  /** A backend nobody is signed in to. */
  signedOut(): Promise<Backend>;
}

const BANK = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };

/** A forecast as the editor copies it at Complete (question ids are the fixture's own). */
const FORECAST = { 'f-1': '70', 'f-2': ['-5', '15'], 'f-3': 'CSI 300' };

/** A completed decision carrying its forecast, as the save that completes it sends it. */
function completing(decision: Decision): Decision {
  return { ...decision, completed: true, stage: 7, answers: { ...decision.answers, ...FORECAST }, forecast: FORECAST };
}

function draft(name: string, createdAt: Date, overrides: Partial<Decision> = {}): Decision {
  return { ...newDecision(BANK, createdAt), name, ...overrides };
}

/** A review as added, without the time the database stamped. */
const added = ({ createdAt: _c, ...rest }: Review): NewReview => rest;

/** What a user sees of a decision; version and update time are the database's business. */
const content = ({ version: _v, updatedAt: _u, ...rest }: Decision) => rest;

/** A decision as files written before forecasts hold it. */
const withoutForecastFields = ({ forecast: _f, forecastMadeAt: _m, ...rest }: Decision) => rest;

export function describeStoreContract(runtime: string, makeHarness: () => Promise<ContractHarness>): void {
  describe(`store contract: ${runtime}`, () => {
    let harness: ContractHarness;
    let alice: SignedInUser;
    let bob: SignedInUser;

    beforeAll(async () => {
      harness = await makeHarness();
      alice = await harness.newUser();
      bob = await harness.newUser();
    }, 120_000);

    it('creates a profile with the defaults on first read, then keeps what is saved', async () => {
      const profile = await alice.backend.store.getProfile();
      expect(profile).toMatchObject({ name: alice.email, riskTolerance: 'steady', preferredStrategies: [] });
      expect(await alice.backend.store.getProfile()).toEqual(profile);

      const saved = await alice.backend.store.saveProfile({
        ...profile,
        name: 'Alice',
        riskTolerance: 'progressive',
        preferredStrategies: ['Growth Investing', 'Index Investing'],
      });
      expect(saved.riskTolerance).toBe('progressive');
      expect(await alice.backend.store.getProfile()).toEqual(saved);
    });

    it('saves one decision at a time, bumping its version, and lists newest first', async () => {
      const older = await alice.backend.store.saveDecision(draft('Older', new Date('2025-01-01T00:00:00Z')));
      const newer = await alice.backend.store.saveDecision(draft('Newer', new Date('2025-02-01T00:00:00Z')));
      expect(older.version).toBe(1);

      const edited = await alice.backend.store.saveDecision({ ...older, stage: 2, answers: { '1-1': 'Grow savings' } });
      expect(edited.version).toBe(2);
      expect(edited.createdAt).toBe(older.createdAt);

      const ids = (await alice.backend.store.listDecisionSummaries([])).map((d) => d.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(await alice.backend.store.getDecision(older.id)).toMatchObject({ stage: 2, version: 2 });
      expect(await alice.backend.store.getDecision('decision-0-missing')).toBeNull();
    });

    it('reads the newest page of the journal alone, as the first rows of the whole list', async () => {
      for (const [name, day] of [
        ['First', '01'],
        ['Second', '02'],
        ['Third', '03'],
      ] as const) {
        await alice.backend.store.saveDecision(draft(name, new Date(`2024-03-${day}T00:00:00Z`)));
      }
      const whole = await alice.backend.store.listDecisionSummaries(['1-1']);
      const page = await alice.backend.store.listDecisionSummaries(['1-1'], 2);
      expect(page).toHaveLength(2);
      expect(page).toEqual(whole.slice(0, 2));
      expect(await alice.backend.store.listDecisionSummaries(['1-1'], whole.length + 5)).toEqual(whole);
      // The counts the journal shows meanwhile are the whole journal's.
      expect(await alice.backend.store.countDecisions()).toEqual({
        total: whole.length,
        completed: whole.filter((d) => d.completed).length,
      });
    });

    it('refuses a stale save from another tab with a conflict, overwriting nothing', async () => {
      const otherTab = await harness.signInElsewhere(alice);
      const saved = await alice.backend.store.saveDecision(draft('Shared', new Date()));
      const seenElsewhere = await otherTab.store.getDecision(saved.id);
      expect(seenElsewhere).not.toBeNull();

      await alice.backend.store.saveDecision({ ...saved, name: 'Edited here' });
      const error = await refusal(
        otherTab.store.saveDecision({ ...(seenElsewhere as Decision), name: 'Edited there' }),
      );
      expect(error.code).toBe('conflict');
      expect(error.messageKey).toBe('decisionConflict');
      expect((await alice.backend.store.getDecision(saved.id))?.name).toBe('Edited here');
    });

    it('refuses to resurrect a decision deleted elsewhere', async () => {
      const saved = await alice.backend.store.saveDecision(draft('Doomed', new Date()));
      await alice.backend.store.deleteDecision(saved.id, saved.version);
      const error = await refusal(alice.backend.store.saveDecision({ ...saved, name: 'Still editing' }));
      expect(error).toMatchObject({ code: 'not-found', messageKey: 'decisionGone' });
      expect(await alice.backend.store.getDecision(saved.id)).toBeNull();
    });

    it('refuses a delete from a stale copy, keeping the newer work, and deletes the current one', async () => {
      const stale = await alice.backend.store.saveDecision(draft('Kept', new Date()));
      const edited = await alice.backend.store.saveDecision({ ...stale, name: 'Edited once' });
      const twice = await alice.backend.store.saveDecision({ ...edited, name: 'Edited twice' });
      const error = await refusal(alice.backend.store.deleteDecision(stale.id, stale.version));
      expect(error).toMatchObject({ code: 'conflict', messageKey: 'decisionDeleteConflict' });
      expect((await alice.backend.store.getDecision(stale.id))?.name).toBe('Edited twice');
      await alice.backend.store.deleteDecision(twice.id, twice.version);
      expect(await alice.backend.store.getDecision(stale.id)).toBeNull();
      // Deleting what is gone already (a retry whose first try landed) is not an error.
      await alice.backend.store.deleteDecision(twice.id, twice.version);
    });

    it('refuses a second draft with an id already taken', async () => {
      const first = draft('First', new Date());
      await alice.backend.store.saveDecision(first);
      const error = await refusal(alice.backend.store.saveDecision({ ...first, name: 'Second' }));
      expect(error.code).toBe('conflict');
      expect((await alice.backend.store.getDecision(first.id))?.name).toBe('First');
    });

    it('stores any answers map unchanged', async () => {
      const answers = fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.oneof(fc.string({ maxLength: 60 }), fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 })),
        { maxKeys: 8 },
      );
      await fc.assert(
        fc.asyncProperty(answers, async (value) => {
          const saved = await alice.backend.store.saveDecision(draft('Answers', new Date(), { answers: value }));
          expect((await alice.backend.store.getDecision(saved.id))?.answers).toEqual(value);
        }),
        { numRuns: 15 },
      );
    });

    it('refuses nonsense before it reaches the database, without retrying', async () => {
      const error = await refusal(
        alice.backend.store.saveDecision(draft('Bad', new Date(), { stage: LIMITS.decisionStages + 1 })),
      );
      expect(error).toMatchObject({ code: 'validation', messageKey: 'decisionSaveFailed' });
      const tooLong = await refusal(alice.backend.store.saveDecision(draft('x'.repeat(201), new Date())));
      // A broken limit says which one, with the numbers: "try again" could never help.
      expect(tooLong).toMatchObject({
        code: 'validation',
        messageKey: 'decisionNameTooLong',
        params: { max: '200', count: '201' },
      });
      const nul = await refusal(alice.backend.store.saveDecision(draft('Nul\u0000name', new Date())));
      expect(nul).toMatchObject({ code: 'validation', messageKey: 'textHasNul' });
      const half = await refusal(
        alice.backend.store.saveDecision({ ...draft('Half', new Date()), answers: { q: 'emoji \uD83D' } }),
      );
      expect(half).toMatchObject({ code: 'validation', messageKey: 'textHasBrokenCharacter' });
    });

    it('saves an evaluation with its decision, and only for a completed one', async () => {
      const open = await alice.backend.store.saveDecision(draft('Unfinished', new Date()));
      const refused = await refusal(saveEvaluation(alice.backend.store, open, evaluationResult(70)));
      expect(refused.messageKey).toBe('evaluationSaveFailed');

      const done = await alice.backend.store.saveDecision({ ...open, completed: true, stage: 7 });
      const evaluated = await saveEvaluation(alice.backend.store, done, evaluationResult(82));
      expect(evaluated).toMatchObject({ evaluated: true, evaluationScore: 82, version: done.version + 1 });
      expect((await alice.backend.store.getDecision(open.id))?.evaluationResult).toEqual(evaluationResult(82));
      expect(await getEvaluation(alice.backend.store, open.id)).toEqual(evaluationResult(82));
      const unevaluated = await alice.backend.store.saveDecision(draft('Not yet', new Date()));
      expect(await getEvaluation(alice.backend.store, unevaluated.id)).toBeNull();
    });

    it('lists summaries: every field the lists show, of the answers only those asked for, no evaluation result', async () => {
      const done = await alice.backend.store.saveDecision({
        ...draft('Summarised', new Date()),
        answers: { '1-1': 'Grow savings', '2-1': ['a', 'b'], '7-3': 'quarterly' },
        completed: true,
        stage: 7,
      });
      const evaluated = await saveEvaluation(alice.backend.store, done, evaluationResult(64));
      const summary = (await alice.backend.store.listDecisionSummaries(['7-3', '2-1', 'never-asked'])).find(
        (d) => d.id === done.id,
      );
      const { answers: _a, evaluationResult: _r, ...shown } = evaluated;
      expect(summary).toEqual({ ...shown, answers: { '7-3': 'quarterly', '2-1': ['a', 'b'] } });
      expect(summary).not.toHaveProperty('evaluationResult');
    });

    it('gives a summary exactly the asked-for answers the decision has, whatever they are', async () => {
      const keyed = fc.dictionary(
        fc.constantFrom('1-1', '2-1', '3-2', '7-3', 'x'),
        fc.oneof(fc.string({ maxLength: 30 }), fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 })),
        { maxKeys: 5 },
      );
      const asked = fc.uniqueArray(fc.constantFrom('1-1', '2-1', '3-2', '7-3', 'x', 'y'), { maxLength: 6 });
      await fc.assert(
        fc.asyncProperty(keyed, asked, async (answers, keys) => {
          const saved = await alice.backend.store.saveDecision(draft('Keys', new Date(), { answers }));
          const summary = (await alice.backend.store.listDecisionSummaries(keys)).find((d) => d.id === saved.id);
          expect(summary?.answers).toEqual(
            Object.fromEntries(keys.flatMap((k) => (k in answers ? [[k, answers[k]]] : []))),
          );
        }),
        { numRuns: 10 },
      );
    });

    it('finds decisions by name or answer text, in any case and either language, newest first, and only the searcher’s', async () => {
      const mia = await harness.newUser();
      const store = mia.backend.store;
      const moat = await store.saveDecision(
        draft('贵州茅台 加仓', new Date('2025-01-01T00:00:00Z'), {
          answers: { '1-1': '品牌护城河很深', '2-1': ['Dividend', 'moat'] },
        }),
      );
      const index = await store.saveDecision(
        draft('Index top-up', new Date('2025-02-01T00:00:00Z'), { answers: { '1-1': 'Low-cost MOAT-free index' } }),
      );
      await store.saveDecision(draft('100% cash_plan', new Date('2025-03-01T00:00:00Z')));
      expect(await store.searchDecisions('护城河')).toEqual([moat.id]);
      expect(await store.searchDecisions('茅台')).toEqual([moat.id]);
      expect(await store.searchDecisions('Moat')).toEqual([index.id, moat.id]);
      expect(await store.searchDecisions('dividend')).toEqual([moat.id]);
      expect(await store.searchDecisions('nothing like it')).toEqual([]);
      // % and _ are what they are, not wildcards.
      expect(await store.searchDecisions('0% c')).toHaveLength(1);
      expect(await store.searchDecisions('c_sh')).toEqual([]);
      expect(await store.searchDecisions('h_p')).toHaveLength(1);
      // Quotes and backslashes are matched as typed too.
      const quoted = await store.saveDecision(draft("O'Neil's \\ plan", new Date('2025-04-01T00:00:00Z')));
      expect(await store.searchDecisions("l's \\ p")).toEqual([quoted.id]);
      expect(await store.searchDecisions("'); select 1; --")).toEqual([]);
      expect(await bob.backend.store.searchDecisions('护城河')).toEqual([]);
      // An edit is found at once.
      await store.saveDecision({ ...index, answers: { '1-1': '指数基金定投' } });
      expect(await store.searchDecisions('moat')).toEqual([moat.id]);
      expect(await store.searchDecisions('定投')).toEqual([index.id]);
      const tooLong = await refusal(store.searchDecisions('x'.repeat(201)));
      expect(tooLong).toMatchObject({ code: 'validation', messageKey: 'searchTooLong' });
    });

    it('finds a decision by any piece of any of its answers', async () => {
      const nina = await harness.newUser();
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), async (text, from, length) => {
          const saved = await nina.backend.store.saveDecision(draft('Piece', new Date(), { answers: { q: text } }));
          const start = from % text.length;
          const piece = text.slice(start, start + 1 + (length % (text.length - start)));
          expect(await nina.backend.store.searchDecisions(piece)).toContain(saved.id);
        }),
        { numRuns: 15 },
      );
    });

    it('tags any decision, a completed one too, normalised, and lists and finds it by them', async () => {
      const done = await alice.backend.store.saveDecision(completing(draft('Moutai', new Date())));
      const stored = await alice.backend.store.setDecisionTags(done.id, [
        '  Dividend ',
        'A-shares',
        'dividend',
        '期权  A股',
      ]);
      expect(stored).toEqual(['Dividend', 'A-shares', '期权 A股']);
      const summary = (await alice.backend.store.listDecisionSummaries([])).find((d) => d.id === done.id);
      expect(summary).toMatchObject({ tags: stored, version: done.version, updatedAt: done.updatedAt });
      expect(await alice.backend.store.getDecision(done.id)).toMatchObject({ tags: stored });
      expect(await alice.backend.store.searchDecisions('DIVIDEND')).toContain(done.id);
      expect(await alice.backend.store.setDecisionTags(done.id, [])).toEqual([]);
      expect(await alice.backend.store.searchDecisions('dividend')).not.toContain(done.id);
    });

    it('keeps any normalised tags exactly as set', async () => {
      const saved = await alice.backend.store.saveDecision(draft('Tagged', new Date()));
      await fc.assert(
        fc.asyncProperty(tagsArbitrary, async (tags) => {
          expect(await alice.backend.store.setDecisionTags(saved.id, tags)).toEqual(tags);
          expect((await alice.backend.store.getDecision(saved.id))?.tags).toEqual(tags);
        }),
        { numRuns: 15 },
      );
    });

    it('lets an editor open on the decision save after a tag edit, keeping the tags', async () => {
      const open = await alice.backend.store.saveDecision(draft('Open in an editor', new Date()));
      await alice.backend.store.setDecisionTags(open.id, ['options']);
      // The editor still holds the decision as it loaded it: the old version, no tags.
      const edited = await alice.backend.store.saveDecision({ ...open, name: 'Edited after tagging' });
      expect(edited).toMatchObject({ name: 'Edited after tagging', version: open.version + 1, tags: ['options'] });
      expect(await alice.backend.store.getDecision(open.id)).toMatchObject({ tags: ['options'] });
    });

    it('refuses too many tags, or one too long, saying which limit, and keeps the stored ones', async () => {
      const saved = await alice.backend.store.saveDecision(draft('Limits', new Date()));
      await alice.backend.store.setDecisionTags(saved.id, ['kept']);
      const many = Array.from({ length: LIMITS.decisionTags + 1 }, (_, i) => `t${i}`);
      expect(await refusal(alice.backend.store.setDecisionTags(saved.id, many))).toMatchObject({
        code: 'validation',
        messageKey: 'tooManyTags',
        params: { max: String(LIMITS.decisionTags) },
      });
      const long = 'x'.repeat(LIMITS.tagLength + 1);
      expect(await refusal(alice.backend.store.setDecisionTags(saved.id, [long]))).toMatchObject({
        code: 'validation',
        messageKey: 'tagTooLong',
      });
      expect((await alice.backend.store.getDecision(saved.id))?.tags).toEqual(['kept']);
    });

    it("lets nobody else tag Alice's decision, nor see her tags", async () => {
      const mine = await alice.backend.store.saveDecision(draft('My tags', new Date()));
      await alice.backend.store.setDecisionTags(mine.id, ['private']);
      expect(await refusal(bob.backend.store.setDecisionTags(mine.id, ['taken']))).toMatchObject({
        code: 'not-found',
        messageKey: 'decisionGone',
      });
      expect(await bob.backend.store.searchDecisions('private')).toEqual([]);
      expect((await alice.backend.store.getDecision(mine.id))?.tags).toEqual(['private']);
      expect(await refusal((await harness.signedOut()).store.setDecisionTags(mine.id, ['x']))).toMatchObject({
        code: 'unauthenticated',
      });
    });

    it('exports tags and imports them back; a file from before tags imports with none', async () => {
      const tagged = await alice.backend.store.saveDecision(draft('Exported with tags', new Date()));
      await alice.backend.store.setDecisionTags(tagged.id, ['dividend', '港股']);
      const file = await alice.backend.store.exportAll();
      expect(file.decisions.find((d) => d.id === tagged.id)?.tags).toEqual(['dividend', '港股']);

      const dora = await harness.newUser();
      await dora.backend.store.importAll(file);
      expect((await dora.backend.store.getDecision(tagged.id))?.tags).toEqual(['dividend', '港股']);

      const ed = await harness.newUser();
      const older = { ...file, version: 3, decisions: file.decisions.map(({ tags: _t, ...rest }) => rest) };
      await ed.backend.store.importAll(older);
      expect((await ed.backend.store.getDecision(tagged.id))?.tags).toEqual([]);
    });

    it('keeps risk assessments oldest first, and deletes one', async () => {
      const first = await alice.backend.store.saveRiskAssessment(assessment(40, new Date('2025-01-01T00:00:00Z')));
      const second = await alice.backend.store.saveRiskAssessment(assessment(60, new Date('2025-03-01T00:00:00Z')));
      expect((await alice.backend.store.listRiskAssessments()).map((a) => a.id)).toEqual([first.id, second.id]);
      await alice.backend.store.deleteRiskAssessment(first.id);
      expect((await alice.backend.store.listRiskAssessments()).map((a) => a.id)).toEqual([second.id]);
    });

    it("shows another user none of Alice's data and lets him change none of it", async () => {
      const mine = await alice.backend.store.saveDecision(draft('Private', new Date()));
      expect(await bob.backend.store.listDecisionSummaries([])).toEqual([]);
      expect(await bob.backend.store.listDecisionSummaries([], 10)).toEqual([]);
      expect(await bob.backend.store.countDecisions()).toEqual({ total: 0, completed: 0 });
      expect(await bob.backend.store.listRiskAssessments()).toEqual([]);
      expect(await bob.backend.store.getDecision(mine.id)).toBeNull();
      expect((await bob.backend.store.getProfile()).name).toBe(bob.email);

      await bob.backend.store.deleteDecision(mine.id, mine.version);
      const update = await refusal(bob.backend.store.saveDecision({ ...mine, name: 'Taken over' }));
      expect(update.code).toBe('not-found');
      // Ids are per user: Bob's draft with the same id is his own decision, not Alice's.
      await bob.backend.store.saveDecision({ ...mine, name: "Bob's", version: 0 });
      expect((await alice.backend.store.getDecision(mine.id))?.name).toBe('Private');
    });

    it('asks a signed-out visitor to log in for everything', async () => {
      const visitor = await harness.signedOut();
      const calls = [
        () => visitor.store.getProfile(),
        () => visitor.store.listDecisionSummaries([]),
        () => visitor.store.saveDecision(draft('Anonymous', new Date())),
        () => visitor.store.listRiskAssessments(),
        () => visitor.store.listReviews(),
        () => visitor.store.addReview(review('decision-0-any')),
        () => visitor.store.stats(),
        () => visitor.store.exportAll(),
        () => visitor.auth.deleteMyAccount(),
      ];
      for (const call of calls) {
        expect(await refusal(call())).toMatchObject({ code: 'unauthenticated', messageKey: 'loginRequired' });
      }
    });

    it('adds reviews of a completed decision and lists all of them newest first', async () => {
      const first = await alice.backend.store.saveDecision(
        draft('Reviewed', new Date(), { completed: true, stage: 7 }),
      );
      const second = await alice.backend.store.saveDecision(
        draft('Also reviewed', new Date(), { completed: true, stage: 7 }),
      );
      const before = new Date(Date.now() - 60_000).toISOString();
      // At distinct moments: the embedded database's clock can give two quick saves the same time, and the
      // order of a tie is the ids', which are random.
      const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
      const a = await alice.backend.store.addReview(review(first.id, { 'r-1': '-3.5', 'r-7': 'Thesis held' }));
      await tick();
      const b = await alice.backend.store.addReview(review(second.id));
      await tick();
      const c = await alice.backend.store.addReview(review(first.id, { 'r-4': ['hold', 'add'] }));
      expect(added(a)).toEqual({ ...review(first.id), id: a.id, answers: { 'r-1': '-3.5', 'r-7': 'Thesis held' } });
      expect(a.createdAt >= before).toBe(true);

      const listed = await alice.backend.store.listReviews();
      const times = listed.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(listed.filter((r) => [a.id, b.id, c.id].includes(r.id))).toEqual([c, b, a]);
    });

    it('adds the same review only once when the save is retried', async () => {
      const done = await alice.backend.store.saveDecision(draft('Retried', new Date(), { completed: true, stage: 7 }));
      const asked = review(done.id);
      const first = await alice.backend.store.addReview(asked);
      expect(await alice.backend.store.addReview(asked)).toEqual(first);
      expect((await alice.backend.store.listReviews()).filter((r) => r.id === asked.id)).toHaveLength(1);
    });

    it('refuses a review of an open, deleted or unknown decision, saying why', async () => {
      const open = await alice.backend.store.saveDecision(draft('Still open', new Date()));
      const before = await alice.backend.store.listReviews();
      expect(await refusal(alice.backend.store.addReview(review(open.id)))).toMatchObject({
        code: 'validation',
        messageKey: 'reviewDecisionIncomplete',
      });
      expect(await refusal(alice.backend.store.addReview(review('decision-0-unknown')))).toMatchObject({
        code: 'not-found',
        messageKey: 'reviewDecisionGone',
      });
      const gone = await alice.backend.store.saveDecision(draft('Gone', new Date(), { completed: true, stage: 7 }));
      await alice.backend.store.deleteDecision(gone.id, gone.version);
      expect(await refusal(alice.backend.store.addReview(review(gone.id)))).toMatchObject({
        code: 'not-found',
        messageKey: 'reviewDecisionGone',
      });
      expect(await alice.backend.store.listReviews()).toEqual(before);
    });

    it('refuses a malformed review before it reaches the database', async () => {
      const done = await alice.backend.store.saveDecision(draft('Checked', new Date(), { completed: true, stage: 7 }));
      const badId = await refusal(alice.backend.store.addReview({ ...review(done.id), id: 'not an id!' }));
      expect(badId).toMatchObject({ code: 'validation', messageKey: 'reviewSaveFailed' });
      const nul = await refusal(alice.backend.store.addReview(review(done.id, { 'r-7': 'a\u0000b' })));
      expect(nul).toMatchObject({ code: 'validation', messageKey: 'textHasNul' });
      const long = await refusal(alice.backend.store.addReview(review(done.id, { 'r-7': 'x'.repeat(20_001) })));
      expect(long).toMatchObject({ code: 'validation', messageKey: 'answerTooLong' });
    });

    it('stores any review answers unchanged', async () => {
      const done = await alice.backend.store.saveDecision(
        draft('Many reviews', new Date(), { completed: true, stage: 7 }),
      );
      await fc.assert(
        fc.asyncProperty(answersArbitrary, async (answers) => {
          const saved = await alice.backend.store.addReview(review(done.id, answers));
          expect(saved.answers).toEqual(answers);
          expect((await alice.backend.store.listReviews()).find((r) => r.id === saved.id)?.answers).toEqual(answers);
        }),
        { numRuns: 15 },
      );
    });

    it("deletes a decision's reviews with it, and no other decision's", async () => {
      const doomed = await alice.backend.store.saveDecision(
        draft('Doomed review', new Date(), { completed: true, stage: 7 }),
      );
      const kept = await alice.backend.store.saveDecision(
        draft('Kept review', new Date(), { completed: true, stage: 7 }),
      );
      const gone = await alice.backend.store.addReview(review(doomed.id));
      const stays = await alice.backend.store.addReview(review(kept.id));
      await alice.backend.store.deleteDecision(doomed.id, doomed.version);
      const ids = (await alice.backend.store.listReviews()).map((r) => r.id);
      expect(ids).not.toContain(gone.id);
      expect(ids).toContain(stays.id);
    });

    it("never shows another user Alice's reviews, nor lets him review her decisions", async () => {
      const done = await alice.backend.store.saveDecision(
        draft('Private review', new Date(), { completed: true, stage: 7 }),
      );
      await alice.backend.store.addReview(review(done.id));
      expect(await bob.backend.store.listReviews()).toEqual([]);
      expect(await refusal(bob.backend.store.addReview(review(done.id)))).toMatchObject({
        code: 'not-found',
        messageKey: 'reviewDecisionGone',
      });
      expect((await bob.backend.store.stats()).breakdown.reviews).toBe(0);
    });

    it('stamps a forecast when the decision is completed with it, and keeps it through later saves', async () => {
      const open = await alice.backend.store.saveDecision(
        draft('Forecast', new Date(), { answers: { '1-1': 'Grow savings', ...FORECAST } }),
      );
      expect(open).toMatchObject({ forecast: null, forecastMadeAt: null });
      const before = Date.now();
      const done = await alice.backend.store.saveDecision(completing(open));
      expect(done.forecast).toEqual(FORECAST);
      expect(Date.parse(done.forecastMadeAt ?? '')).toBeGreaterThanOrEqual(before - 60_000);
      expect(await alice.backend.store.getDecision(open.id)).toEqual(done);

      // Another answer of the completed decision still saves; the forecast and its date stay as they were.
      const edited = await alice.backend.store.saveDecision({
        ...done,
        answers: { ...done.answers, '1-1': 'A house' },
      });
      expect(edited).toMatchObject({
        forecast: FORECAST,
        forecastMadeAt: done.forecastMadeAt,
        version: done.version + 1,
      });
      expect(edited.answers['1-1']).toBe('A house');
      const evaluated = await saveEvaluation(alice.backend.store, edited, evaluationResult(77));
      expect(evaluated).toMatchObject({ forecast: FORECAST, forecastMadeAt: done.forecastMadeAt });
      // A decision completed without a forecast (a bank with no locked section) has none.
      const plain = await alice.backend.store.saveDecision(
        draft('No forecast', new Date(), { completed: true, stage: 7 }),
      );
      expect(plain).toMatchObject({ forecast: null, forecastMadeAt: null });
    });

    it('refuses any save that would rewrite a forecast, saying it is fixed, and changes nothing', async () => {
      const done = await alice.backend.store.saveDecision(
        completing(draft('Fixed', new Date(), { answers: { '1-1': 'Why' } })),
      );
      const attempts: Decision[] = [
        { ...done, answers: { ...done.answers, 'f-1': '90' } },
        { ...done, answers: { ...done.answers, 'f-2': ['-5', '25'] } },
        { ...done, answers: { '1-1': 'Why' } },
        { ...done, answers: { ...done.answers, 'f-1': '90' }, forecast: { ...FORECAST, 'f-1': '90' } },
        { ...done, forecast: null, forecastMadeAt: null },
        { ...done, completed: false, stage: 6, forecast: null, forecastMadeAt: null },
      ];
      for (const attempt of attempts) {
        expect(await refusal(alice.backend.store.saveDecision(attempt))).toMatchObject({
          code: 'validation',
          messageKey: 'forecastFixed',
        });
      }
      // An open decision with a forecast is no decision at all: refused before it reaches the database.
      expect(await refusal(alice.backend.store.saveDecision({ ...done, completed: false, stage: 6 }))).toMatchObject({
        code: 'validation',
      });
      expect(await alice.backend.store.getDecision(done.id)).toEqual(done);
      // Another tab holding the same version is refused the same way, and not as a conflict.
      const elsewhere = await harness.signInElsewhere(alice);
      const stale = (await elsewhere.store.getDecision(done.id)) as Decision;
      const refused = await refusal(
        elsewhere.store.saveDecision({ ...stale, answers: { ...stale.answers, 'f-3': 'S&P' } }),
      );
      expect(refused.messageKey).toBe('forecastFixed');
    });

    it('keeps another user away from a forecast', async () => {
      const done = await alice.backend.store.saveDecision(completing(draft('Private forecast', new Date())));
      expect(await bob.backend.store.getDecision(done.id)).toBeNull();
      const taken = await refusal(bob.backend.store.saveDecision({ ...done, forecast: null, forecastMadeAt: null }));
      expect(taken.code).toBe('not-found');
      expect((await bob.backend.store.stats()).breakdown.forecasts).toBe(0);
      expect(await alice.backend.store.getDecision(done.id)).toEqual(done);
    });

    it('counts and measures what a user stored', async () => {
      const user = await harness.newUser();
      await user.backend.store.getProfile();
      const done = await user.backend.store.saveDecision(draft('Done', new Date(), { completed: true, stage: 7 }));
      await saveEvaluation(user.backend.store, done, evaluationResult(75));
      await user.backend.store.saveDecision(draft('Open', new Date()));
      await user.backend.store.saveDecision(completing(draft('Forecast', new Date())));
      await user.backend.store.saveRiskAssessment(assessment(50, new Date()));
      await user.backend.store.addReview(review(done.id));

      const stats = await user.backend.store.stats();
      expect(stats.breakdown).toEqual({
        profiles: 1,
        decisions: 3,
        riskAssessments: 1,
        evaluations: 1,
        forecasts: 1,
        reviews: 1,
      });
      // Evaluations and forecasts live inside their decisions' rows.
      expect(stats.totalFiles).toBe(6);
      expect(stats.bytes?.evaluations).toBeGreaterThan(0);
      expect(stats.bytes?.forecasts).toBeGreaterThan(0);
      expect(stats.bytes?.reviews).toBeGreaterThan(0);
      expect(stats.totalSize).toBe(
        (stats.bytes?.profiles ?? 0) +
          (stats.bytes?.decisions ?? 0) +
          (stats.bytes?.riskAssessments ?? 0) +
          (stats.bytes?.reviews ?? 0),
      );
    });

    it('exports everything as one file that imports back, without duplicates', async () => {
      const file = await alice.backend.store.exportAll();
      expect(file.format).toBe('investment-checkpoint-export');
      expect(JSON.parse(JSON.stringify(file))).toEqual(file);

      const carol = await harness.newUser();
      await carol.backend.store.importAll(file);
      await carol.backend.store.importAll(file);
      const imported = await storedDecisions(carol.backend.store);
      expect(imported.map(content)).toEqual(file.decisions.map(content));
      expect((await carol.backend.store.listRiskAssessments()).map((a) => a.id)).toEqual(
        file.riskAssessments.map((a) => a.id),
      );
      expect((await carol.backend.store.getProfile()).preferredStrategies).toEqual(file.profile?.preferredStrategies);
      expect(file.reviews.length).toBeGreaterThan(0);
      expect(await carol.backend.store.listReviews()).toEqual(file.reviews);
    });

    it('exports a forecast with the date it was made, and imports both back as they were, still fixed', async () => {
      const ivy = await harness.newUser();
      const done = await ivy.backend.store.saveDecision(completing(draft('Exported forecast', new Date())));
      const file = JSON.parse(JSON.stringify(await ivy.backend.store.exportAll()));
      expect(file.version).toBe(EXPORT_VERSION);
      expect(file.decisions).toEqual([
        expect.objectContaining({ id: done.id, forecast: FORECAST, forecastMadeAt: done.forecastMadeAt }),
      ]);

      const jack = await harness.newUser();
      await jack.backend.store.importAll(file);
      const imported = (await jack.backend.store.getDecision(done.id)) as Decision;
      expect(imported).toMatchObject({ forecast: FORECAST, forecastMadeAt: done.forecastMadeAt });
      // The date is the one made where it was exported: a forecast older than its import keeps it.
      const older = { ...file.decisions[0], id: 'decision-0-older', forecastMadeAt: '2024-05-06T07:08:09.123Z' };
      await jack.backend.store.importAll({ ...file, decisions: [older] });
      expect((await jack.backend.store.getDecision(older.id))?.forecastMadeAt).toBe('2024-05-06T07:08:09.123Z');
      expect(
        await refusal(jack.backend.store.saveDecision({ ...imported, answers: { ...imported.answers, 'f-1': '5' } })),
      ).toMatchObject({ messageKey: 'forecastFixed' });

      // A file whose answers were edited away from its forecast is refused, naming the decision.
      const edited = { ...file.decisions[0], id: 'decision-0-edited', answers: { ...FORECAST, 'f-1': '99' } };
      const error = await refusal(jack.backend.store.importAll({ ...file, decisions: [edited] }));
      expect(error).toMatchObject({ messageKey: 'importBadDecision', params: { number: '1', field: 'forecast.f-1' } });
      expect(await jack.backend.store.getDecision(edited.id)).toBeNull();
    });

    it('keeps the bank version an assessment was answered on, and reads an older file’s as the first risk bank', async () => {
      const henry = await harness.newUser();
      const later = { ...assessment(70, new Date('2025-06-01T00:00:00Z')), bankVersion: '1.1.0' };
      expect(await henry.backend.store.saveRiskAssessment(later)).toEqual(later);
      // Written before assessments kept their bank: the only risk bank released then is the fixture's.
      const old = assessment(45, new Date('2025-01-01T00:00:00Z'));
      const { bankId: _, bankVersion: __, ...withoutBank } = old;
      const file = await henry.backend.store.exportAll();
      await henry.backend.store.importAll({ ...file, riskAssessments: [withoutBank] }, 'merge');
      expect(await henry.backend.store.listRiskAssessments()).toEqual([old, later]);
    });

    it('imports a review of a decision the account holds, and refuses one of a decision it has nowhere', async () => {
      const grace = await harness.newUser();
      const held = await grace.backend.store.saveDecision(draft('Held', new Date(), { completed: true, stage: 7 }));
      const file = await grace.backend.store.exportAll();
      const reviewed: Review = { ...review(held.id), createdAt: '2025-07-01T00:00:00.000Z' };
      await grace.backend.store.importAll({ ...file, decisions: [], reviews: [reviewed] }, 'merge');
      expect(await grace.backend.store.listReviews()).toEqual([reviewed]);

      const orphan: Review = { ...review('decision-0-nowhere'), createdAt: '2025-07-02T00:00:00.000Z' };
      const error = await refusal(
        grace.backend.store.importAll({ ...file, decisions: [], reviews: [orphan] }, 'merge'),
      );
      expect(error).toMatchObject({ code: 'validation', messageKey: 'importReviewDecisionMissing' });
      // With replace the account's decisions go first, so its review's decision is nowhere either; nothing changes.
      const replaced = await refusal(
        grace.backend.store.importAll({ ...file, decisions: [], reviews: [reviewed] }, 'replace'),
      );
      expect(replaced.messageKey).toBe('importReviewDecisionMissing');
      expect(await grace.backend.store.listReviews()).toEqual([reviewed]);
      expect((await grace.backend.store.listDecisionSummaries([])).map((d) => d.id)).toEqual([held.id]);
    });

    it('imports a file of the first format, which had no reviews', async () => {
      const henry = await harness.newUser();
      const { reviews: _reviews, ...rest } = await alice.backend.store.exportAll();
      const decisions = rest.decisions.filter((d) => d.forecast === null);
      await henry.backend.store.importAll({ ...rest, version: 1, decisions: decisions.map(withoutForecastFields) });
      expect((await storedDecisions(henry.backend.store)).map(content)).toEqual(decisions.map(content));
      expect(await henry.backend.store.listReviews()).toEqual([]);
    });

    it('imports a file of the second format, whose decisions had no forecast', async () => {
      const kate = await harness.newUser();
      const file = await alice.backend.store.exportAll();
      const decisions = file.decisions.filter((d) => d.forecast === null);
      const reviews = file.reviews.filter((r) => decisions.some((d) => d.id === r.decisionId));
      await kate.backend.store.importAll({
        ...file,
        version: 2,
        decisions: decisions.map(withoutForecastFields),
        reviews,
      });
      const imported = await storedDecisions(kate.backend.store);
      expect(imported.map(content)).toEqual(decisions.map(content));
      expect(imported.every((d) => d.forecast === null && d.forecastMadeAt === null)).toBe(true);
      expect(await kate.backend.store.listReviews()).toEqual(reviews);
    });

    it('refuses a damaged import file as a whole', async () => {
      const dave = await harness.newUser();
      const file = await alice.backend.store.exportAll();
      const damaged = { ...file, decisions: [...file.decisions, { id: 42 }] };
      const error = await refusal(dave.backend.store.importAll(damaged));
      expect(error).toMatchObject({ code: 'validation', messageKey: 'importBadDecision' });
      expect(await dave.backend.store.listDecisionSummaries([])).toEqual([]);
    });

    it('merges a file into what a user has, or replaces it, in one go', async () => {
      const erin = await harness.newUser();
      const kept = await erin.backend.store.saveDecision(draft('Kept', new Date('2025-06-01T00:00:00Z')));
      const file = await alice.backend.store.exportAll();
      await erin.backend.store.importAll(file, 'merge');
      expect((await erin.backend.store.listDecisionSummaries([])).map((d) => d.id)).toContain(kept.id);
      expect(await erin.backend.store.listDecisionSummaries([])).toHaveLength(file.decisions.length + 1);

      await erin.backend.store.importAll(file, 'replace');
      await erin.backend.store.importAll(file, 'replace');
      const replaced = await storedDecisions(erin.backend.store);
      expect(replaced.map(content)).toEqual(file.decisions.map(content));
    });

    it('refuses a file from a newer app, or with a broken record, and writes nothing', async () => {
      const frank = await harness.newUser();
      const mine = await frank.backend.store.saveDecision(draft('Mine', new Date()));
      const file = await alice.backend.store.exportAll();
      const version = EXPORT_VERSION + 1;
      const newer = await refusal(frank.backend.store.importAll({ ...file, version }, 'replace'));
      expect(newer).toMatchObject({
        code: 'validation',
        messageKey: 'importNewerVersion',
        params: { version: String(version) },
      });
      const broken = {
        ...file,
        riskAssessments: [...file.riskAssessments, { ...assessment(50, new Date()), score: 'high' }],
      };
      const field = await refusal(frank.backend.store.importAll(broken, 'replace'));
      expect(field).toMatchObject({ messageKey: 'importBadAssessment', params: { field: 'score' } });
      expect((await frank.backend.store.listDecisionSummaries([])).map((d) => d.id)).toEqual([mine.id]);
      expect(await frank.backend.store.listRiskAssessments()).toEqual([]);
    });

    it('tells how far an import has come: checking, then saving, each up to the records the file holds', async () => {
      const lena = await harness.newUser();
      const file = await alice.backend.store.exportAll();
      const total = file.decisions.length + file.riskAssessments.length + file.reviews.length;
      const heard: ImportProgress[] = [];
      await lena.backend.store.importAll(file, 'merge', (progress) => heard.push(progress));

      const checking = heard.filter((progress) => progress.phase === 'checking');
      const saving = heard.filter((progress) => progress.phase === 'saving');
      expect(heard).toEqual([...checking, ...saving]);
      expect(checking.at(-1)).toEqual({ phase: 'checking', done: total, total });
      expect(saving[0]).toEqual({ phase: 'saving', done: 0, total });
      expect(saving.at(-1)).toEqual({ phase: 'saving', done: total, total });
      for (const phase of [checking, saving]) {
        expect(
          phase.every((progress, i) => progress.total === total && progress.done >= (phase[i - 1]?.done ?? 0)),
        ).toBe(true);
      }
      expect((await lena.backend.store.exportAll()).decisions.map(content)).toEqual(file.decisions.map(content));

      // A refused file is refused before anything is saved: nothing said of saving.
      const refused: ImportProgress[] = [];
      await refusal(
        lena.backend.store.importAll({ ...file, decisions: [{ id: 42 }] }, 'merge', (p) => refused.push(p)),
      );
      expect(refused.filter((progress) => progress.phase === 'saving')).toEqual([]);
    });

    it('refuses as a whole a file the database refuses at its very last record, after writing the rest', async () => {
      const mia = await harness.newUser();
      const mine = await mia.backend.store.saveDecision(draft('Mine', new Date()));
      const file = await alice.backend.store.exportAll();
      expect(file.decisions.length).toBeGreaterThan(2);
      // Only the database can tell that the account holds no such decision; it reads this review last.
      const orphan: Review = { ...review('decision-0-nowhere'), createdAt: '2025-07-02T00:00:00.000Z' };
      const error = await refusal(
        mia.backend.store.importAll({ ...file, reviews: [...file.reviews, orphan] }, 'replace'),
      );
      expect(error).toMatchObject({ code: 'validation', messageKey: 'importReviewDecisionMissing' });
      expect((await mia.backend.store.listDecisionSummaries([])).map((d) => d.id)).toEqual([mine.id]);
      expect(await mia.backend.store.listReviews()).toEqual([]);
    });

    describe('second opinions', () => {
      /** An investor of their own, so these tests leave Alice's and Bob's data as the others expect it. */
      let investor: SignedInUser;
      beforeAll(async () => {
        investor = await harness.newUser();
      });

      /** A completed decision of the user's and a packet of it, as the investor's app writes one. */
      async function packetOf(user: SignedInUser, name = 'Moutai') {
        const decision = await user.backend.store.saveDecision(completing(draft(name, new Date())));
        return { decision, packet: reviewPacket(decision) };
      }

      it('keeps a packet received twice as one entry, newest first', async () => {
        const reviewer = await harness.newUser();
        const { packet: first } = await packetOf(investor, 'First');
        const { packet: second } = await packetOf(investor, 'Second');
        const kept = await reviewer.backend.store.receivePacket(first);
        expect(kept).toMatchObject({ packet: first, forecast: null, response: null, receivedAt: expect.any(String) });
        expect(await reviewer.backend.store.receivePacket(first)).toEqual(kept);
        const later = await reviewer.backend.store.receivePacket(second);
        expect(await reviewer.backend.store.listSharedPackets()).toEqual([later, kept]);
        expect(
          await refusal(reviewer.backend.store.receivePacket({ ...first, format: 'other' } as never)),
        ).toMatchObject({ code: 'validation' });
      });

      it("keeps the reviewer's forecast as first given, and nothing changes once the response is written", async () => {
        const reviewer = await harness.newUser();
        const { packet } = await packetOf(investor);
        const { store } = reviewer.backend;
        const { id } = await store.receivePacket(packet);
        const forecast = { 'f-1': '40', 'f-2': ['0', '10'] };

        expect(await store.saveSharedForecast(id, forecast)).toMatchObject({ id, forecast, response: null });
        expect(await store.saveSharedForecast(id, forecast)).toMatchObject({ forecast });
        expect(await refusal(store.saveSharedForecast(id, { 'f-1': '90' }))).toMatchObject({
          code: 'validation',
          messageKey: 'packets:sharedForecastFixed',
        });
        expect(await refusal(store.saveSharedResponse(id, reviewResponse(packet, { 'f-1': '90' })))).toMatchObject({
          code: 'validation',
          messageKey: 'packets:sharedForecastFixed',
        });

        const response = reviewResponse(packet, forecast);
        const answered = await store.saveSharedResponse(id, response);
        expect(answered).toMatchObject({ id, forecast, response });
        // A retry whose first attempt landed.
        expect(await store.saveSharedResponse(id, response)).toEqual(answered);
        expect(await refusal(store.saveSharedResponse(id, { ...response, reviewer: 'Robert' }))).toMatchObject({
          code: 'validation',
          messageKey: 'packets:sharedPacketAnswered',
        });
        expect(await refusal(store.saveSharedForecast(id, { 'f-1': '41' }))).toMatchObject({
          messageKey: 'packets:sharedPacketAnswered',
        });
        expect(await store.listSharedPackets()).toEqual([answered]);
      });

      it('takes a response without a forecast kept before as the forecast, and refuses one of another packet', async () => {
        const reviewer = await harness.newUser();
        const { packet } = await packetOf(investor);
        const { packet: other } = await packetOf(investor, 'Other');
        const { store } = reviewer.backend;
        const { id } = await store.receivePacket(packet);
        expect(await refusal(store.saveSharedResponse(id, reviewResponse(other)))).toMatchObject({
          code: 'validation',
        });
        const response = reviewResponse(packet, { 'f-1': '55' });
        expect(await store.saveSharedResponse(id, response)).toMatchObject({ forecast: { 'f-1': '55' }, response });
      });

      it('refuses to save for a packet the reviewer does not have, and deletes one', async () => {
        const reviewer = await harness.newUser();
        const { packet } = await packetOf(investor);
        const { store } = reviewer.backend;
        const { id } = await store.receivePacket(packet);
        for (const missing of ['not-a-packet', crypto.randomUUID()]) {
          expect(await refusal(store.saveSharedForecast(missing, { 'f-1': '1' }))).toMatchObject({
            code: 'not-found',
            messageKey: 'packets:sharedPacketGone',
          });
        }
        await store.deleteSharedPacket(id);
        await store.deleteSharedPacket(id);
        expect(await store.listSharedPackets()).toEqual([]);
        expect(await refusal(store.saveSharedForecast(id, { 'f-1': '1' }))).toMatchObject({ code: 'not-found' });
      });

      it('keeps an imported second opinion beside its decision once, and goes with the decision', async () => {
        const user = await harness.newUser();
        const { decision, packet } = await packetOf(user);
        const response = reviewResponse(packet);
        const { store } = user.backend;
        const added = await store.addSecondOpinion(response);
        expect(added).toEqual({
          id: response.id,
          decisionId: decision.id,
          response,
          importedAt: expect.any(String),
        });
        expect(await store.addSecondOpinion(response)).toEqual(added);
        const another = await store.addSecondOpinion(reviewResponse(packet, { 'f-1': '10' }));
        expect(await store.listSecondOpinions()).toEqual([another, added]);

        await store.deleteDecision(decision.id, decision.version);
        expect(await store.listSecondOpinions()).toEqual([]);
      });

      it('exports the packets received and the second opinions imported, and a replacing import brings them back', async () => {
        const user = await harness.newUser();
        const { store } = user.backend;
        const { packet: own } = await packetOf(user, 'Own');
        const opinion = await store.addSecondOpinion(reviewResponse(own));
        const { packet: sent } = await packetOf(investor, 'Sent');
        const { id } = await store.receivePacket(sent);
        const answered = await store.saveSharedResponse(id, reviewResponse(sent, { 'f-1': '35' }));
        const { packet: waitingPacket } = await packetOf(investor, 'Waiting');
        const waiting = await store.receivePacket(waitingPacket);

        const file = await store.exportAll();
        expect(file.secondOpinions).toEqual([opinion]);
        expect(file.sharedPackets).toEqual([waiting, answered]);

        // The file again, replacing everything: nothing is lost, nothing doubled.
        await store.importAll(JSON.parse(JSON.stringify(file)), 'replace');
        await store.importAll(JSON.parse(JSON.stringify(file)));
        expect(await store.listSecondOpinions()).toEqual([opinion]);
        const back = await store.listSharedPackets();
        // Rows are named anew by the database; everything the reviewer wrote is as it was.
        const withoutId = ({ id: _id, ...rest }: SharedPacket) => rest;
        expect(back.map(withoutId)).toEqual([waiting, answered].map(withoutId));
        // The answered packet stays answered: its forecast and response cannot change.
        expect(await refusal(store.saveSharedForecast(back[1]?.id ?? '', { 'f-1': '90' }))).toMatchObject({
          messageKey: 'packets:sharedPacketAnswered',
        });

        // Into another account, the same file brings copies of its own.
        const other = await harness.newUser();
        await other.backend.store.importAll(JSON.parse(JSON.stringify(file)));
        expect((await other.backend.store.listSharedPackets()).map(withoutId)).toEqual(back.map(withoutId));
        expect(await store.listSharedPackets()).toEqual(back);
      });

      it('refuses a file whose second opinion is of a decision neither in it nor in the account, changing nothing', async () => {
        const user = await harness.newUser();
        const { packet } = await packetOf(user);
        await user.backend.store.addSecondOpinion(reviewResponse(packet));
        const file = await user.backend.store.exportAll();
        const stranger = await harness.newUser();
        const { decisions: _decisions, ...withoutDecisions } = JSON.parse(JSON.stringify(file));
        for (const mode of ['merge', 'replace'] as const) {
          expect(
            await refusal(stranger.backend.store.importAll({ ...withoutDecisions, decisions: [] }, mode)),
          ).toMatchObject({ code: 'validation', messageKey: 'packets:importSecondOpinionDecisionMissing' });
        }
        expect(await stranger.backend.store.listSecondOpinions()).toEqual([]);
        expect(await stranger.backend.store.listDecisionSummaries([])).toEqual([]);
      });

      it('refuses a response to a decision the user does not have, saying so', async () => {
        const other = await harness.newUser();
        const { packet } = await packetOf(investor);
        // The investor's decision: a response to their packet brought to another account.
        expect(await refusal(other.backend.store.addSecondOpinion(reviewResponse(packet)))).toMatchObject({
          code: 'not-found',
          messageKey: 'packets:secondOpinionDecisionGone',
        });
        const gone = { ...reviewResponse(packet), decisionId: 'decision-gone' };
        expect(await refusal(other.backend.store.addSecondOpinion(gone))).toMatchObject({
          messageKey: 'packets:secondOpinionDecisionGone',
        });
        expect(
          await refusal(other.backend.store.addSecondOpinion({ ...gone, forecast: { x: 1 } } as never)),
        ).toMatchObject({ code: 'validation' });
        expect(await other.backend.store.listSecondOpinions()).toEqual([]);
      });

      it('never shows another user the packets received or the second opinions imported, nor lets him change one', async () => {
        const owner = await harness.newUser();
        const stranger = await harness.newUser();
        const { packet } = await packetOf(owner);
        const received = await owner.backend.store.receivePacket(packet);
        const opinion = await owner.backend.store.addSecondOpinion(reviewResponse(packet));

        expect(await stranger.backend.store.listSharedPackets()).toEqual([]);
        expect(await stranger.backend.store.listSecondOpinions()).toEqual([]);
        expect(await refusal(stranger.backend.store.saveSharedForecast(received.id, { 'f-1': '1' }))).toMatchObject({
          code: 'not-found',
        });
        await stranger.backend.store.deleteSharedPacket(received.id);
        // The same packet received by the stranger is his own entry.
        expect((await stranger.backend.store.receivePacket(packet)).id).not.toBe(received.id);
        expect(await owner.backend.store.listSharedPackets()).toEqual([received]);
        expect(await owner.backend.store.listSecondOpinions()).toEqual([opinion]);
      });

      it('deletes them with all of the user’s data', async () => {
        const user = await harness.newUser();
        const { packet } = await packetOf(user);
        await user.backend.store.receivePacket(packet);
        await user.backend.store.addSecondOpinion(reviewResponse(packet));
        await user.backend.store.deleteAllMyData();
        expect(await user.backend.store.listSharedPackets()).toEqual([]);
        expect(await user.backend.store.listSecondOpinions()).toEqual([]);
      });

      it('asks a signed-out visitor to log in', async () => {
        const { store } = await harness.signedOut();
        const { packet } = await packetOf(investor);
        for (const call of [store.listSharedPackets(), store.receivePacket(packet), store.listSecondOpinions()]) {
          expect(await refusal(call)).toMatchObject({ code: 'unauthenticated' });
        }
      });

      describe('shared by invitation, where the runtime offers it', () => {
        it('shows the reviewer only the packet, takes one response, and nothing once revoked', async (context) => {
          const owner = await harness.newUser();
          const reviewer = await harness.newUser();
          const stranger = await harness.newUser();
          const shares = owner.backend.store.shares;
          const reviewerShares = reviewer.backend.store.shares;
          const strangerShares = stranger.backend.store.shares;
          if (!shares || !reviewerShares || !strangerShares) return context.skip();

          const { decision, packet } = await packetOf(owner);
          const share = await shares.shareDecision(decision.id, reviewer.email.toUpperCase(), packet);
          expect(share).toMatchObject({ decisionId: decision.id, packet, revokedAt: null, response: null });
          expect(await shares.listMyShares()).toEqual([share]);

          // The reviewer reads the packet, and nothing of the decision: not the decision, not its forecast.
          const [seen] = await reviewerShares.listSharesWithMe();
          expect(seen?.packet).toEqual(packet);
          expect(JSON.stringify(seen)).not.toContain('"f-3"');
          expect(await reviewer.backend.store.getDecision(decision.id)).toBeNull();
          expect(await strangerShares.listSharesWithMe()).toEqual([]);
          expect(await shares.listSharesWithMe()).toEqual([]);

          // He reviews it as a received packet, then answers the share once.
          const received = await reviewer.backend.store.receivePacket(seen?.packet ?? packet);
          await reviewer.backend.store.saveSharedForecast(received.id, { 'f-1': '30' });
          const response = reviewResponse(packet, { 'f-1': '30' });
          await reviewer.backend.store.saveSharedResponse(received.id, response);
          expect(await refusal(strangerShares.respondToShare(share.id, response))).toMatchObject({
            code: 'not-found',
            messageKey: 'packets:shareUnavailable',
          });
          const answered = await reviewerShares.respondToShare(share.id, response);
          expect(answered).toMatchObject({ id: share.id, response, respondedAt: expect.any(String) });
          expect(await reviewerShares.respondToShare(share.id, response)).toEqual(answered);
          expect(await refusal(reviewerShares.respondToShare(share.id, reviewResponse(packet)))).toMatchObject({
            code: 'validation',
            messageKey: 'packets:shareAnswered',
          });

          // The owner reads the response and keeps it beside the decision.
          const [mine] = await shares.listMyShares();
          expect(mine?.response).toEqual(response);
          expect(await owner.backend.store.addSecondOpinion(response)).toMatchObject({ decisionId: decision.id });

          // Revoked: the reviewer sees nothing and cannot answer.
          const again = reviewPacket(decision);
          const second = await shares.shareDecision(decision.id, reviewer.email, again);
          await shares.revokeShare(second.id);
          await shares.revokeShare(second.id);
          expect((await reviewerShares.listSharesWithMe()).map((s) => s.id)).toEqual([share.id]);
          expect(await refusal(reviewerShares.respondToShare(second.id, reviewResponse(again)))).toMatchObject({
            code: 'not-found',
            messageKey: 'packets:shareUnavailable',
          });
          expect((await shares.listMyShares()).find((s) => s.id === second.id)?.revokedAt).toEqual(expect.any(String));
        });

        it('shares only a decision of the owner’s, with a packet of it that holds no forecast', async (context) => {
          const owner = await harness.newUser();
          const shares = owner.backend.store.shares;
          if (!shares) return context.skip();
          const { decision, packet } = await packetOf(owner);
          const { packet: theirs } = await packetOf(investor);
          expect(await refusal(shares.shareDecision(theirs.decision.id, 'bob@example.com', theirs))).toMatchObject({
            code: 'not-found',
            messageKey: 'packets:shareDecisionGone',
          });
          const leaking = { ...packet, decision: { ...packet.decision, answers: decision.answers } };
          expect(await refusal(shares.shareDecision(decision.id, 'bob@example.com', leaking))).toMatchObject({
            code: 'validation',
          });
          expect(await refusal(shares.shareDecision(decision.id, 'not an address', packet))).toMatchObject({
            code: 'validation',
          });
          expect(await shares.listMyShares()).toEqual([]);
        });
      });
    });

    it("deletes all of a user's data and nobody else's", async () => {
      const bobsBefore = await storedDecisions(bob.backend.store);
      expect((await alice.backend.store.listReviews()).length).toBeGreaterThan(0);
      expect((await alice.backend.store.stats()).breakdown.forecasts).toBeGreaterThan(0);
      await alice.backend.store.deleteAllMyData();
      expect(await alice.backend.store.listDecisionSummaries([])).toEqual([]);
      expect(await alice.backend.store.listReviews()).toEqual([]);
      expect(await alice.backend.store.listRiskAssessments()).toEqual([]);
      const stats = await alice.backend.store.stats();
      expect(stats.totalFiles).toBe(0);
      expect(stats.breakdown).toMatchObject({ decisions: 0, evaluations: 0, forecasts: 0, reviews: 0 });
      expect(await storedDecisions(bob.backend.store)).toEqual(bobsBefore);
    });

    it('deletes an account with its login: signing in fails, and the e-mail registers again, empty', async () => {
      const leaving = await harness.newUser();
      const { auth, store } = leaving.backend;
      await store.getProfile();
      const done = await store.saveDecision(completing(draft('Sold', new Date())));
      await store.saveRiskAssessment(assessment(55, new Date()));
      await store.addReview(review(done.id));
      const bobsBefore = await bob.backend.store.exportAll();
      const heard: unknown[] = [];
      auth.onChange((session) => heard.push(session));

      await auth.deleteMyAccount();
      // Signed out, as after signOut (some runtimes tell listeners a moment later).
      await expect.poll(() => heard).toEqual([null]);
      expect(await auth.getSession()).toBeNull();
      expect(await refusal(store.listDecisionSummaries([]))).toMatchObject({ code: 'unauthenticated' });
      expect(await refusal(harness.signInElsewhere(leaving))).toMatchObject({
        code: 'user-not-found',
        messageKey: 'userNotFound',
      });

      const again = await harness.signedOut();
      await again.auth.signUp(leaving.email, leaving.password);
      expect((await again.store.stats()).totalFiles).toBe(0);
      expect(await again.store.listDecisionSummaries([])).toEqual([]);
      expect(await again.store.listRiskAssessments()).toEqual([]);
      expect(await again.store.listReviews()).toEqual([]);
      expect(await again.store.getDecision(done.id)).toBeNull();
      expect({ ...(await bob.backend.store.exportAll()), exportedAt: bobsBefore.exportedAt }).toEqual(bobsBefore);
    });
  });
}
