/** Where the open file stands (unsaved, saved, a draft, refused, failed), announced politely to screen readers. */
import { useTranslation } from 'react-i18next';

export type SaveState =
  | { kind: 'idle' | 'loading' | 'clean' | 'unsaved' | 'checking' | 'saving' | 'saved' | 'draft' | 'refused' }
  | { kind: 'checked'; problems: number }
  | { kind: 'failed'; message: string };

const TONE: Record<SaveState['kind'], string> = {
  idle: 'text-slate-600 dark:text-slate-300',
  loading: 'text-slate-600 dark:text-slate-300',
  clean: 'text-slate-600 dark:text-slate-300',
  unsaved: 'text-amber-800 dark:text-amber-200',
  checking: 'text-slate-600 dark:text-slate-300',
  checked: 'text-emerald-800 dark:text-emerald-200',
  saving: 'text-slate-600 dark:text-slate-300',
  saved: 'text-emerald-800 dark:text-emerald-200',
  draft: 'text-amber-800 dark:text-amber-200',
  refused: 'text-rose-800 dark:text-rose-200',
  failed: 'text-rose-800 dark:text-rose-200',
};

export function StudioSaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('studio');
  const text =
    state.kind === 'failed'
      ? t('status.failed', { message: state.message })
      : state.kind === 'checked'
        ? t(state.problems === 0 ? 'status.checked' : 'status.checkedProblems')
        : t(`status.${state.kind}`);
  const tone = state.kind === 'checked' && state.problems > 0 ? TONE.refused : TONE[state.kind];
  return (
    <p role="status" aria-label={t('status.label')} className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
