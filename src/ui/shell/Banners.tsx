/**
 * Banners: the yellow sign-in reminder while signed out, the dismissible
 * red banner with the latest error, and the notice slot.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { useMessageText } from '../common/use-message-text';
import type { ChannelMessage } from './types';

export function SignInReminder({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert tone="warning">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('signInReminder')}</span>
        <Button variant="secondary" onClick={onSignIn}>
          {t('signIn')}
        </Button>
      </div>
    </Alert>
  );
}

/**
 * The embedded database (or the Supabase client) could not be loaded: what went wrong and a
 * Retry, which starts the load again. Kept on screen until it works: nothing saves meanwhile.
 */
export function BackendUnavailableBanner({
  message,
  retrying,
  onRetry,
}: {
  message: ChannelMessage;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  const text = useMessageText().message(message);
  return (
    <Alert tone="error" title={t('backendUnavailable')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{text}</span>
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {t('retry')}
        </Button>
      </div>
    </Alert>
  );
}

/** One dismissible banner for a channel message: red for the latest error, blue for notices. */
function ChannelBanner({
  tone,
  message,
  onDismiss,
}: {
  tone: 'error' | 'info';
  message: ChannelMessage | null;
  onDismiss: (id: number) => void;
}) {
  const text = useMessageText().message(message);
  if (!message) return null;
  return (
    <Alert tone={tone} onDismiss={() => onDismiss(message.id)}>
      {text}
    </Alert>
  );
}

type BannerProps = { message: ChannelMessage | null; onDismiss: (id: number) => void };

export const ErrorBanner = (props: BannerProps) => <ChannelBanner tone="error" {...props} />;

export const NoticeBanner = (props: BannerProps) => <ChannelBanner tone="info" {...props} />;
