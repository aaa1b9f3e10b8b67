import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { evaluationRulesProblems } from './check-evaluation-rules';
import { riskRulesProblems } from './check-risk-rules';
import { checkScoringRules } from './check-scoring-rules';
import { strategyRulesProblems } from './check-strategy-rules';
import { defaultEvaluationRules, defaultRiskRules, defaultStrategyRules, RULE_FILES } from './default-rules';
import { repoRoot } from './testing/decision-answers';
import { editableCopy } from './testing/risk-answers';

const { banks } = loadContentFromDisk(repoRoot);
const messagesOf = (problems: { message: string }[]) => problems.map(({ message }) => message);

describe('checkScoringRules on the shipped rules', () => {
  it('finds no problem', () => {
    expect(checkScoringRules(repoRoot, banks)).toEqual([]);
  });
});

describe('risk-tolerance rules against the bank', () => {
  it('reports a question the bank lacks and a bank question without points', () => {
    const rules = editableCopy(defaultRiskRules);
    const { 'fin-1': fin1, ...rest } = rules.questions;
    rules.questions = { ...rest, 'fin-9': fin1 ?? { category: 'financial', points: {} } };
    expect(riskRulesProblems(rules, banks)).toEqual(
      expect.arrayContaining([
        { path: '$.questions["fin-9"]', message: 'the bank "risk-tolerance" has no question "fin-9"' },
        { path: '$.questions', message: 'question "fin-1" of the bank has no points' },
      ]),
    );
  });

  it('reports option values that are not options, options without points and a wrong multipleChoice', () => {
    const rules = editableCopy(defaultRiskRules);
    const fin1 = rules.questions['fin-1'];
    if (!fin1) throw new Error('fixture');
    const { gt80: _, ...points } = fin1.points;
    fin1.points = { ...points, huge: 9 };
    fin1.multipleChoice = true;
    const problems = riskRulesProblems(rules, banks);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '$.questions["fin-1"].points.huge',
          message: expect.stringContaining('"huge" is not an option'),
        }),
        { path: '$.questions["fin-1"].points', message: 'option "gt80" has no points' },
        expect.objectContaining({ path: '$.questions["fin-1"].multipleChoice' }),
      ]),
    );
  });

  it('reports an adjustment that compares with a value the question or the types do not have', () => {
    const rules = editableCopy(defaultRiskRules);
    rules.adjustments[1] = {
      ...rules.adjustments[1],
      name: 'x',
      when: { '==': [{ var: 'answers.psych-1' }, 'buyTheDip'] },
    };
    rules.adjustments[2] = { ...rules.adjustments[2], name: 'y', when: { in: [{ var: 'type' }, ['reckless']] } };
    const problems = riskRulesProblems(rules, banks);
    expect(problems.map((p) => p.path)).toEqual(['$.adjustments[1].when["=="]', '$.adjustments[2].when.in']);
    expect(messagesOf(problems)[0]).toContain('"buyTheDip" is not an option of question "psych-1"');
    expect(messagesOf(problems)[1]).toContain('"reckless" is not a possible value of "type"');
  });

  it('reports unknown variables, a profile gap, a missing fallback and an unknown bank', () => {
    const rules = editableCopy(defaultRiskRules);
    rules.adjustments[0] = { name: 'z', when: { '<': [{ var: 'categories.wealth' }, 10] }, capAt: 70 };
    rules.profiles = rules.profiles.filter(({ key }) => key !== 'steady');
    rules.fallbackProfile = 'steady';
    rules.bank = 'risk-2';
    const problems = messagesOf(riskRulesProblems(rules, banks));
    expect(problems).toEqual(
      expect.arrayContaining([
        'no question bank has the id "risk-2"',
        expect.stringContaining('unknown variable "categories.wealth"'),
        "score 36 falls in no profile's scoreRange",
        'no profile has the key "steady"',
      ]),
    );
  });
});

