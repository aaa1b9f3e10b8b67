/**
 * The application root: providers, local settings, the shell, and — once their
 * code has loaded — the session's screens (which wait for the backend themselves).
 */
import type { i18n } from 'i18next';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { aiSettingsEntry } from '../ai/ai-settings-entry';
import { mayHaveStoredSession } from '../data/session-hint';
import { loadScreenTexts } from '../i18n/app-i18n';
import { langOf } from '../i18n/language-codes';
import { useLang } from '../i18n/use-lang';
import { AiSettingsButton } from '../ui/ai-settings/AiSettingsButton';
import { ErrorBoundary } from '../ui/common/ErrorBoundary';
import { BackendUnavailableBanner, ErrorBanner, NoticeBanner, SignInReminder } from '../ui/shell/Banners';
import { TopBar } from '../ui/shell/TopBar';
import type { ChannelMessage } from '../ui/shell/types';
import type { SessionView } from './containers/SessionContainer';
import { SignInContainer } from './containers/SignInContainer';
import { UpdateContainer } from './containers/UpdateContainer';
import type { MessageChannel } from './message-channel';
import { loadContentLanguage, setLanguage } from './set-language';
import type { UpdateOffer } from './update-offer';
import { useBackend } from './use-backend';
import { useThemeSetting } from './use-theme-setting';

/**
 * The signed-in screens (RJSF, the machines, the scoring rules) are a chunk of their
 * own, with their UI tables and the banks' texts in the reader's language: the
 * shell and the sign-in dialog paint without them.
 * The load starts right after the first paint, alongside the backend, so it is
 * ready by the time the backend is. The result is held in state rather than behind React.lazy:
 * a Suspense boundary that shows its fallback holds the content back for a few
 * hundred milliseconds more once it is ready, and this is the one wait every
 * returning user sits through.
 */
type SessionScreens = typeof import('./containers/SessionContainer');
let sessionScreens: SessionScreens | null = null;

async function loadSessionScreens(i18n: i18n): Promise<SessionScreens> {
  const [screens] = await Promise.all([
    import('./containers/SessionContainer'),
    loadScreenTexts(i18n),
    loadContentLanguage(langOf(i18n.language)),
  ]);
  sessionScreens = screens;
  return screens;
}

/** The signed-in screens once loaded; a failed load (e.g. a chunk gone after a deploy) is shown with Retry. */
function useSessionScreens(i18n: i18n, wanted: boolean) {
  const [screens, setScreens] = useState(sessionScreens);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ChannelMessage | null>(null);
  useEffect(() => {
    let alive = true;
    // Held at once, not only once the backend is in: a returning investor's kept journal shows with them.
    loadSessionScreens(i18n).then(
      (module) => alive && setScreens(module),
      () => {
        // Reported when the screens are needed: the effect below tries again.
      },
    );
    return () => {
      alive = false;
    };
  }, [i18n]);
  useEffect(() => {
    if (!wanted || screens) return;
    let alive = true;
    loadSessionScreens(i18n).then(
      (module) => {
        if (!alive) return;
        setFailure(null);
        setScreens(module);
      },
      () => alive && setFailure({ id: attempt, key: 'errors:loadConnection' }),
    );
    return () => {
      alive = false;
    };
  }, [i18n, wanted, screens, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { screens, failure, retry, retrying: failure !== null && failure.id !== attempt };
}

export interface AppProps {
  i18n: i18n;
  errors: MessageChannel;
  notices: MessageChannel;
  /** A waiting new version of the app (from the service worker), offered to the person. */
  updates: UpdateOffer;
  /** The journal this browser kept has painted (see SessionContainer). */
  onKeptJournalShown?: () => void;
}

/**
 * Before the signed-in screens' code is in: signed out for a first visit (the reminder shows at
 * once), "still checking" when a stored session may be restored. Once it is in, the session's
 * container takes over, backend or not (it shows the journal this browser kept meanwhile).
 */
function loadingView(): SessionView {
  return {
    userName: mayHaveStoredSession() ? undefined : null,
    signOut: () => {},
    signingOut: false,
    content: null,
    editing: false,
  };
}

export function App({ i18n, errors, notices, updates, onKeptJournalShown }: AppProps) {
  const { theme, setTheme } = useThemeSetting();
  const lang = useLang();
  const latestError = useSyncExternalStore(errors.subscribe, errors.latest);
  const latestNotice = useSyncExternalStore(notices.subscribe, notices.latest);
  const { backend, percent, failure, retry, retrying } = useBackend();
  const session = useSessionScreens(i18n, backend !== null);
  const screens = session.screens;
  const unavailable = failure && !backend ? { failure, retry, retrying } : session.failure ? session : null;
  const [signInOpen, setSignInOpen] = useState(false);
  const openSignIn = () => setSignInOpen(true);

  const shell = (view: SessionView): ReactNode => {
    return (
      <div className="min-h-screen">
        <TopBar
          userName={view.userName}
          theme={theme}
          onThemeChange={setTheme}
          language={lang}
          onLanguageChange={(language) => void setLanguage(i18n, language)}
          onSignIn={openSignIn}
          onSignOut={view.signOut}
          signingOut={view.signingOut}
          actions={
            <>
              {view.actions}
              <AiSettingsButton entry={aiSettingsEntry} />
            </>
          }
        />
        <main className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4">
          {unavailable?.failure && (
            <BackendUnavailableBanner
              message={unavailable.failure}
              retrying={unavailable.retrying}
              onRetry={unavailable.retry}
            />
          )}
          {view.userName === null && <SignInReminder onSignIn={openSignIn} />}
          <ErrorBanner message={latestError} onDismiss={errors.dismiss} />
          <NoticeBanner message={latestNotice} onDismiss={notices.dismiss} />
          <ErrorBoundary>{view.content}</ErrorBoundary>
        </main>
        <UpdateContainer updates={updates} editing={view.editing} />
      </div>
    );
  };

  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary scope="page">
        {/*
          The session's container takes the shell over, which mounts the shell anew: a click on Sign in
          landing in that instant is lost. Someone who may be signed in sees no Sign in button, and gains
          the journal kept from their last visit, so for them it takes over as soon as its code is in; a
          first visitor, who has nothing kept, keeps this shell until the database is ready as well.
        */}
        {screens && (backend || mayHaveStoredSession()) ? (
          <screens.SessionContainer
            backend={backend}
            errors={errors}
            notices={notices}
            onKeptJournalShown={onKeptJournalShown}
          >
            {shell}
          </screens.SessionContainer>
        ) : (
          shell(loadingView())
        )}
        {/*
          Beside the shell, not in it: the shell is mounted anew when the signed-in screens' code arrives (it
          moves under the session's container), and a first visitor may be typing their e-mail and password
          into this dialog exactly then. Here it keeps what they typed. A successful sign-in closes it.
        */}
        <SignInContainer
          open={signInOpen}
          onClose={() => setSignInOpen(false)}
          databaseProgress={percent}
          notices={notices}
        />
      </ErrorBoundary>
    </I18nextProvider>
  );
}
