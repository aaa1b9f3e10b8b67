/**
 * Spec §2 banners: the yellow sign-in reminder while signed out, the dismissible
 * red banner with the latest error, and the notice slot.
 */
import { useTranslation } from 'react-i18next';
import type { ChannelMessage } from '../../app/message-channel';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { useChannelText } from './useChannelText';

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

export function ErrorBanner({
  message,
  onDismiss,
}: {
  message: ChannelMessage | null;
  onDismiss: (id: number) => void;
}) {
  const text = useChannelText(message);
  if (!message) return null;
  return (
    <Alert tone="error" onDismiss={() => onDismiss(message.id)}>
      {text}
    </Alert>
  );
}

export function NoticeBanner({
  message,
  onDismiss,
}: {
  message: ChannelMessage | null;
  onDismiss: (id: number) => void;
}) {
  const text = useChannelText(message);
  if (!message) return null;
  return (
    <Alert tone="info" onDismiss={() => onDismiss(message.id)}>
      {text}
    </Alert>
  );
}
