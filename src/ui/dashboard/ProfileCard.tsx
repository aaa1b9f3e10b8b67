/**
 * Profile card: the investor's risk tolerance,
 * with the latest assessment on hover or focus, and the Assess Risk button.
 */

import { useTranslation } from 'react-i18next';
import type { RiskResult, RiskType } from '../../scoring/types';
import { Button } from '../common/Button';
import { HoverCard } from '../common/HoverCard';
import type { RuleText } from '../common/rule-text';
import { Card } from './Card';

export interface ProfileCardProps {
  /** The profile's risk tolerance ('steady' until a first assessment). */
  riskTolerance: RiskType;
  /** The latest risk assessment's result, or null when there is none. */
  assessment: RiskResult | null;
  /** Resolves scoring message keys (namespace `rules`) to text in the current language. */
  ruleText: RuleText;
  /** Message key of a risk type's name; defaults to the naming of scoring-rules/risk-tolerance.json. */
  riskTypeKey?: (type: RiskType) => string;
  onAssessRisk: () => void;
  /** How many assessments are kept; with `onShowHistory`, a History button opens them. */
  historyCount?: number;
  onShowHistory?: () => void;
}

export const defaultRiskTypeKey = (type: RiskType) => `risk.type.${type}.name`;

export function ProfileCard({
  riskTolerance,
  assessment,
  ruleText,
  riskTypeKey = defaultRiskTypeKey,
  onAssessRisk,
  historyCount = 0,
  onShowHistory,
}: ProfileCardProps) {
  const { t } = useTranslation(['dashboard', 'risk']);
  return (
    <Card
      title={t('profile.title')}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {onShowHistory && historyCount > 0 && (
            <Button variant="ghost" onClick={onShowHistory}>
              {t('risk:history.open', { count: historyCount })}
            </Button>
          )}
          <Button variant="primary" onClick={onAssessRisk}>
            {t('profile.assessRisk')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('profile.riskTolerance')}</span>
        <HoverCard
          trigger={
            <span className="inline-flex min-h-6 items-center rounded-full bg-sky-100 px-2.5 font-medium text-sky-900 underline decoration-dotted underline-offset-4 dark:bg-sky-900/60 dark:text-sky-100">
              {ruleText(riskTypeKey(riskTolerance))}
            </span>
          }
        >
          {assessment ? (
            <span className="block space-y-2">
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                {t('profile.latestAssessment')}
              </span>
              <span className="block font-semibold">
                {ruleText(assessment.name)} · {t('profile.score', { score: assessment.score })}
              </span>
              <span className="block">{ruleText(assessment.description)}</span>
              <span className="block">
                <span className="font-semibold">{t('profile.recommendation')}: </span>
                {ruleText(assessment.recommendation)}
              </span>
            </span>
          ) : (
            t('profile.noAssessment')
          )}
        </HoverCard>
      </div>
    </Card>
  );
}
