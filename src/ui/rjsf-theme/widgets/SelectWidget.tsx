/**
 * Dropdown as a native <select> (best on phones and with screen readers). Native
 * options cannot hold interactive glossary terms, so labels show as plain text;
 * use radio for options whose terms need tooltips.
 */
import type { WidgetProps } from '@rjsf/utils';
import { plainText } from '../../../content/marked-text';
import { useFormTexts } from '../form-texts';
import { textControl } from '../styles';
import { ControlField } from './ControlField';
import { textControlProps, widgetTexts } from './widget-texts';

export function SelectWidget(props: WidgetProps) {
  const { t } = useFormTexts();
  const { glossary, lang } = widgetTexts(props);
  return (
    <ControlField props={props}>
      <select {...textControlProps(props)} className={textControl}>
        <option value="">{t('form:selectPlaceholder')}</option>
        {(props.options.enumOptions ?? []).map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {plainText(option.label, glossary, lang)}
          </option>
        ))}
      </select>
    </ControlField>
  );
}
