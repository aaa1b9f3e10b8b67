/**
 * A decision's tags: one chip per tag with its own remove button, a text field
 * that adds what was typed on Enter or a comma (either width, so Chinese input
 * works as typed), the investor's other tags offered as suggestions (a native
 * datalist: no script, no popup of our own), and whether the tags are saved.
 * Presentational: the container saves each change and reports its status.
 */
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProblem, LIMITS, normalizeTags, tagsProblem } from '../../data/limits';
import { TextInput } from '../common/TextInput';
import { useMessageText } from '../common/use-message-text';
import { SaveStatus, type SaveStatusValue } from '../editor/SaveStatus';

export interface TagEditorProps {
  /** The tags shown: the stored ones, or the ones being saved. */
  tags: readonly string[];
  /** The investor's tags on other decisions, offered while typing. */
  suggestions?: readonly string[];
  /** The last save's status; 'idle' shows nothing. */
  status: SaveStatusValue;
  /** Already translated reason of a failed save. */
  error?: string | null;
  /** The new list, normalised and within the limits. */
  onChange: (tags: string[]) => void;
  onRetry: () => void;
}

/** Commas of either width end a tag; a pasted "a, b" is two. */
const SEPARATORS = /[,，、]/;

export function TagEditor({ tags, suggestions = [], status, error, onChange, onRetry }: TagEditorProps) {
  const { t } = useTranslation('editor');
  const texts = useMessageText();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  const listId = useId();

  const change = (next: string[]) => {
    const found = tagsProblem(next);
    setProblem(found);
    if (found) return false;
    onChange(next);
    return true;
  };

  /** Adds `words` as tags; `rest` stays typed when they are added (or were all on already). */
  const add = (words: string[], rest = '') => {
    const next = normalizeTags([...tags, ...words]);
    // Nothing new (blank, or only tags already on) leaves nothing to save.
    if (next.length === tags.length) {
      setProblem(null);
      setTyped(rest);
      return;
    }
    setTyped(change(next) ? rest : [...words, rest].filter((word) => word.trim() !== '').join(', '));
  };

  // A comma ends a tag however it arrives: typed, through an input method (which sends no key of its own), or pasted.
  const onTyped = (value: string) => {
    if (problem) setProblem(null);
    const words = value.split(SEPARATORS);
    const rest = words.pop() ?? '';
    if (words.length === 0) setTyped(value);
    else add(words, rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add([typed]);
  };

  const offered = suggestions.filter((tag) => !tags.some((on) => on.toLowerCase() === tag.toLowerCase()));
  const problemText = problem ? texts.message({ key: `errors:${problem.key}`, params: problem.params }) : null;

  return (
    <fieldset aria-labelledby={labelId} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span id={labelId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('tags.label')}
        </span>
        <SaveStatus status={status} error={error} onRetry={onRetry} />
      </div>
      {tags.length > 0 ? (
        <ul
          className="flex flex-wrap gap-1.5"
          aria-label={t('tags.count', { count: tags.length, max: LIMITS.decisionTags })}
        >
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-sky-50 py-0.5 pr-0.5 pl-2.5 text-sm text-sky-900 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => change(tags.filter((on) => on !== tag))}
                aria-label={t('tags.remove', { tag })}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sky-700 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300 dark:hover:bg-sky-900"
              >
                <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
                  <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tags.none')}</p>
      )}
      <TextInput
        type="text"
        value={typed}
        onChange={(event) => onTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => typed.trim() !== '' && add([typed])}
        list={offered.length > 0 ? listId : undefined}
        placeholder={t('tags.placeholder')}
        aria-labelledby={labelId}
        aria-describedby={problemText ? `${problemId} ${hintId}` : hintId}
        aria-invalid={problem !== null || undefined}
        enterKeyHint="done"
        autoComplete="off"
        invalid={problem !== null}
        className="sm:max-w-xs"
      />
      {offered.length > 0 && (
        <datalist id={listId}>
          {offered.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      )}
      {problemText && (
        <p id={problemId} className="text-sm text-rose-700 dark:text-rose-300">
          {problemText}
        </p>
      )}
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('tags.hint')}
      </p>
    </fieldset>
  );
}
