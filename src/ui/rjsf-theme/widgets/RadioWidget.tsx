/**
 * Single choice. Headless UI's RadioGroup gives roving focus and arrow keys; the
 * question is the group's label, help and error its description.
 */
import { Description, Label, Radio, RadioGroup } from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import { MarkedText } from '../../glossary/MarkedText';
import { choiceGroup, errorText, helpText, questionLabel, radioControl } from '../styles';
import { ChoiceOption } from './ChoiceOption';
import { QuestionText } from './QuestionText';
import { widgetTexts } from './widget-texts';

export function RadioWidget(props: WidgetProps & { inline?: boolean }) {
  const { glossary, lang, help, error, invalid, inactive } = widgetTexts(props);
  const { value, onChange, required, options, inline = false } = props;
  return (
    <RadioGroup
      value={typeof value === 'string' ? value : null}
      onChange={(next: string | null) => onChange(next ?? undefined)}
      disabled={inactive}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      className="space-y-1.5"
    >
      <Label className={questionLabel}>
        <QuestionText text={props.label} required={required} glossary={glossary} lang={lang} />
      </Label>
      {help && (
        <Description className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </Description>
      )}
      <div className={`${choiceGroup(invalid)} ${inline ? 'flex flex-wrap gap-x-4 space-y-0' : ''}`}>
        {(options.enumOptions ?? []).map((option) => (
          <ChoiceOption
            key={String(option.value)}
            control={
              <Radio value={option.value} data-control="" className={`group ${radioControl}`}>
                <span className="size-2.5 rounded-full bg-white opacity-0 group-data-[checked]:opacity-100 dark:bg-slate-950" />
              </Radio>
            }
            label={option.label}
            glossary={glossary}
            lang={lang}
            disabled={inactive}
          />
        ))}
      </div>
      {error && <Description className={errorText}>{error}</Description>}
    </RadioGroup>
  );
}

/** Yes/no: the same radio pair, side by side. */
export function YesNoWidget(props: WidgetProps) {
  return <RadioWidget {...props} inline />;
}
