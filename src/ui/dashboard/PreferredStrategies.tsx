/**
 * Preferred strategies card: the profile's strategies, and on hover or
 * focus the strategy style the scoring rules recommend for the investor's average
 * evaluation score — or the rules' hint that nothing has been evaluated yet.
 */
import { useTranslation } from 'react-i18next';
import type { StrategyHint } from '../../scoring/types';
import { HoverCard } from '../common/HoverCard';
import { Card } from './Card';

export interface PreferredStrategiesProps {
  /** The profile's preferredStrategies, as stored. */
  strategies: readonly string[];
  /** How a stored strategy reads in the current language (e.g. through the rules' strategy names). */
  strategyLabel: (strategy: string) => string;
  /** From `strategyHint()` in src/scoring; null while no decision is evaluated. */
  hint: StrategyHint | null;
  /** Message key shown instead while `hint` is null (`strategyHintNoneMessage()`). */
  noneMessage: string;
  ruleText: (key: string) => string;
}

export function PreferredStrategies({
  strategies,
  strategyLabel,
  hint,
  noneMessage,
  ruleText,
}: PreferredStrategiesProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('strategies.title')}>
      {strategies.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {strategies.map((strategy) => (
            <li
              key={strategy}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {strategyLabel(strategy)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('strategies.none')}</p>
      )}
      <HoverCard
        trigger={
          <span className="inline-flex min-h-6 items-center text-sm text-sky-700 underline decoration-dotted underline-offset-4 dark:text-sky-300">
            {t('strategies.hintTrigger')}
          </span>
        }
      >
        {hint ? (
          <span className="block space-y-1">
            <span className="block font-semibold">{ruleText(hint.label)}</span>
            <span className="block">{ruleText(hint.style)}</span>
            {hint.strategies.length > 0 && (
              <span className="block">
                {t('strategies.recommended')}: {hint.strategies.map((strategy) => ruleText(strategy.name)).join(' · ')}
              </span>
            )}
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {t('strategies.averageScore', { score: hint.average, count: hint.count })}
            </span>
          </span>
        ) : (
          ruleText(noneMessage)
        )}
      </HoverCard>
    </Card>
  );
}
