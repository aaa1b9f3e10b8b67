/**
 * JSON | Form above the editor, for a file the studio can show as a form: two
 * radio buttons, so the choice is one tab stop with arrow keys between them and
 * a screen reader hears which view is on.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type EditorView = 'json' | 'form';

const VIEWS: readonly EditorView[] = ['json', 'form'];

export interface EditorViewSwitchProps {
  view: EditorView;
  onChange: (view: EditorView) => void;
}

export function EditorViewSwitch({ view, onChange }: EditorViewSwitchProps) {
  const { t } = useTranslation('studio');
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('view.label')}</legend>
      <div className="inline-flex rounded-md ring-1 ring-slate-300 dark:ring-slate-600">
        {VIEWS.map((option) => (
          <label
            key={option}
            className="cursor-pointer px-3 py-1.5 text-sm font-medium text-slate-700 first:rounded-l-md last:rounded-r-md has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-600 dark:text-slate-200 dark:has-checked:bg-sky-400 dark:has-checked:text-slate-950"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={view === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`view.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
