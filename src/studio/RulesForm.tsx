/**
 * A scoring-rules file as a form, drawn by RJSF from the schema the file names
 * in its `$schema`, with the app's theme: weights, points, bands and lists of
 * rules as fields and lists, translated messages as Chinese | English pairs,
 * and every JSON-Logic field (each rule's `when`) in the condition editor,
 * which offers the values the rules may read: the answers of the bank the file
 * names, its patterns and constants, and whatever the file already reads. Like
 * the glossary form it holds no copy of the file: each edit rewrites the
 * editor's text (rewrite-json-text.ts), one edit one changed line, and while
 * the text is not JSON, or not a rules file with a known schema, it says so
 * and shows no fields.
 */
import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getBank } from '../content/registry';
import type { Bank } from '../content/types';
import { langOf } from '../i18n/language-codes';
import { ConditionField, type ConditionFormContext, type VarChoice } from './ConditionEditor';
import { ContentFieldTemplate } from './ContentFieldTemplate';
import { varsIn } from './condition-tree';
import { editedData } from './form-edit-data';
import { jsonParseError } from './json-parse-error';
import { type DataPath, LIST_TEMPLATES, type ListTexts, type StudioFormContext } from './ListTemplates';
import { ContentTextWidget } from './NumberTextWidget';
import { StudioFormFrame, StudioThemedForm, useTextRewrite } from './StudioFormFrame';
import { TextPairField } from './TextPairField';
import { textPairDefinitions } from './text-pair-definitions';

const RULES_FOLDER = 'scoring-rules/';

/** Every rule file's schema, by file name: a schema added to the folder gets its form with no code change. */
const SCHEMAS: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../scoring-rules/schema/*.schema.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, schema]) => [file.slice(file.lastIndexOf('/') + 1), schema]),
);

/** Whether the studio offers the form for a file. */
export function hasRulesForm(file: string | undefined): boolean {
  return Boolean(file?.startsWith(RULES_FOLDER) && file.endsWith('.json') && !file.includes('/schema/'));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LOGIC_REF = '#/definitions/logic';
/** A field the schema describes as JSON-Logic without pointing at a `logic` definition (the AI analysis's `when`). */
const mentionsLogic = (node: Record<string, unknown>) =>
  node.$ref === undefined && typeof node.description === 'string' && node.description.includes('JSON-Logic');

/** Every JSON-Logic field of a schema made a `$ref` to its `logic` definition, for the form to draw them alike. */
function withLogicRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withLogicRefs);
  if (!isRecord(node)) return node;
  const properties = isRecord(node.properties)
    ? Object.fromEntries(
        Object.entries(node.properties).map(([key, property]) => [
          key,
          isRecord(property) && mentionsLogic(property)
            ? { $ref: LOGIC_REF, description: property.description }
            : withLogicRefs(property),
        ]),
      )
    : undefined;
  const rest = Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'properties' && key !== 'definitions')
      .map(([key, value]) => [key, withLogicRefs(value)]),
  );
  return properties ? { ...rest, properties } : rest;
}

/**
 * The form's schema: the file's, without the identifiers only a validator of the file needs, with JSON-Logic
 * fields pointing at one definition, and empty texts for a new translated text, so Add writes a whole pair.
 */
function formSchemaOf(schema: Record<string, unknown>): RJSFSchema {
  const { $schema: _meta, $id: _id, definitions: ownDefinitions, ...rest } = schema;
  const definitions = isRecord(ownDefinitions) ? ownDefinitions : {};
  const logic = isRecord(definitions.logic) ? definitions.logic : { description: 'JSON-Logic' };
  const localized = isRecord(definitions.localized)
    ? { localized: { ...definitions.localized, default: { en: '', zh: '' } } }
    : {};
  return {
    ...(withLogicRefs(rest) as Record<string, unknown>),
    definitions: {
      ...Object.fromEntries(Object.entries(definitions).map(([key, value]) => [key, withLogicRefs(value)])),
      logic,
      ...localized,
    },
  } as RJSFSchema;
}

interface RulesSchema {
  schema: RJSFSchema;
  utils: SchemaUtilsType;
  uiDefinitions: Record<string, { 'ui:field': string }>;
}

const prepared = new Map<string, RulesSchema>();

/** The form's schema for a file's `$schema`, made once per schema. */
function rulesSchemaOf(reference: string): RulesSchema | undefined {
  const name = reference.slice(reference.lastIndexOf('/') + 1);
  const own = SCHEMAS[name];
  if (!own) return undefined;
  let found = prepared.get(name);
  if (!found) {
    const schema = formSchemaOf(own);
    found = {
      schema,
      utils: createSchemaUtils(validator, schema),
      uiDefinitions: { ...textPairDefinitions(own, 'textPair'), [LOGIC_REF]: { 'ui:field': 'condition' } },
    };
    prepared.set(name, found);
  }
  return found;
}

type Parsed =
  | { ok: true; rules: Record<string, unknown>; form: RulesSchema }
  | { ok: false; message: string | undefined };

