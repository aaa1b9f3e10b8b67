/**
 * A question bank as a form, drawn by RJSF from the banks' own JSON Schema with
 * the app's theme: the bank's id, version and kind, its title and description,
 * and its stages (sections) with their questions, in lists with Add, Up, Down
 * and Delete (ListTemplates.tsx). Every translated text is a Chinese | English
 * pair flagged where the two languages disagree (the check
 * `npm run content -- translations` runs), a choice question's options a table
 * (OptionsTableField.tsx) whose released values are locked, and every text
 * completes `[[` glossary marks from the glossary. As the glossary's, the form
 * is one text with the JSON view (StudioForm.tsx).
 */
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import type { Bank } from '../content/types';
import { langOf } from '../i18n/language-codes';
import { type DataPath, listTexts } from './ListTemplates';
import { type BankFormContext, OptionsTableField } from './OptionsTableField';
import { type ParsedText, parseFormText, StudioForm, type StudioFormDefinition } from './StudioForm';
import type { StudioClient } from './studio-client';
import { TextPairField } from './TextPairField';
import { textPairDefinitions } from './text-pair-definitions';
import { useBankFormSources } from './use-bank-form-sources';

const BANK_FILE = /^questionnaires\/[^/]+\/bank\.json$/;

/** Whether the studio offers the bank form for a file: a bank's bank.json (not a released copy). */
export function hasBankForm(file: string | undefined): boolean {
  return file !== undefined && BANK_FILE.test(file);
}

const { definitions } = bankSchema;
const CHOICE_TYPES = definitions.question.allOf[0]?.if.properties.type.enum ?? [];

/**
 * The schema the form is drawn from: the banks', without the identifiers only a validator of the file needs, with
 * empty values for a new stage, question and option (so Add writes a whole entry in the file's key order), and with
 * a question's options only for a choice question: the schema's `allOf` (what requires them) becomes an `if`/`then`
 * that adds them, which RJSF resolves against each question's type.
 */
const FORM_SCHEMA: RJSFSchema = (() => {
  const { $schema: _meta, $id: _id, ...schema } = bankSchema;
  const { allOf: _choice, ...question } = definitions.question;
  const { options, ...properties } = question.properties;
  const emptyId = { ...definitions.id, default: '' };
  return {
    ...schema,
    definitions: {
      ...definitions,
      localized: { ...definitions.localized, default: { en: '', zh: '' } },
      option: {
        ...definitions.option,
        properties: {
          ...definitions.option.properties,
          value: { ...definitions.option.properties.value, default: '' },
        },
      },
      section: {
        ...definitions.section,
        properties: { ...definitions.section.properties, id: { ...emptyId } },
      },
      question: {
        ...question,
        properties: {
          ...properties,
          id: { ...properties.id, default: '' },
          type: { ...properties.type, default: 'text' },
          required: { ...properties.required, default: false },
        },
        if: { properties: { type: { enum: CHOICE_TYPES } }, required: ['type'] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword, read by RJSF, never awaited.
        then: { properties: { options }, required: ['options'] },
      },
    },
  } as RJSFSchema;
})();

/** RJSF fills in the defaults of required fields only: an optional text (help, intro) is added once it is typed. */
const DEFAULTS: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
};

const FIELDS = { textPair: TextPairField, optionsTable: OptionsTableField };

function bankUiSchema(t: TFunction<'studio'>): UiSchema {
  /** A question's number within the whole bank: its stage's, then its own (2.3). */
  const questionNumber = (number: number, path: DataPath) => `${Number(path[1]) + 1}.${number}`;
  const sections = listTexts((key, values) => t(`bankForm.sections.${key}`, values), 3);
  const questions = listTexts((key, values) => t(`bankForm.questions.${key}`, values), 5, questionNumber);
  const text = (key: 'title' | 'description' | 'intro' | 'text' | 'help' | 'placeholder', rows?: number) => ({
    'ui:title': t(`bankForm.fields.${key}`),
    ...(rows === undefined ? {} : { 'ui:options': { rows } }),
  });
  return {
    'ui:definitions': textPairDefinitions(bankSchema, 'textPair'),
    $schema: { 'ui:widget': 'hidden' },
    id: { 'ui:title': t('bankForm.fields.id'), 'ui:help': t('bankForm.fields.idHelp') },
    version: { 'ui:title': t('bankForm.fields.version') },
    kind: { 'ui:title': t('bankForm.fields.kind') },
    title: text('title'),
    description: text('description', 3),
    sections: {
      'ui:options': { list: sections },
      items: {
        id: { 'ui:title': t('bankForm.fields.sectionId') },
        title: text('title'),
        intro: text('intro', 2),
        locked: { 'ui:title': t('bankForm.fields.locked') },
        questions: {
          'ui:options': { list: questions },
          items: {
            id: { 'ui:title': t('bankForm.fields.questionId') },
            type: { 'ui:title': t('bankForm.fields.type') },
            required: { 'ui:title': t('bankForm.fields.required') },
            text: text('text', 2),
            help: text('help', 2),
            placeholder: text('placeholder'),
            headline: { 'ui:title': t('bankForm.fields.headline') },
            options: { 'ui:field': 'optionsTable' },
          },
        },
      },
    },
  };
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown) => (Array.isArray(value) && value.every(isObject) ? value : undefined);

const FORM: StudioFormDefinition = {
  schema: FORM_SCHEMA,
  uiSchema: bankUiSchema,
  fields: FIELDS,
  idPrefix: 'bank-form',
  defaults: DEFAULTS,
};

/** The editor's text as a bank the form can draw, or why not (a parser's message, or none: JSON of another shape). */
export function parseBankText(text: string): ParsedText<Bank> {
  return parseFormText(text, (data) => {
    const sections = isObject(data) ? listOf((data as { sections?: unknown }).sections) : undefined;
    return (
      sections?.every((section) => {
        const { questions } = section as { questions?: unknown };
        return questions === undefined || listOf(questions) !== undefined;
      }) === true
    );
  });
}

export interface BankFormProps {
  /** How the form reads the glossary and the bank's released version. */
  client: StudioClient;
  /** The bank's file (its folder holds the released versions). */
  file: string;
  /** The bank file's text as the editor holds it. */
  text: string;
  /** Called with the text rewritten by an edit in the form. */
  onChange: (text: string) => void;
}

export function BankForm({ client, file, text, onChange }: BankFormProps) {
  const { t, i18n } = useTranslation('studio');
  const parsed = useMemo(() => parseBankText(text), [text]);
  const lang = langOf(i18n.language);
  const bank = parsed.ok ? parsed.data : undefined;
  const { glossary, released } = useBankFormSources(client, file, typeof bank?.id === 'string' ? bank.id : undefined);
  const formContext = useMemo<BankFormContext>(
    () => ({ glossary, lang, data: bank, released }),
    [glossary, lang, bank, released],
  );
  return (
    <StudioForm
      form={FORM}
      file={file}
      texts={{
        heading: t('bankForm.heading'),
        intro: t('bankForm.intro'),
        wrongShape: t('bankForm.notBank'),
      }}
      parsed={parsed}
      text={text}
      onChange={onChange}
      formContext={formContext}
    />
  );
}
