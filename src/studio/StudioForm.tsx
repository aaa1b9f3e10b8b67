/**
 * What every studio form of a content file shares (the glossary's, a bank's):
 * a heading and intro, how many texts the translation check flags, and the
 * file drawn by RJSF with the app's theme and the studio's lists. The form
 * holds no copy of the file: it shows the editor's text as parsed, and each
 * edit rewrites that text (keeping its layout, see rewrite-json-text.ts), so
 * the JSON view and the form are one file. While the text is not JSON, or not
 * of the file's shape, the form says so and shows no fields, so nothing stale
 * can be edited.
 */
import {
  createSchemaUtils,
  type Experimental_DefaultFormStateBehavior,
  type RegistryFieldsType,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translationFindings } from '../content/translation-problems';
import { jsonParseError } from './json-parse-error';
import { LIST_TEMPLATES, type StudioFormContext } from './ListTemplates';
import { StudioFormFrame, StudioThemedForm, useTextRewrite } from './StudioFormFrame';

export type ParsedText<T> = { ok: true; data: T } | { ok: false; message: string | undefined };

/** The editor's text as data of the form's shape, or why not (a parser's message, or none: JSON of another shape). */
export function parseFormText<T>(text: string, isShape: (data: unknown) => boolean): ParsedText<T> {
  const message = jsonParseError(text);
  if (message !== undefined) return { ok: false, message };
  const data: unknown = JSON.parse(text);
  return isShape(data) ? { ok: true, data: data as T } : { ok: false, message: undefined };
}

/** A schema's RJSF helpers, made once per schema: the schemas are the forms' constants. */
const utilsOf = new WeakMap<RJSFSchema, ReturnType<typeof createSchemaUtils>>();

/** What a studio form is drawn from: one constant per kind of file. */
export interface StudioFormDefinition {
  schema: RJSFSchema;
  uiSchema: (t: TFunction<'studio'>) => UiSchema;
  fields: RegistryFieldsType;
  idPrefix: string;
  /** How RJSF fills in what an entry lacks; its own default when not given. */
  defaults?: Experimental_DefaultFormStateBehavior;
}

export interface StudioFormProps {
  form: StudioFormDefinition;
  /** The file, as the translation check names it. */
  file: string;
  /** The form's heading and intro, and what it says of JSON that is not of its shape. */
  texts: { heading: string; intro: string; wrongShape: string };
  parsed: ParsedText<unknown>;
  /** The file's text as the editor holds it. */
  text: string;
  /** Called with the text rewritten by an edit in the form. */
  onChange: (text: string) => void;
  formContext: StudioFormContext;
}

export function StudioForm({ form, file, texts, parsed, text, onChange, formContext }: StudioFormProps) {
  const { schema, fields, idPrefix, defaults } = form;
  const { t } = useTranslation('studio');
  const uiSchema = useMemo(() => form.uiSchema(t), [form, t]);
  const data = parsed.ok ? parsed.data : undefined;
  const findings = useMemo(() => (data ? translationFindings(file, data).length : 0), [file, data]);

  /**
   * The data with the values RJSF fills into an entry missing a field. RJSF reports that filling as a change of its
   * own; written back, merely showing the form would edit the file.
   */
  const filled = useMemo(() => {
    if (!data) return undefined;
    let utils = utilsOf.get(schema);
    if (!utils) {
      utils = createSchemaUtils(validator, schema, defaults);
      utilsOf.set(schema, utils);
    }
    return utils.getDefaultFormState(schema, data);
  }, [data, schema, defaults]);

  const handleChange = useTextRewrite(text, onChange, filled);
  let problem: string | undefined;
  if (!data) {
    problem =
      parsed.ok || parsed.message === undefined
        ? texts.wrongShape
        : t('glossaryForm.invalidJson', { message: parsed.message });
  }

  return (
    <StudioFormFrame heading={texts.heading} intro={texts.intro} problem={problem}>
      <p role="status" className="text-sm font-medium">
        {findings === 0 ? t('glossaryForm.agree') : t('glossaryForm.flagged', { count: findings })}
      </p>
      <StudioThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        fields={fields}
        templates={LIST_TEMPLATES}
        experimental_defaultFormStateBehavior={defaults}
        onChange={handleChange}
        idPrefix={idPrefix}
      />
    </StudioFormFrame>
  );
}
