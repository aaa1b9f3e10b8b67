/**
 * The application root: providers, settings, the shell and the signed-in screens.
 */
import type { i18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBanner, NoticeBanner, SignInReminder } from '../ui/shell/Banners';
import { TopBar } from '../ui/shell/TopBar';
import type { MessageChannel } from './message-channel';
import { useLocalSettings } from './useLocalSettings';

export interface AppProps {
  i18n: i18n;
  errors: MessageChannel;
  notices: MessageChannel;
}

export function App({ i18n, errors, notices }: AppProps) {
  const settings = useLocalSettings(i18n);
  const latestError = useSyncExternalStore(errors.subscribe, errors.latest);
  const latestNotice = useSyncExternalStore(notices.subscribe, notices.latest);
  const openSignIn = () => {};

  return (
    <I18nextProvider i18n={i18n}>
      <div className="min-h-screen">
        <TopBar
          userName={null}
          theme={settings.theme}
          onThemeChange={settings.setTheme}
          language={settings.language}
          onLanguageChange={settings.setLanguage}
          onSignIn={openSignIn}
          onSignOut={() => {}}
        />
        <main className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4">
          <SignInReminder onSignIn={openSignIn} />
          <ErrorBanner message={latestError} onDismiss={errors.dismiss} />
          <NoticeBanner message={latestNotice} onDismiss={notices.dismiss} />
        </main>
      </div>
    </I18nextProvider>
  );
}
