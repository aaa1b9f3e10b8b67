/**
 * Where the grades went: one row per grade before the edit, one column per
 * grade after it, each cell the number of records that moved that way. The
 * diagonal (a grade kept) is no move and shows a dash.
 */
import { useTranslation } from 'react-i18next';
import type { ImpactKind, MoveMatrix } from './impact-view';

export interface ImpactMatrixProps {
  kind: ImpactKind;
  matrix: MoveMatrix;
}

export function ImpactMatrix({ kind, matrix }: ImpactMatrixProps) {
  const { t } = useTranslation('studio');
  const caption = t(kind === 'decision' ? 'impact.matrix.decision' : 'impact.matrix.assessment');
  return (
    // Focusable so a keyboard can scroll a matrix wider than the panel.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="text-xs tabular-nums">
        <caption className="pb-1 text-left text-sm font-medium text-slate-700 dark:text-slate-200">
          {caption}
          {matrix.total === 0 ? (
            <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
              {t(kind === 'decision' ? 'impact.matrix.noneDecision' : 'impact.matrix.noneAssessment')}
            </span>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-normal text-slate-600 dark:text-slate-400">
              {t('impact.matrix.corner')}
            </th>
            {matrix.grades.map((grade) => (
              <th key={grade} scope="col" className="px-2 py-1 text-right font-mono font-semibold">
                {grade}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.grades.map((from, row) => (
            <tr key={from} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="px-2 py-1 text-left font-mono font-semibold">
                {from}
              </th>
              {matrix.grades.map((to, column) => {
                const count = matrix.counts[row]?.[column] ?? 0;
                return (
                  <td
                    key={to}
                    className={`px-2 py-1 text-right ${
                      count > 0
                        ? 'bg-amber-100 font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50'
                        : 'text-slate-600 dark:text-slate-400'
                    }`}
                  >
                    {row === column ? '—' : count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
