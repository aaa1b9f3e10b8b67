/**
 * The studio forms' lists (the glossary's terms, a bank's stages and each
 * stage's questions), as RJSF array templates: a numbered list of cards, each
 * headed by its number and id with Up, Down and Delete, and Add under the list.
 * The buttons are the app's, their names say which item they act on (a screen
 * reader hears "Delete term 3", not three "Delete"s). What a list calls itself
 * and its items comes from the array's `ui:options.list` (see `ListTexts`), and
 * an item's data from the form's data in the form context, found by its path.
 */
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, Registry, UiSchema } from '@rjsf/utils';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/common/Button';
import type { ThemeFormContext } from '../ui/rjsf-theme';

/** A path inside the form's data, as RJSF gives it (`['sections', 2, 'questions', 0]`). */
export type DataPath = readonly (string | number)[];

/** How a list names itself and its items; the item functions get the item's number (from 1), path and data. */
export interface ListTexts {
  heading: string;
  /** The list's heading level; each item's heading is one level below it. */
  level: 3 | 4 | 5;
  empty: string;
  add: string;
  itemHeading: (number: number, path: DataPath, item: unknown) => string;
  moveUpLabel: (number: number, path: DataPath) => string;
  moveDownLabel: (number: number, path: DataPath) => string;
  removeLabel: (number: number, path: DataPath) => string;
}

/** The texts every list has, each form's under its own keys. */
export type ListKey =
  | 'heading'
  | 'empty'
  | 'add'
  | 'itemHeading'
  | 'itemHeadingNew'
  | 'moveUpLabel'
  | 'moveDownLabel'
  | 'removeLabel';

/**
 * A list's texts from its translations: `text` gives the one under a key, with the item's number (as `numberOf`
 * shows it: its place in the list unless given) and id. An item whose id is still empty is headed by number alone.
 */
export function listTexts(
  text: (key: ListKey, values?: { number: number | string; id?: string }) => string,
  level: ListTexts['level'],
  numberOf: (number: number, path: DataPath) => number | string = (number) => number,
): ListTexts {
  const label = (key: ListKey) => (number: number, path: DataPath) => text(key, { number: numberOf(number, path) });
  return {
    heading: text('heading'),
    level,
    empty: text('empty'),
    add: text('add'),
    itemHeading: (number, path, item) => {
      const id = (item as { id?: unknown } | undefined)?.id;
      const shown = numberOf(number, path);
      return typeof id === 'string' && id !== ''
        ? text('itemHeading', { number: shown, id })
        : text('itemHeadingNew', { number: shown });
    },
    moveUpLabel: label('moveUpLabel'),
    moveDownLabel: label('moveDownLabel'),
    removeLabel: label('removeLabel'),
  };
}

/** A studio form's context: the theme's, and the data the form shows (what an item's heading reads). */
export interface StudioFormContext extends ThemeFormContext {
  data: unknown;
  /**
   * The texts of a list whose uiSchema names none, by the list's path and title: for a form drawn from schemas it
   * does not know one by one (the rules files').
   */
  listTextsAt?: (path: DataPath, title: string | undefined) => ListTexts;
}

/** The value at `path` inside `data`, or undefined. */
export function dataAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined,
    data,
  );
}

const contextOf = (registry: Registry) => registry.formContext as StudioFormContext | undefined;
const dataOf = (registry: Registry) => contextOf(registry)?.data;

function listTextsOf(uiSchema: UiSchema | undefined, registry: Registry, path: DataPath, title?: string): ListTexts {
  const texts =
    (uiSchema?.['ui:options']?.list as ListTexts | undefined) ?? contextOf(registry)?.listTextsAt?.(path, title);
  if (!texts) throw new Error('A studio form list needs its texts in ui:options.list or the form context');
  return texts;
}

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id: string;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(level, 6)}` as 'h3';
  return (
    <Tag id={id} tabIndex={-1} className={className} data-item-heading="">
      {children}
    </Tag>
  );
}

export function ListTemplate({
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  fieldPathId,
  uiSchema,
  registry,
  title,
}: ArrayFieldTemplateProps) {
  const texts = listTextsOf(uiSchema, registry, fieldPathId.path, title);
  const headingId = `${fieldPathId.$id}__heading`;
  return (
    // A group, not a section: a bank has a list of questions in every stage, and landmarks must differ by name.
    <fieldset aria-labelledby={headingId} className="min-w-0 space-y-3">
      <Heading level={texts.level} id={headingId} className="text-base font-semibold">
        {texts.heading}
      </Heading>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.empty}</p>
      ) : (
        <ol className="space-y-4">{items}</ol>
      )}
      {canAdd && (
        <Button onClick={() => onAddClick()} disabled={disabled || readonly} data-add-item="">
          <span aria-hidden="true">+ </span>
          {texts.add}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * Where the keyboard goes once an item is deleted (its button is gone): the item now in its place, else the one
 * before it, else Add.
 */
function focusAfterRemoval(list: HTMLElement | null, index: number) {
  const items = list?.querySelectorAll<HTMLElement>(':scope > ol > li') ?? [];
  const item = items[Math.min(index, items.length - 1)];
  const target =
    item?.querySelector<HTMLElement>('[data-item-heading]') ??
    list?.querySelector<HTMLElement>(':scope > [data-add-item]');
  target?.focus();
}

export function ListItemTemplate({
  children,
  index,
  buttonsProps,
  registry,
  disabled,
  readonly,
  parentUiSchema,
}: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation('studio');
  const { path } = buttonsProps.fieldPathId;
  const texts = listTextsOf(parentUiSchema, registry, path.slice(0, -1));
  const number = index + 1;
  const inactive = Boolean(disabled || readonly);
  const headingId = `${buttonsProps.fieldPathId.$id}__heading`;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttonsProps;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading level={texts.level + 1} id={headingId} className="mr-auto truncate text-sm font-semibold">
          {texts.itemHeading(number, path, dataAt(dataOf(registry), path))}
        </Heading>
        <Button
          variant="ghost"
          onClick={() => onMoveUpItem()}
          disabled={inactive || !hasMoveUp}
          aria-label={texts.moveUpLabel(number, path)}
        >
          <span aria-hidden="true">↑ </span>
          {t('list.moveUp')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onMoveDownItem()}
          disabled={inactive || !hasMoveDown}
          aria-label={texts.moveDownLabel(number, path)}
        >
          <span aria-hidden="true">↓ </span>
          {t('list.moveDown')}
        </Button>
        {hasRemove && (
          <Button
            variant="ghost"
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              const list = event.currentTarget.closest('li')?.parentElement?.parentElement ?? null;
              onRemoveItem();
              setTimeout(() => focusAfterRemoval(list, index));
            }}
            disabled={inactive}
            aria-label={texts.removeLabel(number, path)}
          >
            <span aria-hidden="true">✕ </span>
            {t('list.remove')}
          </Button>
        )}
      </div>
      {children}
    </li>
  );
}

/** The templates every studio form's lists are drawn with. */
export const LIST_TEMPLATES = { ArrayFieldTemplate: ListTemplate, ArrayFieldItemTemplate: ListItemTemplate };
