/**
 * Risk dialog, result view: score, risk type and description, the optional
 * Strategy Consistency Check and Risk Warning boxes, the Investment Recommendation
 * box and Done. Texts of the result are message keys resolved by `ruleText`.
 */

import { useTranslation } from 'react-i18next';
import type { RiskResult } from '../../scoring/types';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import type { RuleText } from '../common/rule-text';

export interface RiskResultViewProps {
  result: RiskResult;
  ruleText: RuleText;
  onDone: () => void;
}

export function RiskResultView({ result, ruleText, onDone }: RiskResultViewProps) {
  const { t } = useTranslation('risk');
  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold">{t('result.heading')}</h3>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('result.score')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{t('result.outOf', { score: result.score })}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('result.type')}</dt>
          <dd className="text-xl font-bold break-words sm:text-2xl" data-risk-type={result.type}>
            {ruleText(result.name)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700 dark:text-slate-300">{ruleText(result.description)}</p>
      {result.needsVerification && (
        <Alert tone="warning" title={t('result.verification')}>
          {result.verificationText ? ruleText(result.verificationText) : null}
        </Alert>
      )}
      {result.needsWarning && (
        <Alert tone="error" title={t('result.warning')}>
          {result.warningText ? ruleText(result.warningText) : null}
        </Alert>
      )}
      <Alert tone="info" title={t('result.recommendation')}>
        {ruleText(result.recommendation)}
      </Alert>
      <div className="flex justify-end">
        <Button variant="primary" onClick={onDone}>
          {t('result.done')}
        </Button>
      </div>
    </div>
  );
}
