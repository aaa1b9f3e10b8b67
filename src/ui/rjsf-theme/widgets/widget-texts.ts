/** What every widget reads from RJSF's props: the texts around its control, and a text control's wiring. */
import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import type { Answers } from '../../../content/types';
import { answerProblem } from '../../../engine/answer-problems';
import { themeContext } from '../form-context';
import type { FieldMessage, FormTexts } from '../form-texts';

/**
 * The problems a probability or a range control states at once, while the
 * investor types, before any Next or Save: a whole number that can never be a
 * probability, or two ends in the wrong order. Half-typed text ("-", "12.") and
 * blanks are not flagged while typing; the form's gate marks those when the
 * caller shows errors.
 */
export type LiveProblem = 'probabilityOutOfRange' | 'rangeOrder';

/** The live problem of a probability's or a range's answer as the widget holds it, if any. */
export function liveProblem(type: 'probability' | 'range', value: unknown): LiveProblem | null {
  let answer: Answers[string] | undefined;
  if (typeof value === 'string') answer = value;
  else if (Array.isArray(value)) answer = value.map((end) => (typeof end === 'string' ? end : ''));
  const kind = answerProblem({ type, required: false }, answer);
  return kind === 'probabilityOutOfRange' || kind === 'rangeOrder' ? kind : null;
}

/** The problem of the first typed text (an answer, or an end of a range) the caller's check refuses. */
function limitProblem(value: unknown, textProblem: ((text: string) => FieldMessage | null) | undefined) {
  if (!textProblem) return null;
  const texts: unknown[] = Array.isArray(value) ? value : [value];
  for (const text of texts) {
    const problem = typeof text === 'string' ? textProblem(text) : null;
    if (problem) return problem;
  }
  return null;
}

export function widgetTexts(props: WidgetProps, live: LiveProblem | null = null) {
  const { glossary, lang, textProblem } = themeContext(props.registry);
  const help = props.uiSchema?.['ui:help'];
  const error = props.rawErrors?.[0];
  // The caller's limits (the form passes the store's), shown while typing rather than after a refused save.
  const limit = limitProblem(props.value, textProblem);
  return {
    glossary,
    lang,
    help: typeof help === 'string' && help.length > 0 ? help : undefined,
    error,
    limit,
    live,
    invalid: error !== undefined || limit !== null || live !== null,
    inactive: Boolean(props.disabled || props.readonly),
  };
}

/**
 * The one message under a control: the form's (RJSF's rawErrors, set when the
 * caller shows errors), else what the widget sees while typing, else a limit.
 */
export function shownError(texts: ReturnType<typeof widgetTexts>, t: FormTexts['t']): string | undefined {
  if (texts.error !== undefined) return texts.error;
  if (texts.live) return t(`form:errors.${texts.live}`);
  return texts.limit ? t(`errors:${texts.limit.key}`, texts.limit.params) : undefined;
}

/** The id of the unit after a control ("%"), which the control names as part of its description. */
export function unitId(controlId: string): string {
  return `${controlId}__unit`;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Props shared by the native text-like controls (input, textarea, select): the
 * id ControlField's label points at, help and error as the description.
 * An empty value means "no answer": RJSF's emptyValue (undefined unless configured).
 */
export function textControlProps(props: WidgetProps, live: LiveProblem | null = null) {
  const { id, value, required, autofocus, onChange, onBlur, onFocus } = props;
  const { help, invalid, inactive } = widgetTexts(props, live);
  const describedBy = [help && helpId(id), invalid && errorId(id)].filter(Boolean);
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
