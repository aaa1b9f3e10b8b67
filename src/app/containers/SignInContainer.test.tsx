/**
 * The sign-in dialog against the auth port: the e-mail's sign-in methods are
 * looked up when the field loses focus, but never make a registration wait.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthPort, Backend } from '../../data/ports';
import type { SignInMethod } from '../../data/types';
import { createI18n } from '../../i18n';
import { translateDynamic } from '../../ui/common/use-message-text';
import { createMessageChannel } from '../message-channel';
import { SignInContainer } from './SignInContainer';

/** The backend as the page has it: loading until the test says it is ready. */
const backend = vi.hoisted(() => {
  let ready: (value: unknown) => void = () => {};
  let loading = new Promise((resolve) => {
    ready = resolve;
  });
  return {
    load: () => loading,
    ready: (value: unknown) => ready(value),
    reset() {
      loading = new Promise((resolve) => {
        ready = resolve;
      });
    },
  };
});
vi.mock('../../data/backend', () => ({ backendMode: 'local', loadBackend: () => backend.load() }));

const i18n = createI18n('en');
/** The English text of an auth key; a missing key fails the test rather than matching a raw key. */
const t = (key: string, params: Record<string, string> = {}) => {
  const text = translateDynamic(i18n, `auth:${key}`, params);
  if (text === null) throw new Error(`No text for ${key}`);
  return text;
};

function fakeAuth(methods: SignInMethod[]) {
  const calls: string[] = [];
  const auth: Pick<AuthPort, 'lookupMethods' | 'signUp'> = {
    lookupMethods: async (email) => {
      calls.push(`lookup ${email}`);
      return methods;
    },
    signUp: async (email) => {
      calls.push(`signUp ${email}`);
      return { userId: 'u1', email };
    },
  };
  return { calls, backend: { auth } as unknown as Backend };
}

function renderDialog() {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SignInContainer open onClose={onClose} databaseProgress={null} notices={createMessageChannel()} />
    </I18nextProvider>,
  );
  return { onClose };
}

describe('SignInContainer', () => {
  beforeEach(() => backend.reset());

  it('registers without first looking up an e-mail typed while the database was still loading', async () => {
    const user = userEvent.setup();
    const { calls, backend: ready } = fakeAuth(['password']);
    const { onClose } = renderDialog();
    await user.type(await screen.findByLabelText(t('email')), 'fast@example.com');
    // Leaving the e-mail field asks for its methods; the database is not open yet.
    await user.type(screen.getByLabelText(t('password')), 'secret-123');
    await user.click(screen.getByRole('button', { name: t('register') }));

    backend.ready(ready);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['signUp fast@example.com']);
  });

  it('shows the hint for an e-mail registered with a provider once the lookup answers', async () => {
    const user = userEvent.setup();
    const { calls, backend: ready } = fakeAuth(['github']);
    backend.ready(ready);
    renderDialog();
    await user.type(await screen.findByLabelText(t('email')), 'known@example.com');
    await user.tab();

    expect(await screen.findByText(t('registeredWithProvider', { provider: 'GitHub' }))).toBeVisible();
    expect(calls).toEqual(['lookup known@example.com']);
  });
});
