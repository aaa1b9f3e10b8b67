/** What every widget reads from RJSF's props: the texts around its control, and a text control's wiring. */
import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { answerTextProblem } from '../../../data/limits';
import { themeContext } from '../form-context';

export function widgetTexts(props: WidgetProps) {
  const { glossary, lang } = themeContext(props.registry);
  const help = props.uiSchema?.['ui:help'];
  const error = props.rawErrors?.[0];
  // The same limits the store and the database apply, shown while typing rather than after a refused save.
  const limit = typeof props.value === 'string' ? answerTextProblem(props.value) : null;
  return {
    glossary,
    lang,
    help: typeof help === 'string' && help.length > 0 ? help : undefined,
    error,
    limit,
    invalid: error !== undefined || limit !== null,
    inactive: Boolean(props.disabled || props.readonly),
  };
}

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Props shared by the native text-like controls (input, textarea, select): the
 * id ControlField's label points at, help and error as the description.
 * An empty value means "no answer": RJSF's emptyValue (undefined unless configured).
 */
export function textControlProps(props: WidgetProps) {
  const { id, value, required, autofocus, onChange, onBlur, onFocus } = props;
  const { help, error, limit, invalid, inactive } = widgetTexts(props);
  const describedBy = [help && helpId(id), (error !== undefined || limit !== null) && errorId(id)].filter(Boolean);
  return {
    'data-control': '',
    id,
    name: props.htmlName ?? id,
    value: typeof value === 'string' ? value : '',
    disabled: inactive,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-required': required || undefined,
    autoFocus: autofocus,
    onChange: (event: ChangeEvent<TextElement>) =>
      onChange(event.target.value === '' ? props.options.emptyValue : event.target.value),
    onBlur: (event: FocusEvent<TextElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<TextElement>) => onFocus(id, event.target.value),
  };
}
