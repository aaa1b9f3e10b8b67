import type { WidgetProps } from '@rjsf/utils';
import { textControl } from '../styles';
import { ControlField } from './ControlField';
import { textControlProps } from './widget-texts';

const DEFAULT_ROWS = 4;

export function TextareaWidget(props: WidgetProps) {
  const { rows } = props.options;
  return (
    <ControlField props={props}>
      <textarea
        rows={typeof rows === 'number' ? rows : DEFAULT_ROWS}
        placeholder={props.placeholder || undefined}
        {...textControlProps(props)}
        className={`${textControl} resize-y`}
      />
    </ControlField>
  );
}
