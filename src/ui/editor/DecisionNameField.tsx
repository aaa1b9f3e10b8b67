/** The decision's required name: red asterisk, red border and message when missing. */

import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionNameProblem } from '../../data/limits';
import { errorKey } from '../../i18n/user-message';
import { TextInput } from '../common/TextInput';
import { useMessageText } from '../common/use-message-text';

export interface DecisionNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** Show the red border and 'Please enter decision name'. */
  invalid: boolean;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function DecisionNameField({ value, onChange, invalid, disabled, ref }: DecisionNameFieldProps) {
  const { t } = useTranslation('editor');
  const texts = useMessageText();
  const id = useId();
  const errorId = useId();
  // The same limits the store and the database apply, shown while typing rather than after a refused save.
  const problem = decisionNameProblem(value);
  const message = invalid
    ? t('name.required')
    : problem
      ? texts.message({ key: errorKey(problem.key), params: problem.params })
      : null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('name.label')}
        {/* The input's `required` is what screen readers announce; the asterisk is for the eye. */}
        <span aria-hidden="true" className="ml-0.5 text-rose-600 dark:text-rose-400">
          *
        </span>
      </label>
      <TextInput
        ref={ref}
        id={id}
        type="text"
        name="decision-name"
        autoComplete="off"
        required
        disabled={disabled}
        value={value}
        placeholder={t('name.placeholder')}
        aria-invalid={message !== null || undefined}
        aria-describedby={message !== null ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        invalid={message !== null}
      />
      {message !== null && (
        <p id={errorId} className="text-sm text-rose-700 dark:text-rose-300">
          {message}
        </p>
      )}
    </div>
  );
}
