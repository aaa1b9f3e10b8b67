import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { SignInDialog, type SignInDialogProps } from './SignInDialog';

function renderDialog(overrides: Partial<SignInDialogProps> = {}) {
  const props: SignInDialogProps = {
    open: true,
    onClose: vi.fn(),
    oauthAvailable: true,
    resetAvailable: true,
    onRegister: vi.fn(),
    onLogin: vi.fn(),
    onProvider: vi.fn(),
    onEmailBlur: vi.fn(),
    onForgotPassword: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <SignInDialog {...props} />
    </I18nextProvider>,
  );
  return props;
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('SignInDialog', () => {
  it('asks for both credentials instead of calling back when a field is empty', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.type(email(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('logs in with Enter and registers with the trimmed email', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.type(email(), '  ann@example.com ');
    await user.type(password(), 'secret{Enter}');
    expect(props.onLogin).toHaveBeenCalledWith('ann@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onRegister).toHaveBeenCalledWith('ann@example.com', 'secret');
  });

  it('looks the email up when the field loses focus', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.type(email(), 'ann@example.com ');
    await user.tab();
    expect(props.onEmailBlur).toHaveBeenCalledWith('ann@example.com');
  });

  it('offers "Forgot password?" only for password accounts, and only for the email looked up', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      methods: ['password'],
      methodsEmail: 'ann@example.com',
      defaultEmail: 'ann@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(props.onForgotPassword).toHaveBeenCalledWith('ann@example.com');
    await user.type(email(), 'x');
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('names the social provider an email belongs to and continues with it', async () => {
    const user = userEvent.setup();
    const props = renderDialog({ methods: ['github'] });
    expect(screen.getByText('This email has been registered with a GitHub account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    const [fromNotice] = screen.getAllByRole('button', { name: 'Continue with GitHub' });
    await user.click(fromNotice as HTMLElement);
    expect(props.onProvider).toHaveBeenCalledWith('github');
  });

  it('spins only the busy action and holds the others', () => {
    renderDialog({ busy: 'google' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('says plainly in local mode that social sign-in and reset need Supabase', () => {
    renderDialog({ oauthAvailable: false, resetAvailable: false, methods: ['password'] });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/need a Supabase project/);
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Password reset emails need a Supabase project/)).toBeInTheDocument();
  });

  it('shows the container error, the notice and the database progress', () => {
    renderDialog({ error: 'Incorrect password.', notice: 'Reset email sent', databaseProgress: 42.4 });
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(screen.getByText('Reset email sent')).toBeInTheDocument();
    expect(screen.getByText('Database still loading (42%)…')).toBeInTheDocument();
  });
});
