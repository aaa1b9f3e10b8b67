/** Delete all my data: enabled only once the investor has typed the confirmation word. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';
import { TextInput } from '../common/TextInput';
import { Section } from './Section';

export interface DeleteAllFormProps {
  deleting: boolean;
  disabled?: boolean;
  onDeleteAll: () => void;
}

export function DeleteAllForm({ deleting, disabled = false, onDeleteAll }: DeleteAllFormProps) {
  const { t } = useTranslation('data');
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const word = t('deleteAll.word');
  // Case and surrounding spaces do not matter; the word itself must be typed, not pasted from elsewhere by accident.
  const confirmed = typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) onDeleteAll();
  };
  return (
    <Section title={t('deleteAll.button')} danger>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm">{t('deleteAll.confirm')}</p>
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
          {t('deleteAll.submit')}
        </Button>
      </form>
    </Section>
  );
}
