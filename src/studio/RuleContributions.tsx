/**
 * Why the preview's answers scored what they did, for the editor: each stage's
 * base and the rules that added or took points, or each risk answer's points and
 * the adjustments that held. Rule names are the rules file's own, so they can be
 * found there.
 */
import { useTranslation } from 'react-i18next';
import type { PreviewResult } from './preview-result';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

type Scored = Extract<PreviewResult, { kind: 'evaluation' | 'risk' }>;

export function RuleContributions({ shown }: { shown: Scored }) {
  const { t } = useTranslation('studio');
  if (shown.kind === 'evaluation') {
    return (
      <ol className="space-y-2 text-sm">
        {shown.stages.map(({ stage, base, weight, score, rules }) => (
          <li key={stage}>
            <p className="font-medium tabular-nums">{t('preview.result.stage', { stage, weight, base, score })}</p>
            {rules.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">{t('preview.result.noRules')}</p>
            ) : (
              <ul className="ml-4 list-disc">
                {rules.map(({ rule, points }) => (
                  <li key={rule}>
                    <span className="font-mono text-xs">{rule}</span>{' '}
                    <span className="tabular-nums">{signed(points)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-3 text-sm">
      <table className="w-full text-left">
        <caption className="text-left font-medium">{t('preview.result.questions')}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col">{t('preview.result.question')}</th>
            <th scope="col">{t('preview.result.category')}</th>
            <th scope="col" className="text-right">
              {t('preview.result.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.questions.map(({ question, category, points }) => (
            <tr key={question}>
              <td className="font-mono text-xs">{question}</td>
              <td>{category}</td>
              <td className="text-right tabular-nums">{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <p className="font-medium">{t('preview.result.adjustments')}</p>
        {shown.adjustments.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('preview.result.noAdjustments')}</p>
        ) : (
          <ul className="ml-4 list-disc">
            {shown.adjustments.map(({ name, moved }) => (
              <li key={name}>
                <span className="font-mono text-xs">{name}</span>{' '}
                <span className="tabular-nums">{signed(roundTenth(moved))}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** An adjustment's move is unrounded (a cap on a weighted score); a tenth is what an editor needs. */
function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
