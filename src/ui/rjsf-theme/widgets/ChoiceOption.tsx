/**
 * One option row of a radio or checkbox group: a native input (radios of one
 * question share a `name`, so the browser gives the group one tab stop and arrow
 * keys) and its <label> with glossary terms, so the label names the control and
 * a click on it ticks the option — except on a glossary term, which keeps its
 * clicks (see GlossaryTerm).
 */
import type { Glossary, Lang } from '../../../content/types';
import { MarkedText } from '../../glossary/MarkedText';
import { checkboxControl, checkboxMark, choiceBox, choiceLabel, choiceRow, radioControl, radioMark } from '../styles';

export interface ChoiceOptionProps {
  type: 'radio' | 'checkbox';
  /** The input's id, which the label points at. */
  id: string;
  /** The group's name: one per question. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Checkboxes carry the group's error themselves (a group cannot). */
  invalid?: boolean;
  label: string;
  glossary: Glossary;
  lang: Lang;
  disabled: boolean;
}

export function ChoiceOption({
  type,
  id,
  name,
  checked,
  onChange,
  invalid,
  label,
  glossary,
  lang,
  disabled,
}: ChoiceOptionProps) {
  return (
    <div className={choiceRow}>
      <span className={choiceBox}>
        <input
          type={type}
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-control=""
          className={type === 'radio' ? radioControl : checkboxControl}
        />
        {type === 'radio' ? (
          <span aria-hidden="true" className={radioMark} />
        ) : (
          <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className={checkboxMark}>
            <path d="M3 8l3 3 5-7" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      <label htmlFor={id} className={choiceLabel(disabled)}>
        <MarkedText text={label} glossary={glossary} lang={lang} />
      </label>
    </div>
  );
}
