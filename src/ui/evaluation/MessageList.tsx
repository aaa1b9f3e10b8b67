/** A titled list of scoring messages (Strengths, Weaknesses, Recommendations); says "None" when empty. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleText } from '../common/rule-text';

export interface MessageListProps {
  title: string;
  keys: readonly string[];
  ruleText: RuleText;
  tone: 'positive' | 'negative' | 'neutral';
}

const MARKERS = {
  positive: 'marker:text-emerald-600 dark:marker:text-emerald-400',
  negative: 'marker:text-rose-600 dark:marker:text-rose-400',
  neutral: 'marker:text-sky-600 dark:marker:text-sky-400',
} as const;

export function MessageList({ title, keys, ruleText, tone }: MessageListProps) {
  const { t } = useTranslation('evaluation');
  const headingId = useId();
  // The same message twice (e.g. from two stages) would only repeat itself.
  const unique = [...new Set(keys)];
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold">
        {title}
      </h4>
      {unique.length > 0 ? (
        <ul className={`mt-1 list-disc space-y-1 pl-5 text-sm ${MARKERS[tone]}`}>
          {unique.map((key) => (
            <li key={key}>{ruleText(key)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('result.none')}</p>
      )}
    </section>
  );
}
