/**
 * Preferred strategies card: the profile's strategies, a Choose button that
 * lets the investor pick them from the strategies the rules know, and on hover or
 * focus the strategy style the scoring rules recommend for the investor's average
 * evaluation score — or the rules' hint that nothing has been evaluated yet.
 */

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrategyHint } from '../../scoring/types';
import { Button } from '../common/Button';
import { HoverCard } from '../common/HoverCard';
import type { RuleText } from '../common/rule-text';
import { Card } from './Card';

export interface StrategyOption {
  /** Stable key, as stored in the profile. */
  key: string;
  /** Its name in the current language. */
  label: string;
}

export interface PreferredStrategiesProps {
  /** The profile's preferredStrategies, as stable keys. */
  strategies: readonly string[];
  /** How a stored strategy reads in the current language (e.g. through the rules' strategy names). */
  strategyLabel: (strategy: string) => string;
  /** The strategies the investor may choose from, in the rules' order. */
  options?: readonly StrategyOption[];
  /** The investor's new choice, as keys; without it the card only shows the strategies. */
  onChange?: (strategies: string[]) => void;
  /** From `strategyHint()` in src/scoring; null while no decision is evaluated. */
  hint: StrategyHint | null;
  /** Message key shown instead while `hint` is null (`strategyHintNoneMessage()`). */
  noneMessage: string;
  ruleText: RuleText;
}

export function PreferredStrategies({
  strategies,
  strategyLabel,
  options = [],
  onChange,
  hint,
  noneMessage,
  ruleText,
}: PreferredStrategiesProps) {
  const { t } = useTranslation('dashboard');
  const [choosing, setChoosing] = useState(false);
  const canChoose = onChange !== undefined && options.length > 0;
  return (
    <Card
      title={t('strategies.title')}
      actions={
        canChoose &&
        !choosing && (
          <Button variant="ghost" onClick={() => setChoosing(true)}>
            {t('strategies.choose')}
          </Button>
        )
      }
    >
      {choosing && onChange ? (
        <StrategyChooser
          strategies={strategies}
          options={options}
          onSave={(chosen) => {
            onChange(chosen);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      ) : strategies.length > 0 ? (
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

interface StrategyChooserProps {
  strategies: readonly string[];
  options: readonly StrategyOption[];
  onSave: (strategies: string[]) => void;
  onCancel: () => void;
}

/** The known strategies as checkboxes; values no option names stay stored as they were. */
function StrategyChooser({ strategies, options, onSave, onCancel }: StrategyChooserProps) {
  const { t } = useTranslation('dashboard');
  const legendId = useId();
  const [chosen, setChosen] = useState(() => new Set(strategies));
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const known = new Set(options.map(({ key }) => key));
    onSave([
      ...options.filter(({ key }) => chosen.has(key)).map(({ key }) => key),
      ...strategies.filter((strategy) => !known.has(strategy)),
    ]);
  };
  return (
    <form onSubmit={submit} className="mb-3">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          {t('strategies.chooseLegend')}
        </legend>
        <ul className="space-y-1">
          {options.map(({ key, label }) => (
            <li key={key}>
              <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-400 accent-sky-600 dark:accent-sky-400"
                  checked={chosen.has(key)}
                  onChange={(event) => toggle(key, event.currentTarget.checked)}
                />
                {label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3 flex justify-end gap-2">
        <Button onClick={onCancel}>{t('strategies.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('strategies.save')}
        </Button>
      </div>
    </form>
  );
}
