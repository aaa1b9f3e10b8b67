/**
 * What the content check found: file, JSON path and message, those the edit
 * brought in marked. Each is a button that takes the editor to its place.
 */
import { useTranslation } from 'react-i18next';
import { formatProblem, type Problem } from '../content/problem';

export interface ProblemListProps {
  /** undefined until the edit has been checked. */
  problems: readonly Problem[] | undefined;
  /** The problems the edit brought in (a subset of `problems`). */
  introduced: readonly Problem[];
  onSelect: (problem: Problem) => void;
}

export function ProblemList({ problems, introduced, onSelect }: ProblemListProps) {
  const { t } = useTranslation('studio');
  const isNew = new Set(introduced.map(formatProblem));
  return (
    <section aria-labelledby="studio-problems-heading" className="flex min-h-0 flex-col">
      <h2 id="studio-problems-heading" className="pb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('problems.heading')}
        {problems && problems.length > 0 ? ` (${problems.length})` : ''}
      </h2>
      {problems === undefined ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('problems.notChecked')}</p>
      ) : problems.length === 0 ? (
        <p className="text-sm text-emerald-700 dark:text-emerald-300">{t('problems.none')}</p>
      ) : (
        <ul className="min-h-0 space-y-1 overflow-y-auto">
          {problems.map((problem) => (
            <li key={formatProblem(problem)}>
              <button
                type="button"
                onClick={() => onSelect(problem)}
                aria-label={`${t('problems.goTo', { path: problem.path, file: problem.file })}: ${problem.message}`}
                className="w-full rounded-md border border-slate-200 px-2 py-1 text-left text-xs hover:bg-slate-100 dark:border-slate-800 dark:hover:bg-slate-800"
              >
                <span className="block font-mono text-slate-600 dark:text-slate-400">
                  {problem.file} <span className="text-sky-800 dark:text-sky-300">{problem.path}</span>
                  {isNew.has(formatProblem(problem)) ? (
                    <span className="ml-2 rounded bg-rose-100 px-1 font-sans text-rose-800 dark:bg-rose-900/60 dark:text-rose-100">
                      {t('problems.new')}
                    </span>
                  ) : null}
                </span>
                <span className="block text-slate-900 dark:text-slate-100">{problem.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
