/**
 * Frame of a single-control question (text, textarea, select, date, number,
 * probability): the question as the control's <label>, help, the control, the
 * error. The control points at help and error with aria-describedby (see
 * textControlProps).
 */

import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { MarkedText } from '../../glossary/MarkedText';
import { useFormTexts } from '../form-texts';
import { errorText, helpText, questionLabel } from '../styles';
import { QuestionText } from './QuestionText';
import { type LiveProblem, shownError, widgetTexts } from './widget-texts';

export interface ControlFieldProps {
  props: WidgetProps;
  /** A problem the widget sees while the investor types (see widget-texts.ts); pass the same to textControlProps. */
  live?: LiveProblem | null;
  children: ReactNode;
}

export function ControlField({ props, live = null, children }: ControlFieldProps) {
  const texts = widgetTexts(props, live);
  const { glossary, lang, help } = texts;
  const { t } = useFormTexts();
  const message = shownError(texts, t);
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className={questionLabel}>
        <QuestionText text={props.label} required={props.required} glossary={glossary} lang={lang} />
      </label>
      {help && (
        <p id={helpId(props.id)} className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </p>
      )}
      {children}
      {message && (
        <p id={errorId(props.id)} className={errorText}>
          {message}
        </p>
      )}
    </div>
  );
}
