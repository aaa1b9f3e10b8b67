/**
 * The application root: providers, local settings, the shell, and — once the
 * backend has loaded — the session's screens.
 */
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { aiSettingsPort } from '../ai';
import { mayHaveStoredSession } from '../data/session-hint';
import { AiSettingsButton } from '../ui/ai-settings/AiSettingsButton';
import { ErrorBoundary } from '../ui/common/ErrorBoundary';
import { ErrorBanner, NoticeBanner, SignInReminder } from '../ui/shell/Banners';
import { TopBar } from '../ui/shell/TopBar';
import type { SessionView } from './containers/SessionContainer';
import { SignInContainer } from './containers/SignInContainer';
import type { MessageChannel } from './message-channel';
import { useBackend } from './useBackend';
import { useLocalSettings } from './useLocalSettings';

/**
 * The signed-in screens (RJSF, the machines, the scoring rules) are a chunk of their
 * own: the shell and the sign-in dialog paint without them. The import starts at
 * once, alongside the backend, so it is ready by the time the backend is.
 */
const loadSessionContainer = () => import('./containers/SessionContainer');
const SessionContainer = lazy(() => loadSessionContainer().then((module) => ({ default: module.SessionContainer })));
if (typeof window !== 'undefined') void loadSessionContainer();

export interface AppProps {
  i18n: i18n;
  errors: MessageChannel;
  notices: MessageChannel;
}

/**
 * Before the backend has loaded: signed out for a first visit (the reminder shows at
 * once), "still checking" when a stored session may be restored.
 */
function loadingView(): SessionView {
  return { userName: mayHaveStoredSession() ? undefined : null, signOut: () => {}, signingOut: false, content: null };
}

export function App({ i18n, errors, notices }: AppProps) {
  const settings = useLocalSettings(i18n);
  const latestError = useSyncExternalStore(errors.subscribe, errors.latest);
  const latestNotice = useSyncExternalStore(notices.subscribe, notices.latest);
  const { backend, percent } = useBackend(errors.publish);
  const [signInOpen, setSignInOpen] = useState(false);
  const openSignIn = () => setSignInOpen(true);

  const shell = (view: SessionView): ReactNode => {
    const signedIn = typeof view.userName === 'string';
    return (
      <div className="min-h-screen">
        <TopBar
          userName={view.userName ?? null}
          theme={settings.theme}
          onThemeChange={settings.setTheme}
          language={settings.language}
          onLanguageChange={settings.setLanguage}
          onSignIn={openSignIn}
          onSignOut={view.signOut}
          signingOut={view.signingOut}
          actions={<AiSettingsButton port={aiSettingsPort} />}
        />
        <main className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4">
          {view.userName === null && <SignInReminder onSignIn={openSignIn} />}
          <ErrorBanner message={latestError} onDismiss={errors.dismiss} />
          <NoticeBanner message={latestNotice} onDismiss={notices.dismiss} />
          <ErrorBoundary>{view.content}</ErrorBoundary>
        </main>
        <SignInContainer
          open={signInOpen && !signedIn}
          onClose={() => setSignInOpen(false)}
          databaseProgress={percent}
          notices={notices}
        />
      </div>
    );
  };

  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary scope="page">
        {backend ? (
          <Suspense fallback={shell(loadingView())}>
            <SessionContainer backend={backend} errors={errors} notices={notices}>
              {shell}
            </SessionContainer>
          </Suspense>
        ) : (
          shell(loadingView())
        )}
      </ErrorBoundary>
    </I18nextProvider>
  );
}
