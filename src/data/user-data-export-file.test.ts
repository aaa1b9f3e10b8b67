import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import enErrors from '../i18n/locales/en/errors.json';
import enPackets from '../i18n/locales/en/packets.json';
import { datasetArbitrary } from './contract/arbitraries';
import { evaluationResult, reviewPacket, reviewResponse, assessment as riskAssessment } from './contract/fixtures';
import { exportFileName } from './export-file-name';
import { LIMITS } from './limits';
import type { ContentFit } from './ports';
import packetSchema from './review-packet.schema.json';
import responseSchema from './review-response.schema.json';
import type { SecondOpinion, SharedPacket } from './second-opinion';
import type { Decision, Review, RiskAssessment } from './types';
import exportSchema from './user-data-export.schema.json';
import {
  buildExport,
  type CheckProgress,
  checkExport,
  EXPORT_VERSION,
  exportCheckSteps,
} from './user-data-export-file';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(packetSchema).addSchema(responseSchema);
const matchesSchema = ajv.compile(exportSchema);

const decision: Decision = {
  id: 'd-1',
  name: 'Buy index fund',
  bankId: 'decision-checkpoint',
  bankVersion: '1.0.0',
  stage: 7,
  answers: { 'goal-1': 'Retirement in 20 years', 'risk-2': ['drawdown', 'liquidity'] },
  completed: true,
  evaluated: true,
  evaluationScore: 78,
  evaluationResult: evaluationResult(78),
  forecast: null,
  forecastMadeAt: null,
  tags: ['index', '养老'],
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  version: 3,
};

const MADE = '2025-03-02T09:30:00.123Z';

/** Completed with a forecast: the same questions in its answers, and the date the database stamped. */
const forecastDecision: Decision = {
  ...decision,
  id: 'd-2',
  name: 'Forecast',
  answers: { 'goal-1': 'Beat the index', 'f-1': '70', 'f-2': ['-5', '15'] },
  forecast: { 'f-1': '70', 'f-2': ['-5', '15'] },
  forecastMadeAt: MADE,
};

/** A decision as files written before forecasts hold it. */
const beforeForecasts = ({ forecast: _f, forecastMadeAt: _m, ...rest }: Decision) => rest;

const assessment: RiskAssessment = { ...riskAssessment(55, new Date('2025-02-01T09:00:00.000Z')), id: 'r-1' };

const review: Review = {
  id: 'review-1',
  decisionId: 'd-1',
  bankId: 'decision-review',
  bankVersion: '1.0.0',
  answers: { 'r-1': '-4.5', 'r-7': 'The moat held' },
  createdAt: '2025-03-20T10:00:00.000Z',
};

const profile = { id: 'u-1', name: 'Ada', riskTolerance: 'balanced' as const, preferredStrategies: ['index'] };
const good = () =>
  JSON.parse(
    JSON.stringify(
      buildExport(profile, [decision], [assessment], { reviews: [review] }, new Date('2025-04-01T00:00:00Z')),
    ),
  );

/** A packet Carol sent Ada, with Ada's forecast and response; and Bob's response to Ada's own decision. */
const carolsPacket = reviewPacket({ ...forecastDecision, id: 'carols', name: 'Gold' }, 'pk-1');
const shared: SharedPacket = {
  id: '7d0f5a55-5f3e-4a59-9a3e-0b8b7b2f4c11',
  packet: carolsPacket,
  receivedAt: '2025-06-01T08:00:00.000Z',
  forecast: { 'f-1': '40' },
  response: { ...reviewResponse(carolsPacket, { 'f-1': '40' }), id: 'resp-ada', reviewer: 'Ada' },
};
const bobsResponse = { ...reviewResponse(reviewPacket(forecastDecision, 'pk-2')), id: 'resp-bob' };
const opinion: SecondOpinion = {
  id: bobsResponse.id,
  decisionId: forecastDecision.id,
  response: bobsResponse,
  importedAt: '2025-06-03T00:00:00.000Z',
};
const withOpinions = () =>
  JSON.parse(
    JSON.stringify(
      buildExport(profile, [decision, forecastDecision], [], { sharedPackets: [shared], secondOpinions: [opinion] }),
    ),
  );

/** The English text the investor reads for a refused file. */
function refusalText(data: unknown, fits?: ContentFit): string {
  const check = checkExport(data, fits);
  if (check.ok) throw new Error('the file was accepted');
  const [namespace, name] = check.problem.key.split(':');
  const table: Record<string, string> = name === undefined ? enErrors : namespace === 'packets' ? enPackets : {};
  const template = table[name ?? check.problem.key] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => check.problem.params[name] ?? '');
}

