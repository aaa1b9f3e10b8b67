/**
 * The glossary as a form, drawn by RJSF from the glossary's own JSON Schema
 * with the app's theme: each term's id, and its name and definition as
 * Chinese | English pairs flagged where the two languages disagree (the check
 * `npm run content -- translations` runs), in a list with Add, Up, Down and
 * Delete. The form holds no copy of the file: it shows the editor's text as
 * parsed, and each edit rewrites that text (keeping its layout, see
 * rewrite-json-text.ts), so the JSON view and the form are one file. While the
 * text is not JSON, or not a glossary, the form says so and shows no fields,
 * so nothing stale can be edited.
 */
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import glossarySchema from '../../questionnaires/schema/glossary.schema.json' with { type: 'json' };
import { translationFindings } from '../content/translation-problems';
import type { Glossary } from '../content/types';
import { langOf } from '../i18n/language-codes';
import { I18nFormTexts } from '../ui/form/I18nFormTexts';
import { ThemedForm } from '../ui/rjsf-theme';
import { jsonParseError } from './json-parse-error';
import { LIST_TEMPLATES, type ListTexts, type StudioFormContext } from './ListTemplates';
import { rewriteJsonText } from './rewrite-json-text';
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
const SCHEMA_UTILS = createSchemaUtils(validator, FORM_SCHEMA);

function glossaryUiSchema(t: TFunction<'studio'>): UiSchema {
  return {
    'ui:definitions': textPairDefinitions(glossarySchema, 'textPair'),
    $schema: { 'ui:widget': 'hidden' },
    terms: {
      'ui:options': {
        list: {
          heading: t('glossaryForm.terms'),
          level: 3,
          empty: t('glossaryForm.noTerms'),
          add: t('glossaryForm.add'),
          itemHeading: (number, _path, item) => {
            const id = (item as { id?: unknown } | undefined)?.id;
            return typeof id === 'string' && id !== ''
              ? t('glossaryForm.termHeading', { number, id })
              : t('glossaryForm.termHeadingNew', { number });
          },
          moveUpLabel: (number) => t('glossaryForm.moveUpLabel', { number }),
          moveDownLabel: (number) => t('glossaryForm.moveDownLabel', { number }),
          removeLabel: (number) => t('glossaryForm.removeLabel', { number }),
        } satisfies ListTexts,
      },
      items: {
        id: { 'ui:title': t('glossaryForm.fields.id'), 'ui:help': t('glossaryForm.fields.idHelp') },
        term: { 'ui:title': t('glossaryForm.fields.term') },
        definition: { 'ui:title': t('glossaryForm.fields.definition'), 'ui:options': { rows: 3 } },
      },
    },
  };
}

type Parsed = { ok: true; glossary: Glossary } | { ok: false; message: string | undefined };

/** The editor's text as a glossary the form can draw, or why not (a parser's message, or none: JSON of another shape). */
export function parseGlossaryText(text: string): Parsed {
  const message = jsonParseError(text);
  if (message !== undefined) return { ok: false, message };
  const data: unknown = JSON.parse(text);
  const terms = typeof data === 'object' && data !== null ? (data as { terms?: unknown }).terms : undefined;
  const isGlossary =
    Array.isArray(terms) && terms.every((term) => typeof term === 'object' && term !== null && !Array.isArray(term));
  return isGlossary ? { ok: true, glossary: data as Glossary } : { ok: false, message: undefined };
}

export interface GlossaryFormProps {
  /** The glossary file's text as the editor holds it. */
  text: string;
  /** Called with the text rewritten by an edit in the form. */
  onChange: (text: string) => void;
}

export function GlossaryForm({ text, onChange }: GlossaryFormProps) {
  const { t, i18n } = useTranslation('studio');
  const headingId = useId();
  const parsed = useMemo(() => parseGlossaryText(text), [text]);
  const uiSchema = useMemo(() => glossaryUiSchema(t), [t]);
  const lang = langOf(i18n.language);
  const glossary = parsed.ok ? parsed.glossary : undefined;
  // The theme draws marks with the glossary in its context; the term cards read their ids from it.
  const formContext = useMemo<StudioFormContext>(
    () => ({ glossary: glossary ?? { terms: [] }, lang, data: glossary }),
    [glossary, lang],
  );
  const findings = useMemo(() => (glossary ? translationFindings(GLOSSARY_FILE, glossary).length : 0), [glossary]);

  /**
   * The glossary with the empty values RJSF fills into a term missing a field. RJSF reports that filling as a change
   * of its own; written back, merely showing the form would edit the file.
   */
  const filled = useMemo(
    () => (glossary ? JSON.stringify(SCHEMA_UTILS.getDefaultFormState(FORM_SCHEMA, glossary)) : undefined),
    [glossary],
  );

  // Read through a ref, so RJSF gets the same handler on every render.
  const latest = useRef({ text, onChange, filled });
  latest.current = { text, onChange, filled };
  const handleChange = useCallback((event: IChangeEvent) => {
    const { text: current, onChange: report, filled: defaultsOnly } = latest.current;
    if (JSON.stringify(event.formData) === defaultsOnly) return;
    const next = rewriteJsonText(current, event.formData);
    if (next !== current) report(next);
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="min-h-80 flex-1 space-y-3 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
    >
      <header className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('glossaryForm.heading')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('glossaryForm.intro')}</p>
      </header>
      {glossary ? (
        <>
          <p role="status" className="text-sm font-medium">
            {findings === 0 ? t('glossaryForm.agree') : t('glossaryForm.flagged', { count: findings })}
          </p>
          <I18nFormTexts>
            <ThemedForm
              schema={FORM_SCHEMA}
              uiSchema={uiSchema}
              validator={validator}
              formData={glossary}
              formContext={formContext}
              fields={FIELDS}
              templates={LIST_TEMPLATES}
              onChange={handleChange}
              idPrefix="glossary-form"
              noValidate
              noHtml5Validate
              showErrorList={false}
              tagName="div"
            />
          </I18nFormTexts>
        </>
      ) : (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
          {parsed.ok || parsed.message === undefined
            ? t('glossaryForm.notGlossary')
            : t('glossaryForm.invalidJson', { message: parsed.message })}
        </p>
      )}
    </section>
  );
}
