import type { WidgetProps } from '@rjsf/utils';
import { textControl } from '../styles';
import { ControlField } from './ControlField';
import { textControlProps } from './widget-texts';

/** Single-line text; `inputType` and `inputMode` let the date and number widgets reuse it. */
export function TextWidget(props: WidgetProps & { inputType?: 'text' | 'date' }) {
  return (
    <ControlField props={props}>
      <input
        type={props.inputType ?? 'text'}
        inputMode={props.inputMode}
        placeholder={props.placeholder || undefined}
        {...textControlProps(props)}
        className={textControl}
      />
    </ControlField>
  );
}

export function DateWidget(props: WidgetProps) {
  return <TextWidget {...props} inputType="date" />;
}

/**
 * A number kept as typed text: a text input, so a half-typed "-" or "12." is never
 * wiped the way a type="number" input wipes what it cannot parse; phones show a
 * decimal keypad.
 */
export function NumberWidget(props: WidgetProps) {
  return <TextWidget {...props} inputMode="decimal" />;
}
