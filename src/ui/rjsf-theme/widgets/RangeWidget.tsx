/**
 * A range of two numbers (question type `range`, e.g. an 80 % range for a
 * return): a native <fieldset> whose <legend> is the question, holding two text
 * inputs labelled Low and High, each followed by "%". The answer is the two ends
 * as typed, `[low, high]`, so nothing half-typed is lost (see engine/answers.ts).
 * The ends sit side by side and wrap under each other where the row is too
 * narrow for both. Ends in the wrong order are flagged as they are typed; the
 * form's gate (engine/answer-problems.ts) marks blanks and unreadable ends when
 * the caller shows errors. A locked or read-only form disables the fieldset.
 */
import { errorId, helpId, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { parseNumberAnswer } from '../../../engine/number-answer';
import { MarkedText } from '../../glossary/MarkedText';
import { useFormTexts } from '../form-texts';
import { errorText, helpText, partLabel, questionLabel, textControl, unitText } from '../styles';
import { QuestionText } from './QuestionText';
import { liveProblem, shownError, unitId, widgetTexts } from './widget-texts';

const ENDS = ['low', 'high'] as const;

/** The two ends as typed; RJSF may hand over nothing, an empty list or undefined ends. */
function typedEnds(value: unknown): [string, string] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const [low, high] = [list[0], list[1]].map((end) => (typeof end === 'string' ? end : ''));
  return [low ?? '', high ?? ''];
}

export function RangeWidget(props: WidgetProps) {
  const { t } = useFormTexts();
  const { id, required, onChange, onBlur, onFocus } = props;
  const ends = typedEnds(props.value);
  const texts = widgetTexts(props, liveProblem('range', ends));
  const { glossary, lang, help, invalid, inactive } = texts;
  const message = shownError(texts, t);
  // Mark the ends that do not read as numbers; when both do (ends in the wrong order), both are at fault.
  const unread = ends.map((end) => parseNumberAnswer(end) === null);
  const marked = unread.some(Boolean) ? unread : [true, true];

  const change = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...ends];
    next[index] = event.target.value;
    onChange(next);
  };

  // Help and error describe each end's input rather than the group, so they are heard once, with the input.
  return (
    <fieldset disabled={inactive} className="min-w-0 space-y-1.5">
      <legend className={questionLabel}>
        <QuestionText text={props.label} required={required} glossary={glossary} lang={lang} />
      </legend>
      {help && (
        <p id={helpId(id)} className={helpText}>
          <MarkedText text={help} glossary={glossary} lang={lang} />
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-3">
        {ENDS.map((end, index) => {
          const endId = `${id}__${end}`;
          return (
            <div key={end} className="min-w-36 flex-1 space-y-1">
              <label htmlFor={endId} className={partLabel}>
                {t(`form:controls.${end}`)}
              </label>
              <div className="flex items-center gap-2">
                <input
                  data-control=""
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  id={endId}
                  name={`${props.htmlName ?? id}.${end}`}
                  value={ends[index]}
                  disabled={inactive}
                  aria-invalid={(invalid && marked[index]) || undefined}
                  aria-required={required || undefined}
                  aria-describedby={[help && helpId(id), message && errorId(id), unitId(endId)]
                    .filter(Boolean)
                    .join(' ')}
                  onChange={change(index)}
                  onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
                  onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
                  className={`${textControl} min-w-0 flex-1`}
                />
                <span id={unitId(endId)} className={unitText}>
                  {t('form:controls.percent')}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      {message && (
        <p id={errorId(id)} className={errorText}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
