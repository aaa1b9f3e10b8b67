/**
 * Checks a meta-schema-valid bank for what a JSON Schema cannot say: duplicate
 * ids, yes/no questions with other options, locked sections outside decision
 * banks, and glossary marks that are broken or name a term the glossary lacks.
 */
import { bankTexts } from './bank-texts.ts';
import { hasBrokenMarkup, markedTermIds } from './marked-text.ts';
import type { Problem } from './problem.ts';
import { type Bank, type Glossary, LANGS } from './types.ts';

/** The option values a `yesno` question must have, in this order; scoring rules read them. */
export const YES_NO_VALUES = ['yes', 'no'] as const;

function duplicates<T>(items: T[], key: (item: T) => string): Array<{ index: number; firstIndex: number }> {
  const first = new Map<string, number>();
  const found: Array<{ index: number; firstIndex: number }> = [];
  items.forEach((item, index) => {
    const k = key(item);
    const seen = first.get(k);
    if (seen === undefined) first.set(k, index);
    else found.push({ index, firstIndex: seen });
  });
  return found;
}

function idProblems(bank: Bank, file: string): Problem[] {
  const problems: Problem[] = [];
  for (const { index, firstIndex } of duplicates(bank.sections, (section) => section.id)) {
    problems.push({
      file,
      path: `$.sections[${index}].id`,
      message: `duplicate section id "${bank.sections[index]?.id}" (first used at $.sections[${firstIndex}])`,
    });
  }
  const placed = bank.sections.flatMap((section, s) =>
    section.questions.map((question, q) => ({ question, path: `$.sections[${s}].questions[${q}]` })),
  );
  for (const { index, firstIndex } of duplicates(placed, (entry) => entry.question.id)) {
    problems.push({
      file,
      path: `${placed[index]?.path}.id`,
      message: `duplicate question id "${placed[index]?.question.id}" (first used at ${placed[firstIndex]?.path})`,
    });
  }
  for (const { question, path } of placed) {
    const options = question.options ?? [];
    for (const { index } of duplicates(options, (option) => option.value)) {
      problems.push({
        file,
        path: `${path}.options[${index}].value`,
        message: `duplicate option value "${options[index]?.value}"`,
      });
    }
    const values = options.map((option) => option.value);
    if (question.type === 'yesno' && values.join() !== YES_NO_VALUES.join()) {
      problems.push({
        file,
        path: `${path}.options`,
        message: `a yesno question needs exactly the options "${YES_NO_VALUES.join('" and "')}", in that order`,
      });
    }
  }
  return problems;
}

/**
 * Only a decision's answers are fixed at completion (the forecast its reviews
 * score); nothing locks an assessment's or a review's answers, so `locked` there
 * would promise what the app does not do.
 */
function lockProblems(bank: Bank, file: string): Problem[] {
  if (bank.kind === 'decision') return [];
  return bank.sections.flatMap((section, index) =>
    section.locked
      ? [
          {
            file,
            path: `$.sections[${index}].locked`,
            message: `only decision banks lock a section (this is a ${bank.kind} bank)`,
          },
        ]
      : [],
  );
}

/**
 * A headline heads each second opinion with one short answer: one question at
 * most, of a critique bank (nothing else shows one), and a choice, whose label
 * reads as a verdict where a typed text could run to pages.
 */
function headlineProblems(bank: Bank, file: string): Problem[] {
  const problems: Problem[] = [];
  let seen = 0;
  bank.sections.forEach((section, s) => {
    section.questions.forEach((question, q) => {
      if (!question.headline) return;
      seen += 1;
      const path = `$.sections[${s}].questions[${q}].headline`;
      if (bank.kind !== 'critique') {
        problems.push({ file, path, message: `only critique banks have a headline (this is a ${bank.kind} bank)` });
      } else if (!HEADLINE_TYPES.has(question.type)) {
        problems.push({ file, path, message: 'a headline is a select, radio or yes/no question' });
      } else if (seen > 1) {
        problems.push({ file, path, message: 'a bank has one headline question at most' });
      }
    });
  });
  return problems;
}

const HEADLINE_TYPES: ReadonlySet<string> = new Set(['select', 'radio', 'yesno']);

function termProblems(bank: Bank, glossary: Glossary, file: string): Problem[] {
  const known = new Set(glossary.terms.map((entry) => entry.id));
  const problems: Problem[] = [];
  for (const { path, text } of bankTexts(bank)) {
    for (const lang of LANGS) {
      const value: unknown = text[lang];
      // A missing translation is reported by the meta-schema check.
      if (typeof value !== 'string') continue;
      if (hasBrokenMarkup(value)) {
        problems.push({
          file,
          path: `${path}.${lang}`,
          message: 'broken glossary mark: write [[term-id]] or [[term-id|shown words]]',
        });
      }
      for (const id of new Set(markedTermIds(value))) {
        if (!known.has(id)) {
          problems.push({
            file,
            path: `${path}.${lang}`,
            message: `marks the glossary term "${id}", which questionnaires/glossary.json does not define`,
          });
        }
      }
    }
  }
  return problems;
}

/** Problems of one bank beyond its meta-schema. */
export function bankProblems(bank: Bank, glossary: Glossary, file: string): Problem[] {
  return [
    ...idProblems(bank, file),
    ...lockProblems(bank, file),
    ...headlineProblems(bank, file),
    ...termProblems(bank, glossary, file),
  ];
}

/** Problems of a glossary beyond its meta-schema: duplicate term ids. */
export function glossaryProblems(glossary: Glossary, file: string): Problem[] {
  return duplicates(glossary.terms, (entry) => entry.id).map(({ index, firstIndex }) => ({
    file,
    path: `$.terms[${index}].id`,
    message: `duplicate term id "${glossary.terms[index]?.id}" (first used at $.terms[${firstIndex}])`,
  }));
}
