/**
 * Connects the sign-in dialog to the auth port. The dialog opens at once; if the
 * embedded database is still loading, actions wait for it and the dialog shows
 * its progress.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backendMode, loadBackend } from '../../data/backend';
import type { AuthPort } from '../../data/ports';
import type { SignInMethod } from '../../data/types';
import { SignInDialog, type SignInDialogProps } from '../../ui/auth/SignInDialog';
import { requestPersistentStorage } from '../browser-storage';
import type { MessageChannel } from '../message-channel';
import { useMessageText } from './use-texts';

type Action = NonNullable<SignInDialogProps['busy']>;

export interface SignInContainerProps {
  open: boolean;
  onClose: () => void;
  /** 0-100 while the embedded database loads, else null. */
  databaseProgress: number | null;
  /** The shell's notice slot: "reset email sent" shows there too, after the dialog closes. */
  notices: MessageChannel;
}

/**
 * Once, after a local sign-up: asks the browser to keep this site's storage, then says
 * where the data lives, who could read it, and whether the browser agreed to keep it.
 */
async function tellWhereDataLives(notices: MessageChannel): Promise<void> {
  const granted = await requestPersistentStorage();
  notices.publish(granted ? 'data:myData.afterSignUp.granted' : 'data:myData.afterSignUp.denied');
}

export function SignInContainer({ open, onClose, databaseProgress, notices }: SignInContainerProps) {
  const { t } = useTranslation('auth');
  const texts = useMessageText();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [methods, setMethods] = useState<{ email: string; methods: SignInMethod[] } | null>(null);
  const supabase = backendMode === 'supabase';

  async function run(action: Action, work: (auth: AuthPort) => Promise<unknown>, onDone?: () => void) {
    setBusy(action);
    setError(null);
    setNotice(null);
    try {
      const { auth } = await loadBackend();
      await work(auth);
      onDone?.();
    } catch (caught) {
      setError(texts.error(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SignInDialog
      open={open}
      onClose={onClose}
      busy={busy}
      methods={methods?.methods ?? []}
      methodsEmail={methods?.email ?? null}
      error={error}
      notice={notice}
      oauthAvailable={supabase}
      resetAvailable={supabase}
      databaseProgress={busy ? databaseProgress : null}
      onLogin={(email, password) => run('login', (auth) => auth.signIn(email, password), onClose)}
      onRegister={(email, password) =>
        run(
          'register',
          (auth) => auth.signUp(email, password),
          () => {
            onClose();
            if (!supabase) void tellWhereDataLives(notices);
          },
        )
      }
      onProvider={(provider) => run(provider, (auth) => auth.signInWithProvider(provider))}
      onForgotPassword={(email) =>
        run(
          'reset',
          (auth) => auth.requestPasswordReset(email),
          () => {
            setNotice(t('resetSent'));
            notices.publish('auth:resetSent');
          },
        )
      }
      onEmailBlur={(email) => {
        // A lookup failure only hides the hints; it never blocks signing in.
        loadBackend()
          .then(({ auth }) => auth.lookupMethods(email))
          .then((found) => setMethods({ email, methods: found }))
          .catch(() => setMethods(null));
      }}
    />
  );
}
