/**
 * The words the form engine itself shows (the spoken "required", the error
 * messages, the select placeholder, the labels and unit of the number controls,
 * the typed-answer limits) come through this
 * small context rather than i18next, so a page that renders only the form ships
 * no i18n library: the app supplies the texts from i18next (I18nFormTexts), the
 * bench from its one-language tables (tableFormTexts). The texts themselves stay
 * in the locale tables (form.json, errors.json); the keys are typed from them,
 * so a key missing from the tables is a type error.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../../content/types';
import type enErrors from '../../i18n/locales/en/errors.json';
import type enForm from '../../i18n/locales/en/form.json';

type FormTable = typeof enForm;
type ErrorsTable = typeof enErrors;
type FormKey<K extends keyof FormTable & string> = `form:${K}`;
type FormErrorKey = keyof ErrorsTable & string;

/** Every text the engine asks for, as "namespace:key" of the locale tables. */
export type FormTextKey =
  | FormKey<'required' | 'selectPlaceholder'>
  | `form:errors.${keyof FormTable['errors'] & string}`
  | `form:controls.${keyof FormTable['controls'] & string}`
  | `errors:${FormErrorKey}`;

export type FormTextParams = Record<string, string>;

/** A message under a control from the `errors` table: its key and the values of its placeholders. */
export interface FieldMessage {
  key: FormErrorKey;
  params: FormTextParams;
}

export interface FormTexts {
  /** The language the texts (and the bank's texts the form shows) are in. */
  lang: Lang;
  t: (key: FormTextKey, params?: FormTextParams) => string;
}

export const FormTextsContext = createContext<FormTexts | null>(null);

export function useFormTexts(): FormTexts {
  const texts = useContext(FormTextsContext);
  if (!texts) throw new Error('The question form needs its texts: render it inside a FormTextsContext provider.');
  return texts;
}

/**
 * The parts of the two tables the engine reads, in one language: a page that
 * imports just these entries (JSON named imports) ships nothing else of them.
 */
export interface FormTables {
  form: Pick<FormTable, 'required' | 'selectPlaceholder' | 'errors' | 'controls'>;
  errors: Partial<Pick<ErrorsTable, FormErrorKey>>;
}

/** A translator over plain tables: "ns:a.b" looks up tables[ns].a.b and fills {{name}} placeholders. */
export function tableFormTexts(lang: Lang, tables: FormTables): FormTexts {
  const lookup = tables as unknown as Record<string, unknown>;
  return {
    lang,
    t: (key, params) => {
      const [ns = '', path = ''] = key.split(':');
      let text: unknown = lookup[ns];
      for (const part of path.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
      if (typeof text !== 'string') return key;
      return params ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole) : text;
    },
  };
}
