/**
 * The glossary as a form, drawn by RJSF from the glossary's own JSON Schema
 * with the app's theme (StudioForm.tsx: one text under the form and the JSON
 * view): each term's id, and its name and definition as Chinese | English
 * pairs flagged where the two languages disagree (the check
 * `npm run content -- translations` runs), in a list with Add, Up, Down and
 * Delete.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import glossarySchema from '../../questionnaires/schema/glossary.schema.json' with { type: 'json' };
import type { Glossary } from '../content/types';
import { langOf } from '../i18n/language-codes';
import { type ListKey, listTexts, type StudioFormContext } from './ListTemplates';
import { type ParsedText, parseFormText, StudioForm, type StudioFormDefinition } from './StudioForm';
import { TextPairField } from './TextPairField';
import { textPairDefinitions } from './text-pair-definitions';

export const GLOSSARY_FILE = 'questionnaires/glossary.json';

/** Whether the studio offers the form for a file. */
export function hasGlossaryForm(file: string | undefined): boolean {
  return file === GLOSSARY_FILE;
}

/**
 * The schema the form is drawn from: the glossary's, without the identifiers only a validator of the file needs,
 * and with an empty id and empty texts for a new term, so Add writes a whole entry in the file's key order.
 */
const FORM_SCHEMA: RJSFSchema = (() => {
  const { $schema: _meta, $id: _id, ...schema } = glossarySchema;
  const { definitions } = schema;
  return {
    ...schema,
    definitions: {
      ...definitions,
      localized: { ...definitions.localized, default: { en: '', zh: '' } },
      entry: {
        ...definitions.entry,
        properties: { ...definitions.entry.properties, id: { ...definitions.entry.properties.id, default: '' } },
      },
    },
  } as RJSFSchema;
})();

const FIELDS = { textPair: TextPairField };

/** The glossary's keys of its list's texts. */
const LIST_KEYS = {
  heading: 'terms',
  empty: 'noTerms',
  add: 'add',
  itemHeading: 'termHeading',
  itemHeadingNew: 'termHeadingNew',
  moveUpLabel: 'moveUpLabel',
  moveDownLabel: 'moveDownLabel',
  removeLabel: 'removeLabel',
} as const satisfies Record<ListKey, string>;

function glossaryUiSchema(t: TFunction<'studio'>): UiSchema {
  return {
    'ui:definitions': textPairDefinitions(glossarySchema, 'textPair'),
    $schema: { 'ui:widget': 'hidden' },
    terms: {
      'ui:options': { list: listTexts((key, values) => t(`glossaryForm.${LIST_KEYS[key]}`, values), 3) },
      items: {
        id: { 'ui:title': t('glossaryForm.fields.id'), 'ui:help': t('glossaryForm.fields.idHelp') },
        term: { 'ui:title': t('glossaryForm.fields.term') },
        definition: { 'ui:title': t('glossaryForm.fields.definition'), 'ui:options': { rows: 3 } },
      },
    },
  };
}

const FORM: StudioFormDefinition = {
  schema: FORM_SCHEMA,
  uiSchema: glossaryUiSchema,
  fields: FIELDS,
  idPrefix: 'glossary-form',
};

/** The editor's text as a glossary the form can draw, or why not (a parser's message, or none: JSON of another shape). */
export function parseGlossaryText(text: string): ParsedText<Glossary> {
  return parseFormText(text, (data) => {
    const terms = typeof data === 'object' && data !== null ? (data as { terms?: unknown }).terms : undefined;
    return (
      Array.isArray(terms) && terms.every((term) => typeof term === 'object' && term !== null && !Array.isArray(term))
    );
  });
}

export interface GlossaryFormProps {
  /** The glossary file's text as the editor holds it. */
  text: string;
  /** Called with the text rewritten by an edit in the form. */
  onChange: (text: string) => void;
}

export function GlossaryForm({ text, onChange }: GlossaryFormProps) {
  const { t, i18n } = useTranslation('studio');
  const parsed = useMemo(() => parseGlossaryText(text), [text]);
  const lang = langOf(i18n.language);
  const glossary = parsed.ok ? parsed.data : undefined;
  // The theme draws marks with the glossary in its context; the term cards read their ids from it.
  const formContext = useMemo<StudioFormContext>(
    () => ({ glossary: glossary ?? { terms: [] }, lang, data: glossary }),
    [glossary, lang],
  );
  return (
    <StudioForm
      form={FORM}
      file={GLOSSARY_FILE}
      texts={{
        heading: t('glossaryForm.heading'),
        intro: t('glossaryForm.intro'),
        wrongShape: t('glossaryForm.notGlossary'),
      }}
      parsed={parsed}
      text={text}
      onChange={onChange}
      formContext={formContext}
    />
  );
}
