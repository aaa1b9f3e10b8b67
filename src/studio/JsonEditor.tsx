/**
 * The open file as text: a plain monospace text area, so every key and every
 * space of the file is the editor's. Text that is not JSON yet shows why below
 * it, but never locks the area: the editor keeps typing until it parses.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface JsonEditorProps {
  file: string;
  text: string;
  onChange: (text: string) => void;
  /** The parser's message while the text is not JSON; undefined when it is. */
  parseError: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function JsonEditor({ file, text, onChange, parseError, ref }: JsonEditorProps) {
  const { t } = useTranslation('studio');
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <label htmlFor="studio-json" className="sr-only">
        {t('editor.label', { file })}
      </label>
      <textarea
        id="studio-json"
        ref={ref}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={parseError !== undefined}
        aria-describedby={parseError !== undefined ? 'studio-json-error' : undefined}
        className="min-h-80 flex-1 resize-none rounded-md border border-slate-300 bg-white p-3 font-mono text-sm leading-5 text-slate-900 focus:border-sky-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      {parseError !== undefined ? (
        <p id="studio-json-error" className="text-sm text-rose-800 dark:text-rose-200">
          {t('editor.invalid', { message: parseError })}
        </p>
      ) : null}
    </div>
  );
}
