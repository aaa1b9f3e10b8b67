/**
 * Login / register dialog. Presentational: it keeps only what is typed
 * and whether a submit was tried; the container runs the auth port and feeds the
 * outcome back through `busy`, `methods`, `error` and `notice`.
 */

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider, SignInMethod } from '../../data/types';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { TextInput } from '../common/TextInput';
import { ProviderIcon } from './ProviderIcon';

/** The actions that can be in flight; each has its own spinner. */
export type SignInAction = 'register' | 'login' | 'reset' | OAuthProvider;

const PROVIDERS: readonly OAuthProvider[] = ['google', 'github'];

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** The action in flight, if any: its button spins and every action button waits. */
  busy?: SignInAction | null;
  /** Sign-in methods looked up for `methodsEmail` after the email field lost focus. */
  methods?: readonly SignInMethod[];
  /** The email `methods` belong to; once the field holds another email they are ignored. Omit to always apply them. */
  methodsEmail?: string | null;
  /** Already translated message from the last failed action. */
  error?: string | null;
  /** Already translated success notice, e.g. that the reset email was sent. */
  notice?: string | null;
  /** Google / GitHub sign-in work (Supabase mode); false in embedded local mode. */
  oauthAvailable: boolean;
  /** Password-reset emails work (Supabase mode); false in embedded local mode. */
  resetAvailable: boolean;
  /** 0-100 while the embedded database is still loading; null or omitted once ready. */
  databaseProgress?: number | null;
  defaultEmail?: string;
  /** Email is trimmed; both fields are known to be non-empty. */
  onRegister: (email: string, password: string) => void;
  onLogin: (email: string, password: string) => void;
  onProvider: (provider: OAuthProvider) => void;
  /** Fired with the trimmed email when the email field loses focus holding one: time to look up its methods. */
  onEmailBlur: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

export function SignInDialog({ open, onClose, ...formProps }: SignInDialogProps) {
  const { t } = useTranslation('auth');
  // The form lives inside the dialog so closing it forgets the typed password.
  return (
    <Modal open={open} onClose={onClose} title={t('title')}>
      <SignInForm {...formProps} />
    </Modal>
  );
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function SignInForm({
  busy = null,
  methods = [],
  methodsEmail,
  error,
  notice,
  oauthAvailable,
  resetAvailable,
  databaseProgress,
  defaultEmail = '',
  onRegister,
  onLogin,
  onProvider,
  onEmailBlur,
  onForgotPassword,
}: Omit<SignInDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('auth');
  const ids = { email: useId(), password: useId(), message: useId(), oauthNote: useId() };
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);

  const trimmedEmail = email.trim();
  const emailMissing = attempted && trimmedEmail === '';
  const passwordMissing = attempted && password === '';
  const message = emailMissing || passwordMissing ? t('credentialsRequired') : error;
  const known = methodsEmail == null || sameEmail(methodsEmail, trimmedEmail) ? methods : [];
  const socialMethods = PROVIDERS.filter((provider) => known.includes(provider));
  const waiting = busy !== null;

  const submit = (action: 'login' | 'register') => {
    setAttempted(true);
    if (trimmedEmail === '' || password === '') return;
    (action === 'login' ? onLogin : onRegister)(trimmedEmail, password);
  };

  const providerButton = (provider: OAuthProvider) => (
    <Button
      key={provider}
      icon={<ProviderIcon provider={provider} />}
      busy={busy === provider}
      disabled={waiting || !oauthAvailable}
      aria-describedby={oauthAvailable ? undefined : ids.oauthNote}
      onClick={() => onProvider(provider)}
      className="w-full"
    >
      {t('continueWith', { provider: t(`providers.${provider}`) })}
    </Button>
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit('login');
      }}
    >
      {databaseProgress != null && (
        <Alert tone="info">{t('databaseLoading', { percent: Math.round(databaseProgress) })}</Alert>
      )}

      <div className="space-y-1">
        <label htmlFor={ids.email} className="block text-sm font-medium">
          {t('email')}
        </label>
        <TextInput
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          data-autofocus
          value={email}
          aria-invalid={emailMissing || undefined}
          aria-describedby={message ? ids.message : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => {
            if (trimmedEmail !== '') onEmailBlur(trimmedEmail);
          }}
          invalid={emailMissing}
        />
      </div>

      {socialMethods.map((provider) => (
        <Alert key={provider} tone="info">
          <p>{t('registeredWithProvider', { provider: t(`providers.${provider}`) })}</p>
          <div className="mt-2">{providerButton(provider)}</div>
        </Alert>
      ))}

      <div className="space-y-1">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={ids.password} className="block text-sm font-medium">
            {t('password')}
          </label>
          {known.includes('password') && resetAvailable && (
            <Button
              variant="ghost"
              busy={busy === 'reset'}
              disabled={waiting}
              onClick={() => onForgotPassword(trimmedEmail)}
              className="min-h-6 px-1 py-0 text-sky-700 underline dark:text-sky-300"
            >
              {t('forgotPassword')}
            </Button>
          )}
        </div>
        <TextInput
          id={ids.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={passwordMissing || undefined}
          aria-describedby={message ? ids.message : undefined}
          onChange={(event) => setPassword(event.target.value)}
          invalid={passwordMissing}
        />
        {known.includes('password') && !resetAvailable && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('forgotPassword')} {t('resetUnavailable')}
          </p>
        )}
      </div>

      <div id={ids.message}>{message && <Alert tone="error">{message}</Alert>}</div>
      {notice && <Alert tone="success">{notice}</Alert>}

      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button type="submit" variant="primary" busy={busy === 'login'} disabled={waiting}>
          {t('login')}
        </Button>
        <Button busy={busy === 'register'} disabled={waiting} onClick={() => submit('register')}>
          {t('register')}
        </Button>
      </div>

      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>

      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">{PROVIDERS.map(providerButton)}</div>
      {!oauthAvailable && (
        <p id={ids.oauthNote} className="text-xs text-slate-600 dark:text-slate-400">
          {t('oauthUnavailable')}
        </p>
      )}
    </form>
  );
}
