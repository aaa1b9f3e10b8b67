/**
 * Evaluation overlay, result view: name and rating, total with its bar,
 * stage scores (list and lazy chart), messages, AI details and note, the rating
 * description, and Export Result / Back / Save & Complete. Export runs here (a
 * pure file build plus a browser download); saving is the container's job.
 */

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ownValue } from '../../content/own-key';
import type { EvaluationResult, StageKey } from '../../scoring/types';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import type { RuleText } from '../common/rule-text';
import { AiNote } from './AiNote';
import { AiStageDetails, hasAiDetails } from './AiStageDetails';
import type { BandOf } from './band-styles';
import { buildEvaluationExport, downloadJson, exportFileName } from './evaluation-export-file';
import { LazyStageScoreChart } from './LazyStageScoreChart';
import { MessageList } from './MessageList';
import { RatingBadge } from './RatingBadge';
import { defaultRatingKey, type RatingKey } from './rating-key';
import { ScoreBar } from './ScoreBar';
import { StageScoreList } from './StageScoreList';
import { stageKeysOf } from './stage-keys';

export interface EvaluationResultViewProps {
  decisionName: string;
  result: EvaluationResult;
  /** Stage titles from the decision bank, in the UI language. */
  stageTitles: Record<StageKey, string>;
  ruleText: RuleText;
  bandOf: BandOf;
  ratingKey?: RatingKey;
  aiConfigured: boolean;
  onBack: () => void;
  /** Omit for a result that is already saved (opening an evaluated decision): Save & Complete is then not offered. */
  onSave?: () => void;
  saving?: boolean;
  /** Message of a failed save, already in the UI language; the result stays on screen. */
  saveError?: string | null;
}

export function EvaluationResultView({
  decisionName,
  result,
  stageTitles,
  ruleText,
  bandOf,
  ratingKey = defaultRatingKey,
  aiConfigured,
  onBack,
  onSave,
  saving = false,
  saveError,
}: EvaluationResultViewProps) {
  const { t } = useTranslation('evaluation');
  const totalId = useId();
  const stagesId = useId();
  const totalBand = bandOf('total', result.totalScore);
  const chartData = stageKeysOf(result.stageScores).map((stage) => {
    const { score } = result.stageScores[stage];
    return { stage, title: ownValue(stageTitles, stage) ?? stage, score, band: bandOf('stage', score) };
  });
  const exportResult = () =>
    downloadJson(exportFileName(decisionName), buildEvaluationExport({ decisionName, result, stageTitles, ruleText }));

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold break-words">{decisionName}</h3>
        <RatingBadge
          label={ruleText(ratingKey(result.rating, 'label'))}
          band={totalBand}
          title={t('result.ratingLabel')}
        />
      </div>

      <section aria-labelledby={totalId}>
        <div className="flex items-baseline justify-between">
          <h4 id={totalId} className="text-sm font-semibold">
            {t('result.total')}
          </h4>
          <p className="text-2xl font-bold tabular-nums">{t('result.outOf', { score: result.totalScore })}</p>
        </div>
        <div className="mt-2">
          <ScoreBar score={result.totalScore} band={totalBand} size="lg" />
        </div>
      </section>

      <section aria-labelledby={stagesId} className="space-y-3">
        <h4 id={stagesId} className="text-sm font-semibold">
          {t('result.stages')}
        </h4>
        <StageScoreList stageScores={result.stageScores} stageTitles={stageTitles} bandOf={bandOf} />
        <LazyStageScoreChart data={chartData} />
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <MessageList title={t('result.strengths')} keys={result.overallStrengths} ruleText={ruleText} tone="positive" />
        <MessageList
          title={t('result.weaknesses')}
          keys={result.overallWeaknesses}
          ruleText={ruleText}
          tone="negative"
        />
      </div>
      <MessageList
        title={t('result.recommendations')}
        keys={result.recommendations}
        ruleText={ruleText}
        tone="neutral"
      />

      {hasAiDetails(result.stageScores) && (
        <AiStageDetails stageScores={result.stageScores} stageTitles={stageTitles} ruleText={ruleText} />
      )}
      <AiNote apiEnhanced={result.apiEnhanced} aiConfigured={aiConfigured} />

      <section className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
        <h4 className="font-semibold">{t('result.ratingDescription')}</h4>
        <p className="mt-1">{ruleText(ratingKey(result.rating, 'description'))}</p>
      </section>

      {saveError && <Alert tone="error">{saveError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={exportResult}>{t('actions.export')}</Button>
        <Button onClick={onBack} disabled={saving}>
          {t('actions.back')}
        </Button>
        {onSave && (
          <Button variant="primary" onClick={onSave} busy={saving}>
            {t('actions.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
