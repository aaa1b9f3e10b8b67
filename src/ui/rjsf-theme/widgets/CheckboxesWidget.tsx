/**
 * Multiple choice: native checkboxes (Space toggles) in a fieldset that names
 * the group and points at help and error. Checkboxes take aria-invalid
 * themselves, a group cannot.
 */
import { optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceOption } from './ChoiceOption';
import { widgetTexts } from './widget-texts';

export function CheckboxesWidget(props: WidgetProps) {
  const { glossary, lang, invalid, inactive } = widgetTexts(props);
  const { id, value, onChange, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];

  const toggle = (optionValue: unknown, checked: boolean) => {
    // Keep answers in option order, whatever order they were ticked in.
    onChange(
      enumOptions
        .map((option) => option.value)
        .filter((candidate) => (candidate === optionValue ? checked : selected.includes(candidate))),
    );
  };

  return (
    <ChoiceGroup props={props} radio={false}>
      {enumOptions.map((option, index) => (
        <ChoiceOption
          key={String(option.value)}
          type="checkbox"
          id={optionId(id, index)}
          name={props.htmlName ?? id}
          checked={selected.includes(option.value)}
          onChange={(checked) => toggle(option.value, checked)}
          invalid={invalid}
          label={option.label}
          glossary={glossary}
          lang={lang}
          disabled={inactive}
        />
      ))}
    </ChoiceGroup>
  );
}
