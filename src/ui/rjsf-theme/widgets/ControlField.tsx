/**
 * Frame of a single-control question (text, textarea, select, date): the
 * question as the control's <label>, help, the control, the error. The control
 * points at help and error with aria-describedby (see textControlProps).
 */

import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { MarkedText } from '../../glossary/MarkedText';
import { useFormTexts } from '../form-texts';
import { errorText, helpText, questionLabel } from '../styles';
import { QuestionText } from './QuestionText';
import { widgetTexts } from './widget-texts';

export function ControlField({ props, children }: { props: WidgetProps; children: ReactNode }) {
  const { glossary, lang, help, error, limit } = widgetTexts(props);
  const { t } = useFormTexts();
  const limitText = limit && t(`errors:${limit.key}`, limit.params);
  const shownError = error ?? limitText;
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
      {shownError && (
        <p id={errorId(props.id)} className={errorText}>
          {shownError}
        </p>
      )}
    </div>
  );
}
