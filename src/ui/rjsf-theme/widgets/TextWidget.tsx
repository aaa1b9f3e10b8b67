import { Input } from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import { textControl } from '../styles';
import { ControlField } from './ControlField';
import { textControlProps } from './widget-texts';

/** Single-line text; `inputType` lets the date widget reuse it. */
export function TextWidget(props: WidgetProps & { inputType?: 'text' | 'date' }) {
  return (
    <ControlField props={props}>
      <Input
        type={props.inputType ?? 'text'}
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
