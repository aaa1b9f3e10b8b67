/**
 * Frame of a radio or checkbox question: a native <fieldset> whose <legend> is
 * the question (so it names the group), help and error below it and in the
 * group's aria-describedby. Disabling the fieldset disables every option.
 */
import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { MarkedText } from '../../glossary/MarkedText';
import { choiceGroup, errorText, helpText, questionLabel } from '../styles';
import { QuestionText } from './QuestionText';
import { widgetTexts } from './widget-texts';

export interface ChoiceGroupProps {
  props: WidgetProps;
  /** Radios form a radiogroup, which takes aria-required and aria-invalid; a checkbox group cannot (its boxes do). */
  radio: boolean;
  inline?: boolean;
  children: ReactNode;
}

export function ChoiceGroup({ props, radio, inline = false, children }: ChoiceGroupProps) {
  const { glossary, lang, help, error, invalid, inactive } = widgetTexts(props);
  const { id, required } = props;
  const describedBy = [help && helpId(id), error && errorId(id)].filter(Boolean).join(' ');
  const radiogroup = radio
    ? { role: 'radiogroup', 'aria-required': required || undefined, 'aria-invalid': invalid || undefined }
    : {};
  return (
    <fieldset
      {...radiogroup}
      disabled={inactive}
      aria-describedby={describedBy || undefined}
      className="min-w-0 space-y-1.5"
    >
      <legend className={questionLabel}>
        <QuestionText
          text={props.label}
          required={required}
          glossary={glossary}
          lang={lang}
          announceRequired={!radio}
        />
      </legend>
      {help && (
        <p id={helpId(id)} className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </p>
      )}
      <div className={`${choiceGroup(invalid)} ${inline ? 'flex flex-wrap gap-x-4 space-y-0' : ''}`}>{children}</div>
      {error && (
        <p id={errorId(id)} className={errorText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