/** The editor's text as a rules file the form can draw, or why not (a parser's message, or none: another shape). */
export function parseRulesText(text: string): Parsed {
  const message = jsonParseError(text);
  if (message !== undefined) return { ok: false, message };
  const data: unknown = JSON.parse(text);
  const form = isRecord(data) && typeof data.$schema === 'string' ? rulesSchemaOf(data.$schema) : undefined;
  return form && isRecord(data) ? { ok: true, rules: data, form } : { ok: false, message: undefined };
}

/**
 * What the rules may read: the answers of the file's bank (with their option values), its patterns and
 * constants, and every value the file already reads (a profile's type, a category's score), each once.
 */
export function conditionVars(rules: Record<string, unknown>, bank: Bank | undefined): VarChoice[] {
  const choices = new Map<string, VarChoice>();
  for (const question of bank?.sections.flatMap((section) => section.questions) ?? []) {
    const path = `answers.${question.id}`;
    choices.set(path, { path, values: question.options?.map((option) => option.value) });
  }
  for (const group of ['patterns', 'constants']) {
    const members = rules[group];
    if (!isRecord(members)) continue;
    for (const key of Object.keys(members).filter((name) => !name.startsWith('$'))) {
      choices.set(`${group}.${key}`, { path: `${group}.${key}` });
    }
  }
  for (const path of varsIn(rules)) if (!choices.has(path)) choices.set(path, { path });
  return [...choices.values()];
}

/** What a rules file's list calls itself and its items: the list by its title (or key), an item by its own name. */
function rulesListTexts(t: TFunction<'studio'>, path: DataPath, title: string | undefined): ListTexts {
  const list = title ?? String(path.findLast((key) => typeof key === 'string') ?? '');
  return {
    heading: list,
    level: 4,
    empty: t('rulesForm.listEmpty'),
    add: t('rulesForm.listAdd', { list }),
    itemHeading: (number, _path, item) => {
      const ownName = isRecord(item) ? (item.name ?? item.id ?? item.key) : undefined;
      return typeof ownName === 'string'
        ? t('rulesForm.itemHeading', { list, number, name: ownName })
        : t('rulesForm.itemHeadingNew', { list, number });
    },
    moveUpLabel: (number) => t('rulesForm.moveUpLabel', { list, number }),
    moveDownLabel: (number) => t('rulesForm.moveDownLabel', { list, number }),
    removeLabel: (number) => t('rulesForm.removeLabel', { list, number }),
  };
}

const FIELDS = { textPair: TextPairField, condition: ConditionField };
const WIDGETS = { TextWidget: ContentTextWidget };
const TEMPLATES = { ...LIST_TEMPLATES, FieldTemplate: ContentFieldTemplate };

export interface RulesFormProps {
  /** The rules file's text as the editor holds it. */
  text: string;
  /** Called with the text rewritten by an edit in the form. */
  onChange: (text: string) => void;
  /** The bank a rules file names, for the answers its conditions may read; the app's banks unless given. */
  bankOf?: (id: string) => Bank | undefined;
}

export function RulesForm({ text, onChange, bankOf = getBank }: RulesFormProps) {
  const { t, i18n } = useTranslation('studio');
  const parsed = useMemo(() => parseRulesText(text), [text]);
  const lang = langOf(i18n.language);
  const rules = parsed.ok ? parsed.rules : undefined;
  const form = parsed.ok ? parsed.form : undefined;
  const bankId = typeof rules?.bank === 'string' ? rules.bank : undefined;
  const bank = useMemo(() => (bankId === undefined ? undefined : bankOf(bankId)), [bankId, bankOf]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:definitions': form?.uiDefinitions ?? {},
      $schema: { 'ui:widget': 'hidden' },
      $comment: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    }),
    [form],
  );
  const formContext = useMemo<StudioFormContext & ConditionFormContext>(
    () => ({
      glossary: { terms: [] },
      lang,
      data: rules,
      conditionVars: rules ? conditionVars(rules, bank) : [],
      listTextsAt: (path, title) => rulesListTexts(t, path, title),
    }),
    [rules, bank, lang, t],
  );

  /** The rules as RJSF fills in an object missing a field: showing the form must not write that filling back. */
  const filled = useMemo(
    () => (rules && form ? form.utils.getDefaultFormState(form.schema, rules) : undefined),
    [rules, form],
  );
  // A real edit writes only what it changed: the file's key order kept, RJSF's fillings left out.
  const handleChange = useTextRewrite(text, onChange, filled, (formData) => editedData(formData, rules, filled));
  let problem: string | undefined;
  if (!(rules && form)) {
    problem =
      parsed.ok || parsed.message === undefined
        ? t('rulesForm.notRules')
        : t('rulesForm.invalidJson', { message: parsed.message });
  }

  return (
    <StudioFormFrame heading={t('rulesForm.heading')} intro={t('rulesForm.intro')} problem={problem}>
      {form && (
        <StudioThemedForm
          schema={form.schema}
          uiSchema={uiSchema}
          formData={rules}
          formContext={formContext}
          fields={FIELDS}
          widgets={WIDGETS}
          templates={TEMPLATES}
          onChange={handleChange}
          idPrefix="rules-form"
        />
      )}
    </StudioFormFrame>
  );
}
