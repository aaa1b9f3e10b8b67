import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackendUnavailableBanner, ErrorBanner, NoticeBanner, SignInReminder } from '../../src/ui/shell/Banners';
import type { ChannelMessage } from '../../src/ui/shell/types';
import { storyT } from '../support';

const meta = {
  title: 'Shell/Banners',
  component: SignInReminder,
  args: { onSignIn: fn() },
} satisfies Meta<typeof SignInReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInReminderBanner: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:signInReminder'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:signIn') }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

const error: ChannelMessage = { id: 1, key: 'common:unknownError' };

export const ErrorDismissible: Story = {
  render: function Render() {
    const [message, setMessage] = useState<ChannelMessage | null>(error);
    return <ErrorBanner message={message} onDismiss={() => setMessage(null)} />;
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:unknownError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:dismiss') }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorWithUnknownKey: Story = {
  render: () => <ErrorBanner message={{ id: 2, key: 'errors:noSuchKey' }} onDismiss={() => {}} />,
  play: async ({ canvasElement, context }) => {
    // A key that no table knows still shows a readable message, never the raw key.
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('common:unknownError'));
  },
};

export const Notice: Story = {
  render: () => <NoticeBanner message={{ id: 3, key: 'shell:signInReminder' }} onDismiss={() => {}} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('shell:signInReminder'));
  },
};

/** The database could not be opened: the reason, and a Retry that starts the load again. */
export const BackendUnavailable: Story = {
  render: function Render() {
    const [retries, setRetries] = useState(0);
    return (
      <div>
        <BackendUnavailableBanner
          message={{ id: 4, key: 'errors:databaseUnavailable' }}
          retrying={false}
          onRetry={() => setRetries((n) => n + 1)}
        />
        <output>{retries}</output>
      </div>
    );
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('shell:backendUnavailable'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:databaseUnavailable'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:retry') }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
  },
};

/** Another tab runs an older build: reload it; shown while a Retry is under way. */
export const OtherTabsOutdatedRetrying: Story = {
  render: () => (
    <BackendUnavailableBanner message={{ id: 5, key: 'errors:otherTabsOutdated' }} retrying onRetry={() => {}} />
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:otherTabsOutdated'));
  },
};
