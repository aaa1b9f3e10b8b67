import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import type { Bank } from '../content/types';
import { calibrationRulesProblems } from './check-calibration-rules';
import { checkScoringRules, RULES_DIR } from './check-scoring-rules';
import { defaultCalibrationRules, RULE_FILES } from './default-rules';
import { repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';

const { banks } = loadContentFromDisk(repoRoot);
const rules = defaultCalibrationRules;
const bankOf = (id: string) => banks.find((bank) => bank.id === id) as Bank;
const questionsOf = (bank: Bank) => bank.sections.flatMap((section) => section.questions);

/** A question of the forecast bank outside any locked section, and one of a type the forecast cannot use. */
const unlocked = bankOf(rules.forecast.bank).sections.find((section) => !section.locked)?.questions[0]?.id ?? '';
const reviewNotNumber = questionsOf(bankOf(rules.review.bank)).find((q) => q.type !== 'number')?.id ?? '';

describe('calibration.json against the banks', () => {
  it('finds no problem in the shipped rules', () => {
    expect(calibrationRulesProblems(rules, banks)).toEqual([]);
  });

  it('refuses forecast questions of the wrong type or outside a locked section, and a bank that is not a decision bank', () => {
    const edited = editableCopy(rules);
    edited.forecast.probability = unlocked;
    edited.forecast.range = rules.forecast.probability;
    edited.forecast.benchmark = 'x-99';
    const problems = calibrationRulesProblems(edited, banks);
    expect(problems).toEqual([
      {
        path: '$.forecast.probability',
        message: expect.stringContaining(
          `"${unlocked}" of bank "${rules.forecast.bank}" is not a probability question`,
        ),
      },
      { path: '$.forecast.probability', message: expect.stringContaining('which is not locked') },
      { path: '$.forecast.range', message: expect.stringContaining('is not a range question') },
      { path: '$.forecast.benchmark', message: `bank "${rules.forecast.bank}" has no question "x-99"` },
    ]);
    const reviewBank = editableCopy(rules);
    reviewBank.forecast.bank = rules.review.bank;
    expect(calibrationRulesProblems(reviewBank, banks)).toEqual([
      { path: '$.forecast.bank', message: expect.stringContaining('is not a decision bank') },
    ]);
    const missing = editableCopy(rules);
    missing.forecast.bank = 'no-such-bank';
    expect(calibrationRulesProblems(missing, banks)).toEqual([
      { path: '$.forecast.bank', message: 'no question bank has the id "no-such-bank"' },
    ]);
  });

  it('refuses review returns that are not number questions, and a thesis outcome list that misses or invents options', () => {
    const edited = editableCopy(rules);
    edited.review.benchmarkReturn = reviewNotNumber;
    const [first, ...rest] = Object.keys(rules.thesisOutcome);
    edited.thesisOutcome = Object.fromEntries([...rest.map((value) => [value, 0] as const), ['maybe', 1] as const]);
    expect(calibrationRulesProblems(edited, banks)).toEqual([
      { path: '$.review.benchmarkReturn', message: expect.stringContaining('is not a number question') },
      {
        path: '$.thesisOutcome',
        message: expect.stringContaining(`option "${first}" of question "${rules.review.thesis}" has no outcome`),
      },
      { path: '$.thesisOutcome.maybe', message: expect.stringContaining('"maybe" is not an option') },
    ]);
    const numberThesis = editableCopy(rules);
    numberThesis.review.thesis = rules.review.return;
    expect(calibrationRulesProblems(numberThesis, banks)).toEqual([
      { path: '$.review.thesis', message: expect.stringContaining('it needs one option value') },
    ]);
  });

  it('refuses bins that leave a probability without a bin, sentence bands that do not start at 0, and keys without text', () => {
    const edited = editableCopy(rules);
    edited.bins = [0.1, 0.5, 0.5, 0.9];
    edited.sampleSize = [{ from: 1, message: 'calibration.sample.typo' }];
    edited.labels.range = 'calibration.label.nope';
    expect(calibrationRulesProblems(edited, banks).map(({ path }) => path)).toEqual([
      '$.bins[0]',
      '$.bins[3]',
      '$.bins[2]',
      '$.sampleSize[0].from',
      '$.sampleSize[0].message',
      '$.labels.range',
    ]);
  });
});

describe('calibration.json in content check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calibration-rules-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports a thesis outcome other than 0, 1 or null, and a missing file, with the file and the JSON path', () => {
    for (const file of Object.values(RULE_FILES)) {
      fs.copyFileSync(path.join(repoRoot, RULES_DIR, file), path.join(dir, file));
    }
    const edited = editableCopy(rules) as unknown as { thesisOutcome: Record<string, unknown> };
    const [partly] = Object.entries(rules.thesisOutcome).find(([, value]) => value === null) ?? [];
    edited.thesisOutcome[partly ?? ''] = 0.5;
    fs.writeFileSync(path.join(dir, RULE_FILES.calibration), JSON.stringify(edited));
    const file = path.relative(repoRoot, path.join(dir, RULE_FILES.calibration));
    expect(checkScoringRules(repoRoot, banks, dir)).toEqual([
      expect.objectContaining({ file, path: `$.thesisOutcome.${partly}` }),
    ]);
    fs.rmSync(path.join(dir, RULE_FILES.calibration));
    expect(checkScoringRules(repoRoot, banks, dir)).toEqual([{ file, path: '$', message: 'file not found' }]);
  });
});
