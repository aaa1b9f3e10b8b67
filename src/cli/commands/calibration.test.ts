import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calibrationOf } from '../../scoring/calibration-report';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { RULES_DIR } from '../../scoring/check-scoring-rules';
import { defaultCalibrationRules, RULE_FILES } from '../../scoring/default-rules';
import { ruleText } from '../../scoring/rule-messages';
import type { CalibrationRules } from '../../scoring/rule-types';
import { repoRoot } from '../../scoring/testing/decision-answers';
import { runCommand, writeJson } from '../testing/run-command';
import calibration from './calibration';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'calibration-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]) => runCommand(calibration, repoRoot, ...args);
const rules = defaultCalibrationRules;
const { forecast: F, review: R } = rules;
const answerFor = (outcome: 0 | 1 | null) =>
  Object.entries(rules.thesisOutcome).find(([, value]) => value === outcome)?.[0] ?? '';
const sizeSentence = (count: number) =>
  [...rules.sampleSize].reverse().find((band) => band.from <= count)?.message ?? '';

/** A decision as My data exports it, with the forecast fields when given. */
function exportedDecision(id: string, forecast?: Record<string, string | string[]>) {
  return {
    id,
    name: `Decision ${id}`,
    bankId: F.bank,
    bankVersion: forecast ? '1.1.0' : '1.0.0',
    stage: 1,
    answers: {},
    completed: true,
    evaluated: false,
    evaluationScore: null,
    evaluationResult: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    version: 2,
    ...(forecast ? { forecast, forecastMadeAt: '2026-01-02T00:00:00.000Z' } : {}),
  };
}

function exportedReview(decisionId: string, answers: Record<string, string>, createdAt = '2026-04-01T00:00:00.000Z') {
  return { id: `r-${decisionId}`, decisionId, bankId: R.bank, bankVersion: '1.1.0', answers, createdAt };
}

function exportFile(name: string, decisions: unknown[], reviews?: unknown[], version = 3) {
  return writeJson(tmp, name, {
    format: 'investment-checkpoint-export',
    version,
    exportedAt: '2026-05-01T00:00:00.000Z',
    profile: null,
    decisions,
    riskAssessments: [],
    ...(reviews ? { reviews } : {}),
  });
}

/** The worked example: 70 %, −5..15, the thesis held, return 8, benchmark 3. */
const example = exportFile(
  'example.json',
  [exportedDecision('a', { [F.probability]: '70', [F.range]: ['-5', '15'], [F.benchmark]: 'CSI 300' })],
  [exportedReview('a', { [R.thesis]: answerFor(1), [R.return]: '8', [R.benchmarkReturn]: '3' })],
);

/** `count` forecasts across the probabilities, every one resolved, the theses playing out by a fixed pattern. */
function manyForecasts(name: string, count: number) {
  const decisions = [];
  const reviews = [];
  for (let i = 0; i < count; i++) {
    const percent = (i * 37) % 101;
    decisions.push(exportedDecision(`d${i}`, { [F.probability]: String(percent), [F.range]: ['-10', '10'] }));
    reviews.push(
      exportedReview(`d${i}`, { [R.thesis]: answerFor(i % 3 === 0 ? 0 : 1), [R.return]: String((i % 30) - 12) }),
    );
  }
  return exportFile(name, decisions, reviews);
}

