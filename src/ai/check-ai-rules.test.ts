import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { checkAiAnalysisRules } from './check-ai-rules';
import { AI_RULES_FILE, AI_RULES_SCHEMA_FILE } from './config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { banks } = loadContentFromDisk(repoRoot);
const copies: string[] = [];

type JsonKey = string | number;

/** Sets (or, for undefined, deletes) the value at `at` inside parsed JSON. */
function setAt(json: unknown, at: JsonKey[], value: unknown): void {
  const parent = at.slice(0, -1).reduce((node, key) => (node as Record<JsonKey, unknown>)[key], json) as Record<
    JsonKey,
    unknown
  >;
  const last = at[at.length - 1] as JsonKey;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/** A content root holding a copy of the AI rules file with one value changed, as a content editor might. */
function editedCopy(at: JsonKey[], value: unknown): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-rules-'));
  copies.push(root);
  fs.mkdirSync(path.join(root, 'scoring-rules/schema'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, AI_RULES_SCHEMA_FILE), path.join(root, AI_RULES_SCHEMA_FILE));
  const rules: unknown = JSON.parse(fs.readFileSync(path.join(repoRoot, AI_RULES_FILE), 'utf8'));
  if (at.length > 0) setAt(rules, at, value);
  fs.writeFileSync(path.join(root, AI_RULES_FILE), JSON.stringify(rules));
  return root;
}

afterEach(() => {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('checkAiAnalysisRules', () => {
  it('finds nothing wrong with the shipped file', () => {
    expect(checkAiAnalysisRules(repoRoot, banks)).toEqual([]);
  });

  it.each([
    [
      'a prompt without its Chinese text',
      ['analyses', 'logic', 'system', 'zh'],
      undefined,
      '$.analyses.logic.system.zh',
      'missing the zh (Chinese) text',
    ],
    [
      'an empty English message',
      ['messages', 'ai.fallback.bias.herd', 'en'],
      ' ',
      '$.messages["ai.fallback.bias.herd"].en',
      'the text is empty',
    ],
    [
      'a user prompt that lost {{answers}}',
      ['analyses', 'risk', 'user', 'en'],
      'Assess the risk plan.',
      '$.analyses.risk.user.en',
      'must contain {{answers}}',
    ],
    [
      'a misspelt placeholder',
      ['answerLine', 'zh'],
      '- {{label}}：{{vaule}} {{id}} {{value}}',
      '$.answerLine.zh',
      'unknown placeholder {{vaule}}; use {{label}}, {{id}}, {{value}}',
    ],
    [
      'a system prompt that no longer asks for JSON',
      ['analyses', 'bias', 'system', 'en'],
      'Review the biases.',
      '$.analyses.bias.system.en',
      'must mention JSON: services refuse JSON replies unless the prompt asks for JSON',
    ],
    [
      'a rule naming a message without texts',
      ['analyses', 'logic', 'fallback', 'rules', 0, 'conflict'],
      'ai.fallback.logic.typo',
      '$.analyses.logic.fallback.rules[0].conflict',
      'message "ai.fallback.logic.typo" has no texts in "messages"',
    ],
    [
      'a rule with an unknown operation',
      ['analyses', 'bias', 'fallback', 'rules', 0, 'when'],
      { equals: [{ var: 'answers.6-1' }, 'yes'] },
      '$.analyses.bias.fallback.rules[0].when.equals',
      'unknown JSON-Logic operation "equals"',
    ],
    [
      'a rule reading a question the bank does not have',
      ['analyses', 'bias', 'fallback', 'rules', 0, 'when'],
      { '==': [{ var: 'answers.6-9' }, 'yes'] },
      '$.analyses.bias.fallback.rules[0].when["=="][0].var',
      'question "6-9" is not in the bank',
    ],
    [
      'a rule comparing with an option the question does not have',
      ['analyses', 'risk', 'fallback', 'rules', 0, 'when', 'and', 0, '==', 1],
      'cautious',
      '$.analyses.risk.fallback.rules[0].when.and[0]["=="]',
      'question "1-3" has no option "cautious"',
    ],
    [
      'a rule reading an unknown constant',
      ['analyses', 'logic', 'fallback', 'rules', 0, 'when', '!', 'longer', 1, 'var'],
      'constants.minLength',
      '$.analyses.logic.fallback.rules[0].when["!"].longer[1].var',
      'unknown constant "minLength"',
    ],
    [
      'an analysed question the bank does not have',
      ['analyses', 'logic', 'fields', 0, 'id'],
      '3-9',
      '$.analyses.logic.fields[0].id',
      'question "3-9" is not in the bank "decision-checkpoint"',
    ],
    [
      'a message no rule uses',
      ['messages', 'ai.fallback.logic.orphan'],
      { en: 'Orphan', zh: '孤立' },
      '$.messages["ai.fallback.logic.orphan"]',
      'message is not used by any fallback rule',
    ],
    [
      'two analyses writing the same detail',
      ['analyses', 'risk', 'detail'],
      'apiLogicConsistency',
      '$.analyses.risk.detail',
      '"apiLogicConsistency" is already used by another analysis',
    ],
  ] as [string, JsonKey[], unknown, string, string][])(
    'reports %s with its file and JSON path',
    (_name, at, value, jsonPath, message) => {
      expect(checkAiAnalysisRules(editedCopy(at, value), banks)).toContainEqual({
        file: AI_RULES_FILE,
        path: jsonPath,
        message,
      });
    },
  );

  it('reports a file that is not JSON', () => {
    const root = editedCopy([], undefined);
    fs.writeFileSync(path.join(root, AI_RULES_FILE), '{ "bank": ');
    const [problem] = checkAiAnalysisRules(root, banks);
    expect(problem).toMatchObject({ file: AI_RULES_FILE, path: '$' });
    expect(problem?.message).toMatch(/^not valid JSON/);
  });

  it('reports a bank id no bank has', () => {
    const root = editedCopy(['bank'], 'no-such-bank');
    expect(checkAiAnalysisRules(root, banks)).toContainEqual({
      file: AI_RULES_FILE,
      path: '$.bank',
      message: 'no question bank has the id "no-such-bank"',
    });
  });
});
