/**
 * The glossary form's list of terms, as RJSF array templates: a numbered list
 * of cards, each headed by its number and id with Up, Down and Delete, and Add
 * under the list. The buttons are the app's, their names say which term they
 * act on (a screen reader hears "Delete term 3", not three "Delete"s), and the
 * heading reads the term's id from the glossary in the form context. Another
 * form's lists (the rules form's) use the same templates with their own words,
 * given as `listTexts` in the form context.
 */
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldPathList, Registry } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/common/Button';
import { themeContext } from '../ui/rjsf-theme/form-context';

/** What a list other than the glossary's terms says: its heading, and each item's heading and button names. */
export interface ListTexts {
  heading: (title: string) => string;
  empty: string;
  add: (title: string) => string;
  /** By the item's path in the form data. */
  item: (path: FieldPathList) => { heading: string; moveUp: string; moveDown: string; remove: string };
}

const listTextsOf = (registry: Registry) => (registry.formContext as { listTexts?: ListTexts } | undefined)?.listTexts;

export function GlossaryTermsTemplate({
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  fieldPathId,
  registry,
  title,
}: ArrayFieldTemplateProps) {
  const { t } = useTranslation('studio');
  const headingId = `${fieldPathId.$id}__heading`;
  const texts = listTextsOf(registry);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {texts ? texts.heading(title) : t('glossaryForm.terms')}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts ? texts.empty : t('glossaryForm.noTerms')}</p>
      ) : (
        <ol className="space-y-4">{items}</ol>
      )}
      {canAdd && (
        <Button onClick={() => onAddClick()} disabled={disabled || readonly} data-add-term="">
          <span aria-hidden="true">+ </span>
          {texts ? texts.add(title) : t('glossaryForm.add')}
        </Button>
      )}
    </section>
  );
}

/**
 * Where the keyboard goes once a term is deleted (its button is gone): the term now in its place, else the one
 * before it, else Add.
 */
function focusAfterRemoval(section: HTMLElement | null, index: number) {
  const headings = section?.querySelectorAll<HTMLElement>('li h4') ?? [];
  const target =
    headings[Math.min(index, headings.length - 1)] ?? section?.querySelector<HTMLElement>('[data-add-term]');
  target?.focus();
}

export function GlossaryTermTemplate({
  children,
  index,
  buttonsProps,
  registry,
  disabled,
  readonly,
}: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation('studio');
  const number = index + 1;
  const id = themeContext(registry).glossary.terms[index]?.id;
  const inactive = Boolean(disabled || readonly);
  const headingId = `${buttonsProps.fieldPathId.$id}__heading`;
  const texts = listTextsOf(registry)?.item(buttonsProps.fieldPathId.path) ?? {
    heading: id ? t('glossaryForm.termHeading', { number, id }) : t('glossaryForm.termHeadingNew', { number }),
    moveUp: t('glossaryForm.moveUpLabel', { number }),
    moveDown: t('glossaryForm.moveDownLabel', { number }),
    remove: t('glossaryForm.removeLabel', { number }),
  };
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttonsProps;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} tabIndex={-1} className="mr-auto truncate text-sm font-semibold">
          {texts.heading}
        </h4>
        <Button
          variant="ghost"
          onClick={() => onMoveUpItem()}
          disabled={inactive || !hasMoveUp}
          aria-label={texts.moveUp}
        >
          <span aria-hidden="true">↑ </span>
          {t('glossaryForm.moveUp')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onMoveDownItem()}
          disabled={inactive || !hasMoveDown}
          aria-label={texts.moveDown}
        >
          <span aria-hidden="true">↓ </span>
          {t('glossaryForm.moveDown')}
        </Button>
        {hasRemove && (
          <Button
            variant="ghost"
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              const section = event.currentTarget.closest('section');
              onRemoveItem();
              setTimeout(() => focusAfterRemoval(section, index));
            }}
            disabled={inactive}
            aria-label={texts.remove}
          >
            <span aria-hidden="true">✕ </span>
            {t('glossaryForm.remove')}
          </Button>
        )}
      </div>
      {children}
    </li>
  );
}
