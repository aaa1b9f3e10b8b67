/**
 * Build time (Node): the same question bank the app ships, handed to each
 * engine in that engine's own format, in the bench's one language:
 *   virtual:bench-bank/meta       → { title, lang, stages: [{ title, firstQuestionId }], typingQuestionId }
 *   virtual:bench-bank/surveyjs   → { survey }  (a SurveyJS survey JSON, one page per stage)
 *   virtual:bench-bank/jsonforms  → { stages }  (JSON Forms schema + uischema per stage)
 * This project's engine reads the bank through the app's own question-banks
 * plugin instead, exactly as the app does. Converting here, not in the page,
 * keeps the peers' runtime work to what a real user of them would ship.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContentFromDisk } from '../../src/content/load-from-disk.ts';
import { plainText } from '../../src/content/marked-text.ts';
import type { Bank, Glossary, Lang, Question } from '../../src/content/types.ts';

const PREFIX = 'virtual:bench-bank/';

export interface BenchBankOptions {
  /** The repository root (where questionnaires/ lives). */
  root: string;
  /** A bank id; by default the first bank of kind "decision". */
  bankId?: string;
  lang: Lang;
}

export function loadBenchBank({ root, bankId, lang }: BenchBankOptions): { bank: Bank; glossary: Glossary } {
  const { banks, glossary } = loadContentFromDisk(path.resolve(root));
  const bank = bankId ? banks.find((b) => b.id === bankId) : banks.find((b) => b.kind === 'decision');
  if (!bank) throw new Error(`No bank ${bankId ?? 'of kind "decision"'} under ${root}/questionnaires (lang ${lang})`);
  return { bank, glossary };
}

function texts(glossary: Glossary, lang: Lang) {
  return (text: Record<Lang, string> | undefined) => (text ? plainText(text[lang], glossary, lang) : undefined);
}

function surveyElement(question: Question, text: ReturnType<typeof texts>) {
  const choices = question.options?.map((option) => ({ value: option.value, text: text(option.label) }));
  const common = {
    name: question.id,
    title: text(question.text),
    description: text(question.help),
    placeholder: text(question.placeholder),
    isRequired: question.required,
  };
  switch (question.type) {
    case 'textarea':
      return { type: 'comment', ...common };
    case 'select':
      return { type: 'dropdown', ...common, choices };
    case 'radio':
    case 'yesno':
      return { type: 'radiogroup', ...common, choices };
    case 'checkbox':
      return { type: 'checkbox', ...common, choices };
    case 'date':
      return { type: 'text', inputType: 'date', ...common };
    default:
      return { type: 'text', ...common };
  }
}

/** One SurveyJS page per stage, its own Next button; answers update while typing, as the app's do. */
export function surveyJson(bank: Bank, glossary: Glossary, lang: Lang) {
  const text = texts(glossary, lang);
  return {
    title: text(bank.title),
    showQuestionNumbers: 'off',
    // Next never stops on an empty required field here, as in the app (it marks the field instead).
    checkErrorsMode: 'onComplete',
    textUpdateMode: 'onTyping',
    pages: bank.sections.map((section) => ({
      name: section.id,
      title: text(section.title),
      description: text(section.intro),
      elements: section.questions.map((question) => surveyElement(question, text)),
    })),
  };
}

function jsonFormsProperty(question: Question, text: ReturnType<typeof texts>) {
  const oneOf = question.options?.map((option) => ({ const: option.value, title: text(option.label) }));
  const base = { title: text(question.text), description: text(question.help) };
  switch (question.type) {
    case 'checkbox':
      return { ...base, type: 'array', uniqueItems: true, items: { type: 'string', oneOf } };
    case 'select':
    case 'radio':
    case 'yesno':
      return { ...base, type: 'string', oneOf };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    default:
      return { ...base, type: 'string' };
  }
}

/** Per stage a JSON Forms schema and a vertical layout of its questions. */
export function jsonFormsStages(bank: Bank, glossary: Glossary, lang: Lang) {
  const text = texts(glossary, lang);
  return bank.sections.map((section) => ({
    title: text(section.title) ?? '',
    schema: {
      type: 'object',
      required: section.questions.filter((q) => q.required).map((q) => q.id),
      properties: Object.fromEntries(section.questions.map((q) => [q.id, jsonFormsProperty(q, text)])),
    },
    uischema: {
      type: 'VerticalLayout',
      elements: section.questions.map((q) => ({
        type: 'Control',
        scope: `#/properties/${q.id}`,
        options: {
          ...(q.type === 'textarea' ? { multi: true } : {}),
          ...(q.type === 'radio' || q.type === 'yesno' ? { format: 'radio' } : {}),
        },
      })),
    },
  }));
}

export function benchMeta(bank: Bank, glossary: Glossary, lang: Lang) {
  const text = texts(glossary, lang);
  const typing = bank.sections[0]?.questions.find((q) => q.type === 'textarea' || q.type === 'text');
  if (!typing) throw new Error(`Bank ${bank.id}: its first stage has no text question to type into`);
  return {
    bankId: bank.id,
    title: text(bank.title) ?? '',
    lang,
    stages: bank.sections.map((section) => ({
      title: text(section.title) ?? '',
      firstQuestionId: section.questions[0]?.id ?? '',
    })),
    typingQuestionId: typing.id,
    typingTag: typing.type === 'textarea' ? 'textarea' : 'input',
  };
}

export function benchBankPlugin(options: BenchBankOptions): Plugin {
  return {
    name: 'bench-bank',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { bank, glossary } = loadBenchBank(options);
      const part = id.slice(PREFIX.length + 1);
      const { lang } = options;
      if (part === 'meta') return `export const meta = ${JSON.stringify(benchMeta(bank, glossary, lang))};`;
      if (part === 'surveyjs') return `export const survey = ${JSON.stringify(surveyJson(bank, glossary, lang))};`;
      if (part === 'jsonforms')
        return `export const stages = ${JSON.stringify(jsonFormsStages(bank, glossary, lang))};`;
      this.error(`Unknown bench bank module ${id}`);
    },
  };
}
