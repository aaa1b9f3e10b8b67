/**
 * The key field: a password input (so the key is not shown over a shoulder or
 * kept by the browser's form history) with a show/hide toggle that says its
 * state to assistive tech through aria-pressed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/TextInput';
import type { FieldControlProps } from './SettingsField';

export interface ApiKeyInputProps extends FieldControlProps {
  value: string;
  onChange: (value: string) => void;
}

export function ApiKeyInput({ value, onChange, ...control }: ApiKeyInputProps) {
  const { t } = useTranslation('ai');
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex gap-2">
      <TextInput
        {...control}
        type={visible ? 'text' : 'password'}
        name="ai-api-key"
        // A password manager offering to save this as a site login would be wrong; so would spell-check.
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        data-1p-ignore
        data-lpignore="true"
        data-autofocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="font-mono"
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={control.id}
        aria-label={visible ? t('settings.hideKey') : t('settings.showKey')}
        title={visible ? t('settings.hideKey') : t('settings.showKey')}
        onClick={() => setVisible((shown) => !shown)}
        className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center rounded-md text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-600 dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
          {visible ? (
            <>
              <path
                fillRule="evenodd"
                clipRule="evenodd"
                d="M3.28 2.22a.75.75 0 0 0-1.06 1.06l14.5 14.5a.75.75 0 1 0 1.06-1.06l-1.745-1.745a10.029 10.029 0 0 0 3.3-4.38 1.651 1.651 0 0 0 0-1.185A10.004 10.004 0 0 0 9.999 3a9.956 9.956 0 0 0-4.744 1.194L3.28 2.22ZM7.752 6.69l1.092 1.092a2.5 2.5 0 0 1 3.374 3.373l1.091 1.092a4 4 0 0 0-5.557-5.557Z"
              />
              <path d="m10.748 13.93 2.523 2.523a9.987 9.987 0 0 1-3.27.547c-4.258 0-7.894-2.66-9.337-6.41a1.651 1.651 0 0 1 0-1.186A10.007 10.007 0 0 1 2.839 6.02L6.07 9.252a4 4 0 0 0 4.678 4.678Z" />
            </>
          ) : (
            <>
              <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
              <path
                fillRule="evenodd"
                clipRule="evenodd"
                d="M.664 10.59a1.651 1.651 0 0 1 0-1.186A10.004 10.004 0 0 1 10 3c4.257 0 7.893 2.66 9.336 6.41.147.381.146.804 0 1.186A10.004 10.004 0 0 1 10 17c-4.257 0-7.893-2.66-9.336-6.41ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
              />
            </>
          )}
        </svg>
      </button>
    </div>
  );
}
