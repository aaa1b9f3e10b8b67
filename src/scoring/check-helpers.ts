/**
 * Pieces every rule-file check shares: problems in a JSON-Logic rule, a
 * variable or compared value the file cannot know, and message keys without text.
 * Problems here carry only a JSON path; check-scoring-rules.ts adds the file.
 */
import type { Bank, Question } from '../content/types';
import { lintLogic } from '../engine/logic/lint';
import { logicReferences } from './rule-references';
import type { MessageTexts } from './rule-types';

export interface PathProblem {
  path: string;
  message: string;
}

export const ANSWERS_PREFIX = 'answers.';

export function bankQuestions(bank: Bank): Map<string, Question> {
  return new Map(bank.sections.flatMap((section) => section.questions).map((question) => [question.id, question]));
}

/**
 * The bank a rule file names in its "bank" field, or the problem that it does not
 * exist. A bank that exists but failed its own checks (`invalidBankIds`) is
 * reported by the content check already; its rules are then not checked against it.
 */
export function findBank(
  banks: Bank[],
  id: string,
  invalidBankIds: ReadonlySet<string> = new Set(),
): { bank: Bank | undefined; problems: PathProblem[] } {
  const bank = banks.find((candidate) => candidate.id === id);
  const missing = !bank && !invalidBankIds.has(id);
  return { bank, problems: missing ? [{ path: '$.bank', message: `no question bank has the id "${id}"` }] : [] };
}

/** Problems of an option value named for a bank question. */
export function optionProblem(question: Question, value: string): string | undefined {
  const options = question.options ?? [];
  if (options.length === 0) return `question "${question.id}" has no options, so it cannot be compared with "${value}"`;
  if (options.some((option) => option.value === value)) return undefined;
  return `"${value}" is not an option of question "${question.id}" (options: ${options.map((o) => o.value).join(', ')})`;
}

/**
 * How a file's rules may name things: `known(name)` accepts a variable outside
 * `answers.`; `valuesOf(name)` lists the allowed compared values of such a variable.
 */
export interface RuleScope {
  questions: Map<string, Question> | undefined;
  known: (name: string) => boolean;
  valuesOf?: (name: string) => string[] | undefined;
  /** Said after "unknown variable": what the file offers. */
  hint: string;
}

/** Lint, unknown variables and unknown compared values of one rule. */
export function ruleProblems(rule: unknown, path: string, scope: RuleScope): PathProblem[] {
  const problems: PathProblem[] = [...lintLogic(rule, path)];
  const { variables, values } = logicReferences(rule, path);
  for (const { name, path: varPath } of variables) {
    if (name.startsWith(ANSWERS_PREFIX)) {
      const id = name.slice(ANSWERS_PREFIX.length);
      if (scope.questions && !scope.questions.has(id)) {
        problems.push({ path: varPath, message: `the bank has no question "${id}"` });
      }
    } else if (!scope.known(name)) {
      problems.push({ path: varPath, message: `unknown variable "${name}"; rules here can read ${scope.hint}` });
    }
  }
  for (const { name, value, path: valuePath } of values) {
    const question = name.startsWith(ANSWERS_PREFIX)
      ? scope.questions?.get(name.slice(ANSWERS_PREFIX.length))
      : undefined;
    const message = question
      ? optionProblem(question, value)
      : scope.valuesOf?.(name)?.includes(value) === false
        ? `"${value}" is not a possible value of "${name}" (${scope.valuesOf?.(name)?.join(', ')})`
        : undefined;
    if (message) problems.push({ path: valuePath, message });
  }
  return problems;
}

/** A message key used at `path` that the file's messages lack. */
export function messageProblems(used: [string | undefined, string][], messages: MessageTexts): PathProblem[] {
  return used
    .filter(([key]) => key !== undefined && !Object.hasOwn(messages, key))
    .map(([key, path]) => ({ path, message: `message "${key}" has no text in "messages" (add its en and zh text)` }));
}
