/**
 * Multiple choice. A fieldset names the group (its legend is the question) and
 * points at help and error; each box is a Headless UI Checkbox (Space toggles).
 * Checkboxes take aria-invalid themselves, a group cannot.
 */
import { Checkbox, Fieldset, Legend } from '@headlessui/react';
import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import { MarkedText } from '../../glossary/MarkedText';
import { checkboxControl, choiceGroup, errorText, helpText, questionLabel } from '../styles';
import { ChoiceOption } from './ChoiceOption';
import { QuestionText } from './QuestionText';
import { widgetTexts } from './widget-texts';

export function CheckboxesWidget(props: WidgetProps) {
  const { glossary, lang, help, error, invalid, inactive } = widgetTexts(props);
  const { id, value, onChange, required, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const describedBy = [help && helpId(id), error && errorId(id)].filter(Boolean).join(' ');

  const toggle = (optionValue: unknown, checked: boolean) => {
    // Keep answers in option order, whatever order they were ticked in.
    onChange(
      enumOptions
        .map((option) => option.value)
        .filter((candidate) => (candidate === optionValue ? checked : selected.includes(candidate))),
    );
  };

  return (
    <Fieldset disabled={inactive} aria-describedby={describedBy || undefined} className="space-y-1.5">
      <Legend className={questionLabel}>
        <QuestionText text={props.label} required={required} glossary={glossary} lang={lang} announceRequired />
      </Legend>
      {help && (
        <p id={helpId(id)} className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </p>
      )}
      <div className={choiceGroup(invalid)}>
        {enumOptions.map((option) => (
          <ChoiceOption
            key={String(option.value)}
            control={
              <Checkbox
                checked={selected.includes(option.value)}
                onChange={(checked) => toggle(option.value, checked)}
                aria-invalid={invalid || undefined}
                data-control=""
                className={`group ${checkboxControl}`}
              >
                <svg
                  viewBox="0 0 14 14"
                  fill="none"
                  aria-hidden="true"
                  className="size-3.5 stroke-white opacity-0 group-data-[checked]:opacity-100 dark:stroke-slate-950"
                >
                  <path d="M3 8l3 3 5-7" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Checkbox>
            }
            label={option.label}
            glossary={glossary}
            lang={lang}
            disabled={inactive}
          />
        ))}
      </div>
      {error && (
        <p id={errorId(id)} className={errorText}>
          {error}
        </p>
      )}
    </Fieldset>
  );
}
