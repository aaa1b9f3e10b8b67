/**
 * The records whose score moved most, each with its score and grade before and
 * after and the rules whose contribution changed (the largest first), as the
 * command line's report lists them.
 */
import { useTranslation } from 'react-i18next';
import type { Cause, RecordChange, Scored } from '../scoring/score-diff';
import { changeText, scoreText } from './impact-format';

export interface ImpactMoversProps {
  movers: readonly RecordChange[];
}

function causeValue(value: Cause['before'], measure: Cause['measure']): string {
  if (value === null) return '—';
  return typeof value === 'number' ? (measure === 'points' ? changeText(value) : scoreText(value)) : value;
}

export function ImpactMovers({ movers }: ImpactMoversProps) {
  const { t } = useTranslation('studio');
  const score = (scored: Scored) => ('score' in scored ? scoreText(scored.score) : t('impact.movers.error'));
  const grade = (scored: Scored) => ('grade' in scored ? scored.grade : '—');
  const heading = t('impact.movers.heading');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={heading} tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="w-full text-xs">
        <caption className="pb-1 text-left text-sm font-medium text-slate-700 dark:text-slate-200">{heading}</caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-400">
            <th scope="col" className="px-2 py-1 font-normal">
              {t('impact.movers.record')}
            </th>
            <th scope="col" className="px-2 py-1 font-normal">
              {t('impact.movers.score')}
            </th>
            <th scope="col" className="px-2 py-1 font-normal">
              {t('impact.movers.grade')}
            </th>
            <th scope="col" className="px-2 py-1 font-normal">
              {t('impact.movers.causes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {movers.map((change) => (
            <tr
              key={`${change.kind} ${change.id}`}
              className="border-t border-slate-200 align-top dark:border-slate-800"
            >
              <th scope="row" className="px-2 py-1 text-left font-normal">
                <span className="block text-slate-600 dark:text-slate-400">{t(`impact.movers.${change.kind}`)}</span>
                <span className="font-mono whitespace-nowrap">{change.id}</span>
                {change.source === 'fixture' ? (
                  <span className="ml-1 rounded bg-slate-200 px-1 text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                    {t('impact.movers.fixture')}
                  </span>
                ) : null}
              </th>
              <td className="px-2 py-1 whitespace-nowrap tabular-nums">
                {score(change.before)} → {score(change.after)}
                {change.delta !== 0 ? <span className="ml-1 font-semibold">({changeText(change.delta)})</span> : null}
              </td>
              <td className={`px-2 py-1 font-mono whitespace-nowrap ${change.gradeChanged ? 'font-semibold' : ''}`}>
                {change.gradeChanged ? `${grade(change.before)} → ${grade(change.after)}` : grade(change.after)}
              </td>
              <td className="px-2 py-1">
                <ul>
                  {change.causes.map(({ rule, measure, before, after }) => (
                    <li key={rule} className="font-mono">
                      {rule}: {causeValue(before, measure)} → {causeValue(after, measure)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
