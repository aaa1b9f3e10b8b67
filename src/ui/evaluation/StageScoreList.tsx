/** Per-stage scores with their weights and bars coloured by the stage bands. */

import { useTranslation } from 'react-i18next';
import { ownValue } from '../../content/own-key';
import type { StageKey, StageScore } from '../../scoring/types';
import type { BandOf } from './band-styles';
import { ScoreBar } from './ScoreBar';
import { stageKeysOf } from './stage-keys';

export interface StageScoreListProps {
  stageScores: Record<StageKey, StageScore>;
  stageTitles: Record<StageKey, string>;
  bandOf: BandOf;
}

export function StageScoreList({ stageScores, stageTitles, bandOf }: StageScoreListProps) {
  const { t } = useTranslation('evaluation');
  return (
    <ol className="space-y-3">
      {stageKeysOf(stageScores).map((key) => {
        const { score, weight } = stageScores[key];
        return (
          <li key={key} className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">
                {key}. {ownValue(stageTitles, key) ?? key}
              </span>
              <span className="flex items-baseline gap-3 tabular-nums">
                <span className="text-xs text-slate-500 dark:text-slate-400">{t('result.weight', { weight })}</span>
                <span className="font-semibold">{t('result.outOf', { score })}</span>
              </span>
            </div>
            <div className="mt-1">
              <ScoreBar score={score} band={bandOf('stage', score)} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
