/**
 * A probability in percent (question type `probability`): like the number widget,
 * a text input that keeps what was typed (a half-typed "-" or "12." is never
 * wiped) with a decimal keypad on phones, and a "%" after it, which the input
 * names as its description. A whole number outside 0–100 is flagged as it is
 * typed.
 *
 * No slider beside it: a slider always shows a position, so an unanswered
 * question would look answered at wherever the thumb rests (and anchor the
 * forecast there), and it would be a second control to label and reach for one
 * answer. Typing the number is quick and exact on every device.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useFormTexts } from '../form-texts';
import { textControl, unitText } from '../styles';
import { ControlField } from './ControlField';
import { liveProblem, textControlProps, unitId } from './widget-texts';

export function ProbabilityWidget(props: WidgetProps) {
  const { t } = useFormTexts();
  const live = liveProblem('probability', props.value);
  const control = textControlProps(props, live);
  const describedBy = [control['aria-describedby'], unitId(props.id)].filter(Boolean).join(' ');
  return (
    <ControlField props={props} live={live}>
      <div className="flex max-w-44 items-center gap-2">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={props.placeholder || undefined}
          {...control}
          aria-describedby={describedBy}
          className={`${textControl} min-w-0 flex-1`}
        />
        <span id={unitId(props.id)} className={unitText}>
          {t('form:controls.percent')}
        </span>
      </div>
    </ControlField>
  );
}
