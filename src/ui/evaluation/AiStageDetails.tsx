/**
 * The AI (or fallback) analyses attached to stages: consistency score (on the scale the prompts ask for),
 * conflict points and suggestions. Rendered only for stages that carry details.
 */

import { useTranslation } from 'react-i18next';
import { ownValue } from '../../content/own-key';
import type { ConsistencyAnalysis, StageDetails, StageKey, StageScore } from '../../scoring/types';
import type { RuleText } from '../common/rule-text';
import { MessageList } from './MessageList';
import { stageKeysOf } from './stage-keys';

const ANALYSIS_LABELS = {
  apiLogicConsistency: 'ai.logic',
  apiRiskConsistency: 'ai.risk',
  apiCognitiveBiases: 'ai.biases',
} as const satisfies Record<keyof StageDetails, string>;

type AnalysisName = keyof typeof ANALYSIS_LABELS;

function analysesOf(details: StageDetails | undefined): [AnalysisName, ConsistencyAnalysis][] {
  if (!details) return [];
  return (Object.keys(ANALYSIS_LABELS) as AnalysisName[]).flatMap((name) => {
    const analysis = details[name];
    return analysis ? [[name, analysis] as [AnalysisName, ConsistencyAnalysis]] : [];
  });
}

export function hasAiDetails(stageScores: Record<StageKey, StageScore>): boolean {
  return stageKeysOf(stageScores).some((key) => analysesOf(stageScores[key].details).length > 0);
}

export interface AiStageDetailsProps {
  stageScores: Record<StageKey, StageScore>;
  stageTitles: Record<StageKey, string>;
  ruleText: RuleText;
}

export function AiStageDetails({ stageScores, stageTitles, ruleText }: AiStageDetailsProps) {
  const { t } = useTranslation('evaluation');
  return (
    <section className="space-y-3">
      <h4 className="text-sm font-semibold">{t('ai.heading')}</h4>
      {stageKeysOf(stageScores).flatMap((key) =>
        analysesOf(stageScores[key].details).map(([name, analysis]) => (
          <article
            key={`${key}-${name}`}
            className="space-y-2 rounded-lg p-3 ring-1 ring-slate-200 dark:ring-slate-700"
            aria-label={`${key}. ${ownValue(stageTitles, key) ?? key}: ${t(ANALYSIS_LABELS[name])}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">
                {key}. {ownValue(stageTitles, key) ?? key} · {t(ANALYSIS_LABELS[name])}
              </span>
              <span className="tabular-nums">{t('ai.score', { score: analysis.consistencyScore })}</span>
            </div>
            {analysis.source === 'fallback' && (
              <p className="text-xs text-amber-800 dark:text-amber-200">{t('ai.fallback')}</p>
            )}
            {analysis.conflictPoints.length > 0 && (
              <MessageList
                title={t('ai.conflicts')}
                keys={analysis.conflictPoints}
                ruleText={ruleText}
                tone="negative"
              />
            )}
            {analysis.suggestions.length > 0 && (
              <MessageList title={t('ai.suggestions')} keys={analysis.suggestions} ruleText={ruleText} tone="neutral" />
            )}
          </article>
        )),
      )}
    </section>
  );
}
