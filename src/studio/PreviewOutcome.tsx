/**
 * The result of the preview's answers as an investor would read it, with the
 * app's own pieces (rating badge, score bars, stage list): rendered inside the
 * preview frame, so it follows the frame's language and theme.
 */
import { useTranslation } from 'react-i18next';
import type { EvaluationResult, RiskResult, StageKey } from '../scoring/types';
import type { RuleText } from '../ui/common/rule-text';
import type { BandOf } from '../ui/evaluation/band-styles';
import { RatingBadge } from '../ui/evaluation/RatingBadge';
import { defaultRatingKey } from '../ui/evaluation/rating-key';
import { ScoreBar } from '../ui/evaluation/ScoreBar';
import { StageScoreList } from '../ui/evaluation/StageScoreList';

export type PreviewOutcomeProps =
  | {
      kind: 'evaluation';
      result: EvaluationResult;
      stageTitles: Record<StageKey, string>;
      bandOf: BandOf;
      ruleText: RuleText;
    }
  | { kind: 'risk'; result: RiskResult; ruleText: RuleText };

export function PreviewOutcome(props: PreviewOutcomeProps) {
  const { t } = useTranslation(['evaluation', 'risk']);
  if (props.kind === 'risk') {
    const { result, ruleText } = props;
    return (
      <div className="space-y-3" data-testid="preview-outcome">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t('risk:result.score')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{t('risk:result.outOf', { score: result.score })}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t('risk:result.type')}</dt>
            <dd className="text-xl font-bold" data-risk-type={result.type}>
              {ruleText(result.name)}
            </dd>
          </div>
        </dl>
        <p className="text-sm">{ruleText(result.description)}</p>
      </div>
    );
  }
  const { result, stageTitles, bandOf, ruleText } = props;
  return (
    <div className="space-y-3" data-testid="preview-outcome">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold">
          {t('evaluation:result.total')}{' '}
          <span className="text-2xl font-bold tabular-nums">
            {t('evaluation:result.outOf', { score: result.totalScore })}
          </span>
        </p>
        <RatingBadge
          label={ruleText(defaultRatingKey(result.rating, 'label'))}
          band={bandOf('total', result.totalScore)}
          title={t('evaluation:result.ratingLabel')}
        />
      </div>
      <ScoreBar score={result.totalScore} band={bandOf('total', result.totalScore)} size="lg" />
      <StageScoreList stageScores={result.stageScores} stageTitles={stageTitles} bandOf={bandOf} />
    </div>
  );
}