describe('the export file', () => {
  it('is named with the date it was made', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('investment-checkpoint-export-2026-01-05.json');
  });

  it('matches its published JSON Schema and imports back, whatever the dataset (200 runs)', () => {
    fc.assert(
      fc.property(datasetArbitrary(), (data) => {
        const file = JSON.parse(
          JSON.stringify(
            buildExport({ id: 'u-1', ...data.profile }, data.decisions, data.riskAssessments, {
              reviews: data.reviews,
            }),
          ),
        );
        expect(matchesSchema(file), JSON.stringify(matchesSchema.errors)).toBe(true);
        const check = checkExport(file);
        expect(check.ok && check.file).toEqual(file);
      }),
      { numRuns: 200 },
    );
  });

  it('is refused by the schema when a record is broken, as the app refuses it', () => {
    const file = good();
    file.decisions[0].stage = LIMITS.decisionStages + 1;
    expect(matchesSchema(file)).toBe(false);
    expect(checkExport(file).ok).toBe(false);
    const badReview = good();
    badReview.reviews[0].answers = { 'r-1': 12 };
    expect(matchesSchema(badReview)).toBe(false);
    expect(checkExport(badReview).ok).toBe(false);
  });

  it('is written in the newest format, and a format-1 file (from before reviews) still imports, with none', () => {
    expect(good().version).toBe(EXPORT_VERSION);
    const { reviews: _reviews, ...rest } = good();
    const older = { ...rest, version: 1, decisions: rest.decisions.map(beforeForecasts) };
    expect(matchesSchema(older), JSON.stringify(matchesSchema.errors)).toBe(true);
    const check = checkExport(older);
    expect(check.ok && check.file.reviews).toEqual([]);
    expect(check.ok && check.file.decisions).toEqual([decision]);
    // A format-1 file's stray list is not read: format 1 had no reviews.
    const stray = checkExport({ ...older, reviews: [{ id: 'junk' }] });
    expect(stray.ok && stray.file.reviews).toEqual([]);
  });

  it('writes the packets shared with the investor and the second opinions they imported, and reads them back', () => {
    const file = withOpinions();
    expect(matchesSchema(file), JSON.stringify(matchesSchema.errors)).toBe(true);
    const check = checkExport(file);
    expect(check.ok && check.file.sharedPackets).toEqual([shared]);
    expect(check.ok && check.file.secondOpinions).toEqual([opinion]);
    // A packet not yet answered, or not even forecast, is kept as it stands.
    const waiting = { ...shared, forecast: null, response: null };
    const unanswered = checkExport({ ...file, sharedPackets: [waiting] });
    expect(unanswered.ok && unanswered.file.sharedPackets).toEqual([waiting]);
  });

  it('reads a format-4 file as having no second opinions, and refuses a format-5 file without the lists', () => {
    const { sharedPackets: _s, secondOpinions: _o, ...rest } = withOpinions();
    const older = { ...rest, version: 4 };
    expect(matchesSchema(older), JSON.stringify(matchesSchema.errors)).toBe(true);
    const check = checkExport(older);
    expect(check.ok && [check.file.sharedPackets, check.file.secondOpinions]).toEqual([[], []]);
    expect(matchesSchema({ ...rest, version: 5 })).toBe(false);
    expect(refusalText({ ...rest, version: 5 })).toContain('“sharedPackets”');
    expect(refusalText({ ...withOpinions(), secondOpinions: null })).toContain('“secondOpinions”');
  });

  it('writes each decision’s forecast and its date, and reads a format-2 file’s decisions as having none', () => {
    const file = JSON.parse(JSON.stringify(buildExport(profile, [forecastDecision], [])));
    expect(file.decisions[0]).toMatchObject({ forecast: forecastDecision.forecast, forecastMadeAt: MADE });
    expect(matchesSchema(file), JSON.stringify(matchesSchema.errors)).toBe(true);
    expect(checkExport(file)).toEqual({ ok: true, file });

    for (const version of [1, 2]) {
      const older = { ...good(), version, decisions: good().decisions.map(beforeForecasts) };
      expect(matchesSchema(older), JSON.stringify(matchesSchema.errors)).toBe(true);
      const check = checkExport(older);
      expect(check.ok && check.file.decisions).toEqual([decision]);
      expect(check.ok && check.file.version).toBe(EXPORT_VERSION);
    }
    // From format 3 a decision says whether it has a forecast.
    const missing = { ...good(), decisions: good().decisions.map(beforeForecasts) };
    expect(matchesSchema(missing)).toBe(false);
    expect(refusalText(missing)).toContain('“forecast”');
  });

  it('writes each decision’s tags, reads an older file’s decisions as having none, and refuses tags the store would not write', () => {
    const file = JSON.parse(JSON.stringify(good()));
    expect(file.decisions[0].tags).toEqual(decision.tags);
    expect(checkExport(file)).toEqual({ ok: true, file });
    const { tags: _t, ...untagged } = decision;
    const older = { ...good(), version: 3, decisions: [untagged] };
    expect(matchesSchema(older), JSON.stringify(matchesSchema.errors)).toBe(true);
    const check = checkExport(older);
    expect(check.ok && check.file.decisions).toEqual([{ ...decision, tags: [] }]);
    // From format 4 a decision says which tags it has.
    const missing = { ...good(), decisions: [untagged] };
    expect(matchesSchema(missing)).toBe(false);
    expect(refusalText(missing)).toContain('“tags”');
    for (const tags of [[' padded'], ['twice', 'twice'], ['x'.repeat(LIMITS.tagLength + 1)], ['']]) {
      const bad = { ...good(), decisions: [{ ...decision, tags }] };
      expect(matchesSchema(bad), JSON.stringify(tags)).toBe(false);
      expect(refusalText(bad)).toContain('“tags”');
    }
    // Alike in any case is beyond what a JSON Schema says; the app refuses it all the same.
    expect(refusalText({ ...good(), decisions: [{ ...decision, tags: ['Twice', 'twice'] }] })).toContain('“tags”');
  });

  it('writes each assessment’s bank, and reads an older file’s assessment without one, leaving the bank to the import', () => {
    expect(good().riskAssessments[0]).toMatchObject({ bankId: 'risk-tolerance', bankVersion: '1.0.0' });
    for (const version of [1, 2]) {
      const older = { ...good(), version };
      const { bankId: _, bankVersion: __, ...withoutBank } = older.riskAssessments[0];
      older.riskAssessments = [withoutBank];
      expect(matchesSchema(older), JSON.stringify(matchesSchema.errors)).toBe(true);
      const check = checkExport(older);
      expect(check.ok && check.file.riskAssessments).toEqual([withoutBank]);
    }
    const blank = good();
    blank.riskAssessments[0].bankVersion = '';
    expect(matchesSchema(blank)).toBe(false);
    expect(refusalText(blank)).toContain('“bankVersion”');
  });
});

