import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInDialog } from '../../src/ui/auth/SignInDialog';
import { storyT } from '../support';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Auth/SignInDialog',
  component: SignInDialog,
  args: {
    open: true,
    onClose: fn(),
    oauthAvailable: true,
    resetAvailable: true,
    onRegister: fn(),
    onLogin: fn(),
    onProvider: fn(),
    onEmailBlur: fn(),
    onForgotPassword: fn(),
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText(t('auth:email')), 'ann@example.com');
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledWith('ann@example.com');
    await userEvent.type(body.getByLabelText(t('auth:password')), 'correct horse{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith('ann@example.com', 'correct horse');
  },
};

export const MissingCredentials: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: t('auth:register') }));
    await expect(body.getByRole('alert')).toHaveTextContent(t('auth:credentialsRequired'));
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const LoggingIn: Story = {
  args: { busy: 'login', defaultEmail: 'ann@example.com' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('button', { name: t('auth:login') })).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: t('auth:register') })).toBeDisabled();
  },
};

export const GitHubBusy: Story = {
  args: { busy: 'github' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const github = page(canvasElement).getByRole('button', {
      name: t('auth:continueWith', { provider: t('auth:providers.github') }),
    });
    await expect(github).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: { defaultEmail: 'ann@example.com', error: 'Incorrect password.' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('Incorrect password.');
  },
};

export const PasswordAccount: Story = {
  args: { defaultEmail: 'ann@example.com', methods: ['password'], methodsEmail: 'ann@example.com' },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(page(canvasElement).getByRole('button', { name: t('auth:forgotPassword') }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ann@example.com');
  },
};

export const ResetEmailSent: Story = {
  args: {
    defaultEmail: 'ann@example.com',
    methods: ['password'],
    methodsEmail: 'ann@example.com',
    notice: 'Reset email sent',
  },
};

export const SocialAccountNotice: Story = {
  args: { defaultEmail: 'dev@example.com', methods: ['github'], methodsEmail: 'dev@example.com' },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const github = t('auth:providers.github');
    await expect(body.getByText(t('auth:registeredWithProvider', { provider: github }))).toBeVisible();
    const [fromNotice] = body.getAllByRole('button', { name: t('auth:continueWith', { provider: github }) });
    await userEvent.click(fromNotice as HTMLElement);
    await expect(args.onProvider).toHaveBeenCalledWith('github');
  },
};

export const LocalMode: Story = {
  args: {
    oauthAvailable: false,
    resetAvailable: false,
    defaultEmail: 'ann@example.com',
    methods: ['password'],
    methodsEmail: 'ann@example.com',
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const google = body.getByRole('button', { name: t('auth:continueWith', { provider: t('auth:providers.google') }) });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(t('auth:oauthUnavailable'));
    await expect(body.queryByRole('button', { name: t('auth:forgotPassword') })).toBeNull();
  },
};

export const DatabaseLoading: Story = {
  args: { databaseProgress: 42, oauthAvailable: false, resetAvailable: false },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(t('auth:databaseLoading', { percent: 42 }));
  },
};
