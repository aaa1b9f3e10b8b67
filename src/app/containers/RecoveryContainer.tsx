/**
 * Supabase mode: the landing of a password-reset link. The auth port reports the
 * recovery session; the user chooses a new password here. Also shows, once, the
 * error of a sign-in redirect this page came back from (e.g. a reset link opened
 * in another browser than the one that asked for it — the PKCE verifier lives there).
 */

import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthPort } from '../../data/ports';
import { storeErrorMessage } from '../../i18n/user-message';
import { Alert } from '../../ui/common/Alert';
import { Button } from '../../ui/common/Button';
import { Modal } from '../../ui/common/Modal';
import { useMessageText } from '../../ui/common/use-message-text';
import type { MessageChannel } from '../message-channel';

export interface RecoveryContainerProps {
  auth: AuthPort;
  errors: MessageChannel;
  notices: MessageChannel;
}

export function RecoveryContainer({ auth, errors, notices }: RecoveryContainerProps) {
  const { t } = useTranslation('data');
  const texts = useMessageText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => auth.onPasswordRecovery?.(() => setOpen(true)), [auth]);
  useEffect(() => {
    auth.takeRedirectError?.().then((redirectError) => {
      const message = storeErrorMessage(redirectError);
      if (message) errors.publish(message.key, message.params);
    });
  }, [auth, errors]);

  if (!auth.updatePassword) return null;
  const updatePassword = auth.updatePassword.bind(auth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updatePassword(password);
      setOpen(false);
      setPassword('');
      notices.publish('data:recovery.saved');
    } catch (caught) {
      setError(texts.error(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t('recovery.title')} size="sm">
      <form onSubmit={submit} className="space-y-4">
        <label className="block space-y-1.5 text-sm font-medium">
          <span>{t('recovery.newPassword')}</span>
          <input
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" variant="primary" busy={busy} className="w-full">
          {t('recovery.save')}
        </Button>
      </form>
    </Modal>
  );
}
