/**
 * A number of a content file (a weight, points, a limit) as the studio edits
 * it: the app's text control, showing the number the file holds and writing a
 * number back, never the typed text. The app's own number widget keeps an
 * answer as typed text, which in a rules file would turn 15 into "15". Text
 * that is not yet a number ("0.", "-") is kept in the control and written
 * nowhere, so the file keeps its last number until the typing is done.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { textControl } from '../ui/rjsf-theme/styles';
import { ControlField } from '../ui/rjsf-theme/widgets/ControlField';
import { TextWidget } from '../ui/rjsf-theme/widgets/TextWidget';
import { textControlProps } from '../ui/rjsf-theme/widgets/widget-texts';

const shown = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const numberIn = (text: string) => (text.trim() === '' ? undefined : Number(text));

function NumberInput(props: WidgetProps) {
  const [draft, setDraft] = useState(shown(props.value));
  // A number changed elsewhere (the JSON view) replaces the draft, unless the draft already reads as it.
  useEffect(() => {
    setDraft((current) => (numberIn(current) === props.value ? current : shown(props.value)));
  }, [props.value]);
  const control = textControlProps(props);
  const number = numberIn(draft);
  const pending = number === undefined || !Number.isFinite(number);
  return (
    <ControlField props={props}>
      <input
        type="text"
        inputMode="decimal"
        {...control}
        value={draft}
        aria-invalid={pending || control['aria-invalid']}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = numberIn(event.target.value);
          if (next !== undefined && Number.isFinite(next)) props.onChange(next);
        }}
        className={textControl}
      />
    </ControlField>
  );
}

/** The text widget of a content file's form: numbers as numbers, any other text as the app's text control. */
export function ContentTextWidget(props: WidgetProps) {
  const { type } = props.schema;
  return type === 'number' || type === 'integer' ? <NumberInput {...props} /> : <TextWidget {...props} />;
}
