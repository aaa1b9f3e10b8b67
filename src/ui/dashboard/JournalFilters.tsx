/**
 * The journal's search and filters: words searched in names and answers, a
 * status, a stage, a rating and a tag, with how many decisions they leave and a way back to
 * all of them. Native controls, so keyboards, screen readers and phones
 * handle them as they handle any form.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../data/limits';
import { Button } from '../common/Button';
import { TextInput } from '../common/TextInput';
import { isFiltering, JOURNAL_STATUSES, type JournalFilter, type JournalStatus, NO_FILTER } from './journal-filter';

export interface JournalFiltersProps {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
  /** The questionnaire's stage titles, in order. */
  stageTitles: readonly string[];
  /** The ratings of the evaluation rules, worded. */
  ratings: readonly { key: string; label: string }[];
  /** The tags the investor has used, the most used first; the tag choice shows once there is one. */
  tags?: readonly string[];
  /** How many decisions the filter leaves, and how many there are. */
  shown: number;
  total: number;
  /** Typed words whose results have not arrived yet. */
  searching?: boolean;
  /** Why the search failed, worded; null when it did not. */
  error?: string | null;
}

const SELECT =
  'block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

export function JournalFilters({
  filter,
  onChange,
  stageTitles,
  ratings,
  tags = [],
  shown,
  total,
  searching = false,
  error = null,
}: JournalFiltersProps) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const filtering = isFiltering(filter);
  return (
    <search className="mb-4 block space-y-2" aria-label={t('journal.filter.label')}>
      <div className="flex flex-wrap gap-2">
        {/* The words take a line of their own on a phone; the two choices then share the next. */}
        <div className="min-w-0 flex-[1_1_16rem]">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('journal.filter.search')}
          </label>
          <TextInput
            id={`${id}-q`}
            type="search"
            value={filter.query}
            maxLength={LIMITS.searchQuery}
            placeholder={t('journal.filter.searchPlaceholder')}
            onChange={(event) => onChange({ ...filter, query: event.target.value })}
            aria-describedby={`${id}-count`}
            invalid={error !== null}
          />
        </div>
        <div className="flex flex-[1_1_auto] flex-wrap gap-2">
          <Choice
            id={`${id}-status`}
            label={t('journal.filter.status')}
            value={filter.status}
            onChange={(value) => onChange({ ...filter, status: value as JournalStatus })}
            options={JOURNAL_STATUSES.map((status) => ({
              value: status,
              label: t(`journal.filter.statuses.${status}`),
            }))}
          />
          <Choice
            id={`${id}-stage`}
            label={t('journal.filter.stage')}
            value={filter.stage === null ? '' : String(filter.stage)}
            onChange={(value) => onChange({ ...filter, stage: value ? Number(value) : null })}
            options={[
              { value: '', label: t('journal.filter.anyStage') },
              ...stageTitles.map((title, index) => ({
                value: String(index + 1),
                label: t('journal.filter.stageOption', { stage: index + 1, title }),
              })),
            ]}
          />
          <Choice
            id={`${id}-rating`}
            label={t('journal.filter.rating')}
            value={filter.rating ?? ''}
            onChange={(value) => onChange({ ...filter, rating: value || null })}
            options={[
              { value: '', label: t('journal.filter.anyRating') },
              ...ratings.map(({ key, label }) => ({ value: key, label })),
            ]}
          />
          {(tags.length > 0 || filter.tag !== null) && (
            <Choice
              id={`${id}-tag`}
              label={t('journal.filter.tag')}
              value={filter.tag ?? ''}
              onChange={(value) => onChange({ ...filter, tag: value || null })}
              options={[
                { value: '', label: t('journal.filter.anyTag') },
                // A chosen tag stays offered even when no decision carries it any more, so the choice shows.
                ...(filter.tag !== null && !tags.includes(filter.tag) ? [filter.tag] : []).map((tag) => ({
                  value: tag,
                  label: tag,
                })),
                ...tags.map((tag) => ({ value: tag, label: tag })),
              ]}
            />
          )}
        </div>
      </div>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm">
        <p id={`${id}-count`} role="status" className="text-slate-600 dark:text-slate-400">
          {error ??
            (searching ? t('journal.filter.searching') : filtering ? t('journal.filter.shown', { shown, total }) : '')}
        </p>
        {filtering && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTER)}>
            {t('journal.filter.clear')}
          </Button>
        )}
      </div>
    </search>
  );
}

/** One of the filter's choices: a native select, its label read by screen readers only. */
function Choice({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="min-w-[8.5rem] flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