describe('a file that cannot be imported says why', () => {
  it('JSON that is not this app’s export', () => {
    for (const foreign of [[], 'hello', 42, null, { format: 'something-else', version: 1 }, { decisions: [] }]) {
      expect(refusalText(foreign)).toMatch(/not an Investment Checkpoint export/);
    }
  });

  it('a file from a newer version of the app', () => {
    const text = refusalText({ ...good(), version: EXPORT_VERSION + 1 });
    expect(text).toContain(`format ${EXPORT_VERSION + 1}`);
    expect(text).toMatch(/newer version/);
  });

  it('a decision with a broken field, naming the decision and the field', () => {
    const file = good();
    file.decisions[0].evaluationResult.rating = 'superb';
    const text = refusalText(file);
    expect(text).toContain('Decision 1');
    expect(text).toContain('Buy index fund');
    expect(text).toContain('evaluationResult.rating');
  });

  it('a decision missing a field, or breaking a rule of the database', () => {
    const missing = good();
    delete missing.decisions[0].answers;
    expect(refusalText(missing)).toContain('“answers”');
    const halfScore = good();
    halfScore.decisions[0].evaluationScore = 72.5;
    expect(refusalText(halfScore)).toContain('“evaluationScore”');
    const badDate = good();
    badDate.decisions[0].createdAt = 'last Tuesday';
    expect(refusalText(badDate)).toContain('“createdAt”');
    const evaluatedOpen = good();
    evaluatedOpen.decisions[0].completed = false;
    expect(refusalText(evaluatedOpen)).toContain('“completed”');
  });

  it('a forecast that breaks a rule of the database, naming the field', () => {
    const withForecast = () => JSON.parse(JSON.stringify(buildExport(profile, [forecastDecision], [])));
    const edited = withForecast();
    edited.decisions[0].answers['f-2'] = ['-5', '25'];
    expect(refusalText(edited)).toBe(
      'Decision 1 (“Forecast”) has a missing or invalid field “forecast.f-2”. Nothing was imported.',
    );
    const dropped = withForecast();
    delete dropped.decisions[0].answers['f-1'];
    expect(refusalText(dropped)).toContain('“forecast.f-1”');
    const open = withForecast();
    Object.assign(open.decisions[0], {
      completed: false,
      evaluated: false,
      evaluationScore: null,
      evaluationResult: null,
    });
    expect(matchesSchema(open)).toBe(false);
    expect(refusalText(open)).toContain('“forecast”');
    const dateOnly = withForecast();
    dateOnly.decisions[0].forecast = null;
    expect(matchesSchema(dateOnly)).toBe(false);
    expect(refusalText(dateOnly)).toContain('“forecastMadeAt”');
    const badDate = withForecast();
    badDate.decisions[0].forecastMadeAt = 'when I completed it';
    expect(matchesSchema(badDate)).toBe(false);
    expect(refusalText(badDate)).toContain('“forecastMadeAt”');
    const badShape = withForecast();
    badShape.decisions[0].forecast['f-1'] = 70;
    expect(matchesSchema(badShape)).toBe(false);
    expect(refusalText(badShape)).toContain('“forecast”');
    // Without its date the database dates it on import.
    const undated = withForecast();
    undated.decisions[0].forecastMadeAt = null;
    expect(checkExport(undated).ok).toBe(true);
  });

  it('an assessment with a broken field, naming it', () => {
    const file = good();
    file.riskAssessments.push({ ...assessment, id: 'r-2', result: { ...assessment.result, description: 7 } });
    const text = refusalText(file);
    expect(text).toContain('Risk assessment 2');
    expect(text).toContain('result.description');
  });

  it('a review with a broken field, of an open decision, or used twice', () => {
    const broken = good();
    broken.reviews[0].createdAt = 'yesterday';
    expect(refusalText(broken)).toBe('Review 1 has a missing or invalid field “createdAt”. Nothing was imported.');
    const badDecisionId = good();
    badDecisionId.reviews[0].decisionId = 'not an id';
    expect(refusalText(badDecisionId)).toContain('“decisionId”');
    const open = good();
    open.decisions[0] = {
      ...decision,
      completed: false,
      evaluated: false,
      evaluationScore: null,
      evaluationResult: null,
    };
    expect(refusalText(open)).toMatch(/Review 1 looks back at a decision that is not completed/);
    expect(refusalText({ ...good(), reviews: [review, { ...review, answers: {} }] })).toBe(
      'Review 2 appears twice in this file. Nothing was imported.',
    );
    expect(refusalText({ ...good(), reviews: [review, 7] })).toContain('Review 2 in this file is not a review record');
    const { reviews: _reviews, ...missing } = good();
    expect(refusalText(missing)).toContain('“reviews”');
    const huge = good();
    huge.reviews[0].answers = { 'r-7': 'z'.repeat(20_001) };
    expect(refusalText(huge)).toContain('“answers”');
  });

  it('a review of a decision the file does not hold is left to the account to have', () => {
    const check = checkExport({ ...good(), reviews: [{ ...review, decisionId: 'decision-elsewhere' }] });
    expect(check.ok).toBe(true);
  });

  it('records that are not records, lists that are not lists, and ids used twice', () => {
    expect(refusalText({ ...good(), decisions: [decision, 'oops'] })).toContain('Decision 2');
    expect(refusalText({ ...good(), riskAssessments: {} })).toContain('“riskAssessments”');
    expect(refusalText({ ...good(), decisions: [decision, { ...decision, name: 'Again' }] })).toMatch(/twice/);
  });

  it('hostile content: prototype keys, oversized texts, NUL characters, invalid ids', () => {
    const proto = JSON.parse(`{"format":"investment-checkpoint-export","version":1,"__proto__":{"polluted":true}}`);
    expect(refusalText(proto)).toContain('“decisions”');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const long = good();
    long.decisions[0].name = 'x'.repeat(5000);
    expect(refusalText(long)).toContain('“name”');
    const nul = good();
    nul.decisions[0].answers['goal-1'] = 'a\u0000b';
    expect(refusalText(nul)).toContain('“answers”');
    const badId = good();
    badId.decisions[0].id = "x'; drop table decisions; --";
    expect(refusalText(badId)).toContain('“id”');
    const hugeAnswers = good();
    hugeAnswers.riskAssessments[0].answers = { a: 'y'.repeat(60_000) };
    expect(refusalText(hugeAnswers)).toContain('“answers”');
  });

  it('a shared packet that is broken, answered for another packet, or with a response that changed the forecast', () => {
    const edit = (change: (packet: SharedPacket) => void) => {
      const file = withOpinions();
      change(file.sharedPackets[0]);
      return file;
    };
    expect(refusalText(edit((p) => Object.assign(p, { receivedAt: 'soon' })))).toBe(
      'Shared packet 1 has a missing or invalid field “receivedAt”. Nothing was imported.',
    );
    expect(refusalText(edit((p) => Object.assign(p.response ?? {}, { packetId: 'pk-other' })))).toContain(
      '“response.packetId”',
    );
    expect(refusalText(edit((p) => Object.assign(p, { forecast: { 'f-1': '55' } })))).toContain('“response.forecast”');
    expect(refusalText(edit((p) => Object.assign(p, { forecast: null })))).toContain('“response.forecast”');
    expect(refusalText(edit((p) => Object.assign(p.packet.decision, { id: 'not an id' })))).toContain(
      '“packet.decision.id”',
    );
    const proto = withOpinions();
    proto.sharedPackets[0].packet.decision.answers = JSON.parse('{"__proto__": "x"}');
    expect(refusalText(proto)).toContain('“packet.decision.answers.__proto__”');
    expect(refusalText({ ...withOpinions(), sharedPackets: [shared, { ...shared, id: 'another' }] })).toBe(
      'Shared packet 2 appears twice in this file. Nothing was imported.',
    );
    expect(refusalText({ ...withOpinions(), sharedPackets: [[]] })).toContain('Shared packet 1 in this file is not');
  });

  it('a second opinion that is broken, not its response’s, or whose answers do not fit their questionnaire', () => {
    const file = withOpinions();
    file.secondOpinions[0].id = 'resp-other';
    expect(refusalText(file)).toBe(
      'Second opinion 1 has a missing or invalid field “response.id”. Nothing was imported.',
    );
    const moved = withOpinions();
    moved.secondOpinions[0].decisionId = decision.id;
    expect(refusalText(moved)).toContain('“response.decisionId”');
    expect(refusalText({ ...withOpinions(), secondOpinions: [opinion, opinion] })).toContain('appears twice');
    // The app's content says which answer does not fit: named from the record down.
    const critiqueMisfit: ContentFit = (record) => (record.kind === 'critique' ? 'answers.c-1' : null);
    expect(refusalText(withOpinions(), critiqueMisfit)).toContain('“response.critique.answers.c-1”');
    const unknownBank: ContentFit = (record) => (record.kind === 'critique' ? 'bankVersion' : null);
    expect(refusalText({ ...withOpinions(), sharedPackets: [] }, unknownBank)).toContain(
      '“response.critique.bankVersion”',
    );
    const forecastMisfit: ContentFit = (record) => (record.answers['f-1'] === '40' ? 'answers.f-1' : null);
    expect(refusalText({ ...withOpinions(), secondOpinions: [] }, forecastMisfit)).toContain('“forecast.f-1”');
    // One whose decision the file does not hold is left to the account to have.
    const elsewhere = { ...opinion, decisionId: 'elsewhere', response: { ...bobsResponse, decisionId: 'elsewhere' } };
    expect(checkExport({ ...withOpinions(), secondOpinions: [elsewhere] }).ok).toBe(true);
  });

  it('is checked in steps, one a record across its lists, ending where checkExport ends', () => {
    const file = JSON.parse(
      JSON.stringify(buildExport(profile, [decision, forecastDecision], [assessment], { reviews: [review] })),
    );
    const seen: CheckProgress[] = [];
    const steps = exportCheckSteps(file);
    let step = steps.next();
    for (; !step.done; step = steps.next()) seen.push(step.value);
    expect(seen).toEqual([1, 2, 3, 4].map((done) => ({ done, total: 4 })));
    expect(step.value).toEqual(checkExport(file));

    // A broken record ends the steps there: the records after it are never checked.
    const broken = { ...file, decisions: [decision, { ...forecastDecision, stage: 0 }] };
    const refused = [...exportCheckSteps(broken)];
    expect(refused).toEqual([{ done: 1, total: 4 }]);

    // The second opinions count among the records.
    const opinions = [...exportCheckSteps(withOpinions())];
    expect(opinions.at(-1)).toEqual({ done: 4, total: 4 });
  });
});
