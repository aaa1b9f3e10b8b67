/**
 * A line diff as `git diff` shows it: each hunk's lines with their numbers, the
 * removed ones red with "−", the added ones green with "+". The sign is read
 * out as a word, so a screen reader says which lines an edit adds or removes.
 */
import { useTranslation } from 'react-i18next';
import type { DiffHunk } from './studio-api-types';

const TONE = {
  added: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
  removed: 'bg-rose-50 text-rose-900 dark:bg-rose-950/60 dark:text-rose-100',
  same: 'text-slate-700 dark:text-slate-300',
} as const;
const SIGN = { added: '+', removed: '−', same: ' ' } as const;

export function DiffView({ hunks }: { hunks: readonly DiffHunk[] }) {
  const { t } = useTranslation('studio');
  if (hunks.length === 0) return <p className="text-xs text-slate-600 dark:text-slate-400">{t('changes.noLines')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
    <div tabIndex={0} className="space-y-2 overflow-x-auto">
      {hunks.map((hunk) => {
        const first = hunk.lines[0];
        return (
          <ol
            key={`${first?.before ?? 0}:${first?.after ?? 0}`}
            className="min-w-max rounded border border-slate-200 font-mono text-xs leading-5 dark:border-slate-800"
          >
            {hunk.lines.map((line) => (
              <li key={`${line.before ?? ''}:${line.after ?? ''}`} className={`flex whitespace-pre ${TONE[line.kind]}`}>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 select-none px-1 text-right text-slate-600 dark:text-slate-400"
                >
                  {line.before ?? ''}
                </span>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 select-none px-1 text-right text-slate-600 dark:text-slate-400"
                >
                  {line.after ?? ''}
                </span>
                <span aria-hidden="true" className="w-4 shrink-0 select-none text-center">
                  {SIGN[line.kind]}
                </span>
                <span className="sr-only">{t(`changes.diffLine.${line.kind}`)}: </span>
                <span className="pr-2">{line.text}</span>
              </li>
            ))}
          </ol>
        );
      })}
    </div>
  );
}
