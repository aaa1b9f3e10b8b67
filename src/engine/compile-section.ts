/**
 * Compiles one section (a decision stage or an assessment section) of any bank
 * into JSON Schema + uiSchema. Knows question types, never question ids: a new
 * bank needs no change here.
 *
 * The schema is the same for every language so one precompiled validator serves
 * both; all texts go into the uiSchema.
 */
import type { Bank, Lang, Question, Section } from '../content/types.ts';
import type {
  CompiledSection,
  FieldSchema,
  FieldUiSchema,
  SectionSchema,
  SectionUiSchema,
  WidgetName,
} from './form-schema.ts';

const WIDGETS: Record<Question['type'], WidgetName> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  probability: 'probability',
  range: 'range',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkboxes',
  yesno: 'yesno',
  date: 'date',
};

function optionValues(question: Question): string[] {
  return (question.options ?? []).map((option) => option.value);
}

function fieldSchema(question: Question): FieldSchema {
  switch (question.type) {
    case 'checkbox':
      return {
        type: 'array',
        items: { type: 'string', enum: optionValues(question) },
        uniqueItems: true,
        // An empty list never counts as answered (see engine/required.ts).
        ...(question.required ? { minItems: 1 } : {}),
      };
    case 'select':
    case 'radio':
    case 'yesno':
      return { type: 'string', enum: optionValues(question) };
    case 'range':
      // The low and the high end as typed; one custom widget draws both (RJSF hands a
      // `ui:widget` on an array field the whole list). Which ends must be numbers, and
      // in which order, is the answer gate's to say (engine/answer-problems.ts).
      return { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 };
    default:
      return { type: 'string' };
  }
}

function fieldUiSchema(question: Question, lang: Lang): FieldUiSchema {
  const ui: FieldUiSchema = { 'ui:widget': WIDGETS[question.type], 'ui:title': question.text[lang] };
  if (question.help) ui['ui:help'] = question.help[lang];
  if (question.placeholder) ui['ui:placeholder'] = question.placeholder[lang];
  if (question.options) ui['ui:enumNames'] = question.options.map((option) => option.label[lang]);
  return ui;
}

/** Language-neutral JSON Schema of a section: types, allowed option values, required ids. */
export function sectionSchema(section: Section): SectionSchema {
  return {
    type: 'object',
    required: section.questions.filter((question) => question.required).map((question) => question.id),
    properties: Object.fromEntries(section.questions.map((question) => [question.id, fieldSchema(question)])),
  };
}

/** uiSchema of a section in one language: question order, widgets and every text. */
export function sectionUiSchema(section: Section, lang: Lang): SectionUiSchema {
  const ui: SectionUiSchema = {
    'ui:order': section.questions.map((question) => question.id),
    'ui:submitButtonOptions': { norender: true },
  };
  for (const question of section.questions) ui[question.id] = fieldUiSchema(question, lang);
  return ui;
}

export function sectionAt(bank: Bank, sectionIndex: number): Section {
  const section = bank.sections[sectionIndex];
  if (!section) throw new RangeError(`Bank "${bank.id}" has no section ${sectionIndex}`);
  return section;
}

/**
 * Compiled sections by bank object (a new version of a bank is a new object), then
 * by section and language: each is built once, and a form shown again (Back, a
 * reopened decision) gets the very same objects, so RJSF's own caches keyed on
 * them hit as well.
 */
const compiled = new WeakMap<Bank, Map<string, CompiledSection>>();

/** The section's schema and uiSchema; the same objects on every call for the same bank, section and language (read-only). */
export function compileSection(bank: Bank, sectionIndex: number, lang: Lang): CompiledSection {
  const byKey = compiled.get(bank) ?? new Map<string, CompiledSection>();
  compiled.set(bank, byKey);
  const key = `${sectionIndex}:${lang}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const section = sectionAt(bank, sectionIndex);
  const result = { schema: sectionSchema(section), uiSchema: sectionUiSchema(section, lang) };
  byKey.set(key, result);
  return result;
}

/** Key of a section's precompiled validator: stable across languages and rebuilds. */
export function validatorKey(bankId: string, sectionId: string): string {
  return `${bankId}/${sectionId}`;
}
