/**
 * Top bar: app name, welcome line when signed in, theme and language
 * controls, sign-in / sign-out. `actions` holds extra buttons (e.g. AI settings).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../content/types';
import { Button } from '../common/Button';
import { LogoIcon } from './icons';
import { LanguageToggle } from './LanguageToggle';
import { ThemeControl } from './ThemeControl';
import type { ThemeSetting } from './types';

export interface TopBarProps {
  /** Display name when signed in; null when signed out; undefined while a stored session is being checked. */
  userName: string | null | undefined;
  theme: ThemeSetting;
  onThemeChange: (theme: ThemeSetting) => void;
  language: Lang;
  onLanguageChange: (language: Lang) => void;
  onSignIn: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  actions?: ReactNode;
}

export function TopBar({
  userName,
  theme,
  onThemeChange,
  language,
  onLanguageChange,
  onSignIn,
  onSignOut,
  signingOut = false,
  actions,
}: TopBarProps) {
  const { t } = useTranslation('shell');
  const signedIn = typeof userName === 'string';
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
        {/* The name never shrinks to an ellipsis: on a narrow screen the controls wrap onto a line of their own. */}
        <div className="flex max-w-full shrink-0 grow items-center gap-2">
          <LogoIcon />
          <h1 className="text-lg font-semibold tracking-tight">{t('appName')}</h1>
        </div>
        {signedIn && (
          <p className="order-last w-full truncate text-sm text-slate-600 sm:order-none sm:w-auto dark:text-slate-300">
            {t('welcome', { name: userName })}
          </p>
        )}
        {/* On a phone the controls wrap as whole buttons, never a label over two lines. */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2 [&_button]:whitespace-nowrap [&>button]:px-2.5 sm:[&>button]:px-3">
          {actions}
          <ThemeControl value={theme} onChange={onThemeChange} />
          <LanguageToggle value={language} onChange={onLanguageChange} />
          {userName === undefined ? (
            // A returning investor is not offered Log in while their session is checked; the place is kept, so
            // the controls beside it do not move when Sign out takes it.
            <Button aria-hidden disabled tabIndex={-1} className="invisible">
              {t('signOut')}
            </Button>
          ) : signedIn ? (
            <Button onClick={onSignOut} busy={signingOut}>
              {t('signOut')}
            </Button>
          ) : (
            <Button variant="primary" onClick={onSignIn}>
              {t('signIn')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
