/**
 * The irreversible part of My data: delete the data and keep the login, or delete
 * the account (data and login). Either runs only once the investor has typed the
 * confirmation word; what will go, and the button, follow the choice.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';
import { TextInput } from '../common/TextInput';
import { RadioChoice } from './RadioChoice';
import { Section } from './Section';

/** What a deletion takes: the data (the login stays), or the whole account. */
export type DeletionScope = 'data' | 'account';

const SCOPES: readonly DeletionScope[] = ['data', 'account'];

const TEXTS = {
  data: { confirm: 'deleteAll.confirm', submit: 'deleteAll.submit' },
  account: { confirm: 'deleteAll.confirmAccount', submit: 'deleteAll.submitAccount' },
} as const;

export interface DeleteAllFormProps {
  deleting: boolean;
  disabled?: boolean;
  onDeleteAll: () => void;
  onDeleteAccount: () => void;
}

export function DeleteAllForm({ deleting, disabled = false, onDeleteAll, onDeleteAccount }: DeleteAllFormProps) {
  const { t } = useTranslation('data');
  const [scope, setScope] = useState<DeletionScope>('data');
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const word = t('deleteAll.word');
  // Case and surrounding spaces do not matter; the word itself must be typed, not pasted from elsewhere by accident.
  const confirmed = typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    if (scope === 'account') onDeleteAccount();
    else onDeleteAll();
  };
  return (
    <Section title={t('deleteAll.title')} danger>
      <form onSubmit={submit} className="space-y-3">
        <RadioChoice
          label={t('deleteAll.choice')}
          value={scope}
          options={SCOPES.map((value) => ({ value, label: t(`deleteAll.${value}`) }))}
          onChange={setScope}
          disabled={disabled || deleting}
        />
        <p className="text-sm" aria-live="polite">
          {t(TEXTS[scope].confirm)}
        </p>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm">
            {t('deleteAll.typePrompt', { word })}
          </label>
          <TextInput
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            disabled={disabled || deleting}
          />
        </div>
        <Button type="submit" variant="danger" busy={deleting} disabled={disabled || !confirmed}>
          {t(TEXTS[scope].submit)}
        </Button>
      </form>
    </Section>
  );
}
