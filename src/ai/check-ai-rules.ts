/**
 * `npm run content -- check` for scoring-rules/ai-analysis.json: the file
 * against its meta-schema (which also demands every text in en and zh), then
 * what a schema cannot see: templates that lost a placeholder, system prompts
 * that no longer say "JSON" (json_object mode needs it, or the service refuses
 * every call), fallback rules that do not run, message keys without texts, and
 * question ids or option values the decision bank does not have. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { childPath } from '../content/json-path';
import type { Problem } from '../content/problem';
import { schemaProblems } from '../content/schema-problems';
import type { Bank, Localized } from '../content/types';
import { LANGS } from '../content/types';
import { lintLogic } from '../engine/logic/lint';
import { logicReferences } from '../scoring/rule-references';
import {
  AI_ANALYSIS_KINDS,
  AI_RULES_FILE,
  AI_RULES_SCHEMA_FILE,
  type AiAnalysisConfig,
  type AiAnalysisSpec,
} from './config';

function readJson(root: string, file: string): { data?: unknown; problem?: Problem } {
  let source: string;
  try {
    source = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    return { problem: { file, path: '$', message: 'file not found' } };
  }
  try {
    return { data: JSON.parse(source) };
  } catch (error) {
    return { problem: { file, path: '$', message: `not valid JSON: ${(error as Error).message}` } };
  }
}

/** Each language's text must contain every `{{name}}` in `required` and no other placeholder. */
function templateProblems(texts: Localized, at: string, required: string[]): Problem[] {
  const problems: Problem[] = [];
  for (const lang of LANGS) {
    const found = [...texts[lang].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    for (const name of required) {
      if (!found.includes(name)) {
        problems.push({ file: AI_RULES_FILE, path: childPath(at, lang), message: `must contain {{${name}}}` });
      }
    }
    for (const name of found) {
      if (name && !required.includes(name)) {
        problems.push({
          file: AI_RULES_FILE,
          path: childPath(at, lang),
          message: `unknown placeholder {{${name}}}; use ${required.map((n) => `{{${n}}}`).join(', ')}`,
        });
      }
    }
  }
  return problems;
}

const schemas = new Map<string, object>();

/**
 * The meta-schema as one object per distinct text: the shared validator caches
 * compiled schemas by object and refuses a second object with the same $id.
 */
function metaSchema(data: unknown): object {
  const text = JSON.stringify(data);
  let schema = schemas.get(text);
  if (!schema) {
    const { $id: _id, ...rest } = data as Record<string, unknown>;
    schema = rest;
    schemas.set(text, schema);
  }
  return schema;
}

function mentionsJson(texts: Localized, at: string): Problem[] {
  return LANGS.filter((lang) => !/json/i.test(texts[lang])).map((lang) => ({
    file: AI_RULES_FILE,
    path: childPath(at, lang),
    message: 'must mention JSON: services refuse JSON replies unless the prompt asks for JSON',
  }));
}

function fieldProblems(spec: AiAnalysisSpec, at: string, bank: Bank): Problem[] {
  const questions = new Map(bank.sections.flatMap((section) => section.questions).map((q) => [q.id, q]));
  const problems: Problem[] = [];
  spec.fields.forEach((field, index) => {
    const fieldPath = childPath(childPath(at, 'fields'), index);
    const question = questions.get(field.id);
    if (!question) {
      problems.push({
        file: AI_RULES_FILE,
        path: childPath(fieldPath, 'id'),
        message: `question "${field.id}" is not in the bank "${bank.id}"`,
      });
      return;
    }
    const values = new Set((question.options ?? []).map((option) => option.value));
    for (const value of Object.keys(field.options ?? {})) {
      if (!values.has(value)) {
        problems.push({
          file: AI_RULES_FILE,
          path: childPath(childPath(fieldPath, 'options'), value),
          message: `question "${field.id}" has no option "${value}"`,
        });
      }
    }
  });
  return problems;
}

function ruleProblems(config: AiAnalysisConfig, spec: AiAnalysisSpec, at: string, bank: Bank | undefined): Problem[] {
  const problems: Problem[] = [];
  const questions = new Map(bank?.sections.flatMap((section) => section.questions).map((q) => [q.id, q]));
  const fallbackPath = childPath(at, 'fallback');
  const keyProblem = (key: string | undefined, keyPath: string) => {
    if (key !== undefined && !(key in config.messages)) {
      problems.push({ file: AI_RULES_FILE, path: keyPath, message: `message "${key}" has no texts in "messages"` });
    }
  };
  keyProblem(spec.fallback.reasoning, childPath(fallbackPath, 'reasoning'));
  spec.fallback.rules.forEach((rule, index) => {
    const rulePath = childPath(childPath(fallbackPath, 'rules'), index);
    keyProblem(rule.conflict, childPath(rulePath, 'conflict'));
    keyProblem(rule.suggestion, childPath(rulePath, 'suggestion'));
    const whenPath = childPath(rulePath, 'when');
    for (const problem of lintLogic(rule.when, whenPath)) problems.push({ file: AI_RULES_FILE, ...problem });
    const { variables, values } = logicReferences(rule.when, whenPath);
    for (const variable of variables) {
      const [scope, name] = variable.name.split(/\.(.*)/s);
      if (scope === 'constants' && name !== undefined && !(name in config.constants)) {
        problems.push({ file: AI_RULES_FILE, path: variable.path, message: `unknown constant "${name}"` });
      } else if (scope === 'answers' && name !== undefined && bank && !questions.has(name)) {
        problems.push({ file: AI_RULES_FILE, path: variable.path, message: `question "${name}" is not in the bank` });
      } else if (scope !== 'answers' && scope !== 'constants') {
        problems.push({
          file: AI_RULES_FILE,
          path: variable.path,
          message: `unknown variable "${variable.name}": rules read answers.<question id> and constants.<name>`,
        });
      }
    }
    for (const use of values) {
      const question = use.name.startsWith('answers.') ? questions.get(use.name.slice('answers.'.length)) : undefined;
      if (question?.options && !question.options.some((option) => option.value === use.value)) {
        problems.push({
          file: AI_RULES_FILE,
          path: use.path,
          message: `question "${question.id}" has no option "${use.value}"`,
        });
      }
    }
  });
  return problems;
}

function unusedMessages(config: AiAnalysisConfig): Problem[] {
  const used = new Set(
    AI_ANALYSIS_KINDS.flatMap((kind) => {
      const { fallback } = config.analyses[kind];
      return [fallback.reasoning, ...fallback.rules.flatMap((rule) => [rule.conflict, rule.suggestion])];
    }),
  );
  return Object.keys(config.messages)
    .filter((key) => !used.has(key))
    .map((key) => ({
      file: AI_RULES_FILE,
      path: childPath('$.messages', key),
      message: 'message is not used by any fallback rule',
    }));
}

/**
 * Problems of the AI rules file under `root`. Pass the loaded `banks` to also
 * check question ids and option values against the decision bank the file names.
 */
export function checkAiAnalysisRules(root: string, banks?: Bank[]): Problem[] {
  const schemaFile = readJson(root, AI_RULES_SCHEMA_FILE);
  if (schemaFile.problem) return [schemaFile.problem];
  const rulesFile = readJson(root, AI_RULES_FILE);
  if (rulesFile.problem) return [rulesFile.problem];
  const structural = schemaProblems(metaSchema(schemaFile.data), rulesFile.data, AI_RULES_FILE);
  // Past the schema the shape is known; without it the checks below would trip over it.
  if (structural.length > 0) return structural;

  const config = rulesFile.data as AiAnalysisConfig;
  const bank = banks?.find((candidate) => candidate.id === config.bank);
  const problems: Problem[] = [];
  if (banks && !bank) {
    problems.push({ file: AI_RULES_FILE, path: '$.bank', message: `no question bank has the id "${config.bank}"` });
  }
  problems.push(...templateProblems(config.answerLine, '$.answerLine', ['label', 'id', 'value']));
  problems.push(...mentionsJson(config.connectionTest.system, '$.connectionTest.system'));
  for (const kind of AI_ANALYSIS_KINDS) {
    const spec = config.analyses[kind];
    const at = childPath('$.analyses', kind);
    problems.push(...mentionsJson(spec.system, childPath(at, 'system')));
    problems.push(...templateProblems(spec.user, childPath(at, 'user'), ['answers']));
    if (bank) problems.push(...fieldProblems(spec, at, bank));
    problems.push(...ruleProblems(config, spec, at, bank));
  }
  const details = AI_ANALYSIS_KINDS.map((kind) => config.analyses[kind].detail);
  details.forEach((detail, index) => {
    if (details.indexOf(detail) !== index) {
      problems.push({
        file: AI_RULES_FILE,
        path: `$.analyses.${AI_ANALYSIS_KINDS[index]}.detail`,
        message: `"${detail}" is already used by another analysis`,
      });
    }
  });
  problems.push(...unusedMessages(config));
  return problems;
}