describe('decision-evaluation rules against the bank', () => {
  const withRule = (when: unknown) => {
    const rules = editableCopy(defaultEvaluationRules);
    rules.stages['4'].rules = [{ name: 'edited', when, apply: { points: 5, strength: 'evaluation.stage4.strong' } }];
    return rules;
  };

  it('reports a question id or option value that does not exist, with the JSON path', () => {
    expect(evaluationRulesProblems(withRule({ longer: [{ var: 'answers.4-9' }, 10] }), banks)).toEqual([
      { path: '$.stages["4"].rules[0].when.longer[0].var', message: 'the bank has no question "4-9"' },
    ]);
    const [problem] = evaluationRulesProblems(withRule({ in: ['stopLos', { var: 'answers.4-3' }] }), banks);
    expect(problem?.path).toBe('$.stages["4"].rules[0].when.in');
    expect(problem?.message).toContain('"stopLos" is not an option of question "4-3"');
  });

  it('reports malformed JSON-Logic, unknown operations, unknown patterns and bad regular expressions', () => {
    const rules = withRule({
      and: [{ '==': [1, 1], '!=': [1, 2] }, { contains: ['a', 'b'] }, { match: ['x', { var: 'patterns.nope' }] }],
    });
    rules.patterns.broken = 'stop(';
    const problems = evaluationRulesProblems(rules, banks);
    expect(problems.map((p) => p.path)).toEqual([
      '$.patterns.broken',
      '$.stages["4"].rules[0].when.and[0]',
      '$.stages["4"].rules[0].when.and[1].contains',
      '$.stages["4"].rules[0].when.and[2].match[1].var',
    ]);
  });

  it("lets rules read the investor's risk profile, and reports a type or detail it does not have", () => {
    expect(evaluationRulesProblems(withRule({ '==': [{ var: 'profile.type' }, 'steady'] }), banks)).toEqual([]);
    const [wrongType] = evaluationRulesProblems(withRule({ '==': [{ var: 'profile.type' }, 'reckless'] }), banks);
    expect(wrongType?.message).toContain('"reckless" is not a possible value of "profile.type"');
    const [unknown] = evaluationRulesProblems(withRule({ '>': [{ var: 'profile.age' }, 60] }), banks);
    expect(unknown?.message).toContain('unknown variable "profile.age"');
    expect(unknown?.message).toContain('profile.maxLoss');
  });

  it('reports a message key that has no text', () => {
    const rules = editableCopy(defaultEvaluationRules);
    const rule = rules.stages['3'].rules[0];
    if (rule) rule.apply = { points: 5, strength: 'evaluation.stage3.typo' };
    expect(evaluationRulesProblems(rules, banks)).toEqual([
      {
        path: '$.stages["3"].rules[0].apply.strength',
        message: 'message "evaluation.stage3.typo" has no text in "messages" (add its en and zh text)',
      },
    ]);
  });
});

describe('strategy-hint rules', () => {
  it('reports a strategy key the names lack', () => {
    const rules = editableCopy(defaultStrategyRules);
    rules.bands[0]?.strategies.push('crypto');
    expect(messagesOf(strategyRulesProblems(rules))).toEqual(['unknown strategy "crypto" (not in strategyNames)']);
  });
});

describe('checkScoringRules on an edited copy on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(data));

  it('reports a missing translation, a wrong $schema, a file that is not JSON and a duplicate message key', () => {
    const risk = editableCopy(defaultRiskRules);
    const name = risk.profiles[0]?.name ?? '';
    risk.messages[name] = { en: 'Conservative' } as never;
    risk.$schema = 'risk.schema.json';
    write(RULE_FILES.risk, risk);
    fs.writeFileSync(path.join(dir, RULE_FILES.evaluation), '{ "bank": ');
    const strategy = editableCopy(defaultStrategyRules);
    strategy.messages['validation.nameRequired'] = { en: 'Name!', zh: '名称！' };
    write(RULE_FILES.strategy, strategy);
    const problems = checkScoringRules(repoRoot, banks, dir).map((p) => ({ ...p, file: path.basename(p.file) }));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: RULE_FILES.risk,
          path: `$.messages[${JSON.stringify(name)}].zh`,
          message: expect.stringContaining('zh'),
        }),
        expect.objectContaining({ file: RULE_FILES.risk, path: '$.$schema' }),
        expect.objectContaining({
          file: RULE_FILES.evaluation,
          path: '$',
          message: expect.stringContaining('not valid JSON'),
        }),
      ]),
    );
    // The evaluation file is unreadable here, so the duplicate is checked on a readable pair.
    write(RULE_FILES.evaluation, defaultEvaluationRules);
    expect(checkScoringRules(repoRoot, banks, dir)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: expect.stringContaining('"validation.nameRequired" is also defined in') }),
      ]),
    );
  });
});
