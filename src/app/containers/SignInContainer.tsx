/**
 * Connects the sign-in dialog to the auth port. The dialog opens at once; if the
 * embedded database is still loading, actions wait for it and the dialog shows
 * its progress.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backendMode, loadBackend } from '../../data/backend';
import type { AuthPort } from '../../data/ports';
import type { SignInMethod } from '../../data/types';
import type { SignInDialogProps } from '../../ui/auth/SignInDialog';
import { DeferredDialog, lazyDialog } from '../../ui/common/lazy-dialog';
import { useMessageText } from '../../ui/common/use-message-text';
import { requestPersistentStorage } from '../browser-storage';
import type { MessageChannel } from '../message-channel';

type Action = NonNullable<SignInDialogProps['busy']>;

// Not part of the first paint: the dialog's code (and Headless UI's dialog) loads once the page is idle.
const signInDialog = lazyDialog(async () => (await import('../../ui/auth/SignInDialog')).SignInDialog);

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
  /** Set while a sign-in, registration or reset runs: a lookup not yet sent then waits for nothing. */
  const acting = useRef(false);

  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return signInDialog.preload();
    const idle = requestIdleCallback(signInDialog.preload);
    return () => cancelIdleCallback(idle);
  }, []);

  async function run(action: Action, work: (auth: AuthPort) => Promise<unknown>, onDone?: () => void) {
    acting.current = true;
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
      acting.current = false;
      setBusy(null);
    }
  }

  const dialogProps: SignInDialogProps = {
    open,
    onClose,
    busy,
    methods: methods?.methods ?? [],
    methodsEmail: methods?.email ?? null,
    error,
    notice,
    oauthAvailable: supabase,
    resetAvailable: supabase,
    databaseProgress: busy ? databaseProgress : null,
    onLogin: (email, password) => run('login', (auth) => auth.signIn(email, password), onClose),
    onRegister: (email, password) =>
      run(
        'register',
        (auth) => auth.signUp(email, password),
        () => {
          onClose();
          if (!supabase) void tellWhereDataLives(notices);
        },
      ),
    onProvider: (provider) => run(provider, (auth) => auth.signInWithProvider(provider)),
    onForgotPassword: (email) =>
      run(
        'reset',
        (auth) => auth.requestPasswordReset(email),
        () => {
          setNotice(t('resetSent'));
          notices.publish('auth:resetSent');
        },
      ),
    onEmailBlur: (email) => {
      // A lookup failure only hides the hints; it never blocks signing in. Nor does the
      // lookup itself: once the person has pressed a button, the hints come too late to
      // help, and the embedded database, which answers one query at a time, would make
      // their sign-in or registration wait behind it.
      loadBackend()
        .then(({ auth }) => (acting.current ? null : auth.lookupMethods(email)))
        .then((found) => found && setMethods({ email, methods: found }))
        .catch(() => setMethods(null));
    },
  };
  return <DeferredDialog dialog={signInDialog} props={dialogProps} />;
}
