/**
 * Frame of a single-control question (text, textarea, select, date): label,
 * help, the control, the error. Headless UI's Field wires the label to the
 * control and both help and error into its aria-describedby.
 */

import { Description, Field, Label } from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { MarkedText } from '../../glossary/MarkedText';
import { useFormTexts } from '../form-texts';
import { errorText, helpText, questionLabel } from '../styles';
import { QuestionText } from './QuestionText';
import { widgetTexts } from './widget-texts';

export function ControlField({ props, children }: { props: WidgetProps; children: ReactNode }) {
  const { glossary, lang, help, error, limit, inactive } = widgetTexts(props);
  const { t } = useFormTexts();
  const limitText = limit && t(`errors:${limit.key}`, limit.params);
  return (
    <Field disabled={inactive} className="space-y-1.5">
      <Label className={questionLabel}>
        <QuestionText text={props.label} required={props.required} glossary={glossary} lang={lang} />
      </Label>
      {help && (
        <Description className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </Description>
      )}
      {children}
      {(error ?? limitText) && <Description className={errorText}>{error ?? limitText}</Description>}
    </Field>
  );
}
