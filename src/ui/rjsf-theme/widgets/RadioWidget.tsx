/**
 * Single choice: native radios sharing one name, so the browser gives the group
 * one tab stop and arrow keys with no script; the question is the group's
 * legend, help and error its description.
 */
import { optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceOption } from './ChoiceOption';
import { widgetTexts } from './widget-texts';

export function RadioWidget(props: WidgetProps & { inline?: boolean }) {
  const { glossary, lang, inactive } = widgetTexts(props);
  const { id, value, onChange, options } = props;
  return (
    <ChoiceGroup props={props} radio inline={props.inline}>
      {(options.enumOptions ?? []).map((option, index) => (
        <ChoiceOption
          key={String(option.value)}
          type="radio"
          id={optionId(id, index)}
          name={props.htmlName ?? id}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          label={option.label}
          glossary={glossary}
          lang={lang}
          disabled={inactive}
        />
      ))}
    </ChoiceGroup>
  );
}

/** Yes/no: the same radio pair, side by side. */
export function YesNoWidget(props: WidgetProps) {
  return <RadioWidget {...props} inline />;
}