describe('content -- calibration', () => {
  it('prints the figures of the worked example and the few-forecasts sentence', async () => {
    const { code, stdout, stderr } = await run(example);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('1 forecast(s), 1 resolved by a review, 0 waiting for one.');
    expect(stdout).toContain('Brier score:       0.090 (n = 1; 0 is perfect)');
    const referenceLabel = ruleText(rules.labels.reference, 'en', {
      probability: Math.round(rules.reference.probability * 100),
    });
    expect(stdout).toContain(`${referenceLabel}: ${((rules.reference.probability - 1) ** 2).toFixed(3)}`);
    expect(stdout).toContain(
      `${ruleText(rules.labels.range, 'en', { target: Math.round(rules.range.target * 100) })}: 1 of 1 (100%;`,
    );
    expect(stdout).toContain('Mean excess return over the benchmark: +5.0% (n = 1)');
    expect(stdout).toMatch(/70\.0% +100\.0%/);
    expect(stdout).not.toContain('Decomposition:');
    expect(stdout).toContain(ruleText(sizeSentence(1), 'en', { count: 1, minimum: rules.verdict.minimum }));
  });

  it('prints the sentences and labels in Chinese with --lang zh', async () => {
    const { code, stdout } = await run(example, '--lang', 'zh');
    expect(code).toBe(0);
    expect(stdout).toContain(ruleText(sizeSentence(1), 'zh', { count: 1, minimum: rules.verdict.minimum }));
    expect(stdout).toContain(
      ruleText(rules.labels.reference, 'zh', { probability: Math.round(rules.reference.probability * 100) }),
    );
  });

  it('prints the report as the app computes it with --json', async () => {
    const { code, stdout } = await run(example, '--json');
    expect(code).toBe(0);
    const file = JSON.parse(fs.readFileSync(example, 'utf8'));
    expect(JSON.parse(stdout) as CalibrationReport).toEqual(calibrationOf(file.decisions, file.reviews));
  });

  it('shows the decomposition and the per-bin sentences from the sample size on', async () => {
    const file = manyForecasts('many.json', rules.verdict.minimum * 3);
    const { code, stdout } = await run(file);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Decomposition: reliability \d\.\d{3} − resolution \d\.\d{3} \+ uncertainty \d\.\d{3} = /);
    const report = JSON.parse((await run(file, '--json')).stdout) as CalibrationReport;
    expect(report.decomposition).not.toBeNull();
    for (const sentence of report.sentences) expect(stdout).toContain(ruleText(sentence.key, 'en', sentence.params));
  });

  it('says there is nothing to score in a file exported before forecasts were asked', async () => {
    const older = exportFile(
      'older.json',
      [exportedDecision('a'), exportedDecision('b')],
      [exportedReview('a', { [R.thesis]: answerFor(1), [R.return]: '8' })],
      2,
    );
    const { code, stdout } = await run(older);
    expect(code).toBe(0);
    expect(stdout).toContain('Nothing to score');
    expect(stdout).toContain('none of its 2 decision(s) carries a forecast');
    const first = exportFile('first-format.json', [exportedDecision('a')], undefined, 1);
    expect((await run(first)).stdout).toContain('Nothing to score');
  });

  it("follows an editor's draft of calibration.json (--rules DIR)", async () => {
    const draft = path.join(tmp, 'draft');
    fs.mkdirSync(draft);
    for (const file of Object.values(RULE_FILES)) {
      fs.copyFileSync(path.join(repoRoot, RULES_DIR, file), path.join(draft, file));
    }
    const edited = structuredClone(rules) as CalibrationRules;
    edited.verdict.minimum = 2;
    edited.sampleSize = [{ from: 0, message: 'calibration.sample.none' }];
    edited.messages['calibration.sample.none'] = {
      en: 'Draft sentence: {{count}} scored.',
      zh: '草稿：{{count}} 条。',
    };
    fs.writeFileSync(path.join(draft, RULE_FILES.calibration), JSON.stringify(edited));
    const file = manyForecasts('three.json', 3);
    const { code, stdout } = await run(file, '--rules', draft);
    expect(code).toBe(0);
    expect(stdout).toContain('Decomposition:');
    expect(stdout).toContain('Draft sentence: 3 scored.');

    edited.bins = [0, 0.5, 0.4, 1];
    fs.writeFileSync(path.join(draft, RULE_FILES.calibration), JSON.stringify(edited));
    const broken = await run(file, '--rules', draft);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('calibration.json');
    expect(broken.stderr).toContain('$.bins[2]');
  });

  it('refuses a file that is not an export, a broken record, bad options and no FILE, with exit 1', async () => {
    const notExport = await run(writeJson(tmp, 'answers.json', { name: 'x', answers: {} }));
    expect(notExport.code).toBe(1);
    expect(notExport.stderr).toContain('not an export of Investment Checkpoint');
    const badReview = await run(exportFile('bad-review.json', [], [{ decisionId: 'a' }]));
    expect(badReview.stderr).toContain('reviews[0]: not a review');
    const badForecast = await run(exportFile('bad-forecast.json', [{ ...exportedDecision('a'), forecast: 70 }]));
    expect(badForecast.stderr).toContain('decisions[0].forecast');
    expect((await run(path.join(tmp, 'missing.json'))).code).toBe(1);
    fs.writeFileSync(path.join(tmp, 'broken.json'), '{');
    expect((await run(path.join(tmp, 'broken.json'))).code).toBe(1);
    const lang = await run(example, '--lang', 'fr');
    expect(lang.code).toBe(1);
    expect(lang.stderr).toContain('--lang: one of');
    expect((await run()).stderr).toContain('usage: npm run content -- calibration FILE');
    expect((await run(example, '--verbose')).code).toBe(1);
  });
});
