import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { AiFailureKind } from '../../ai/ai-request-error';
import { aiConfig } from '../../ai/config';
import { createFakeAiSettingsPort, entryOf, type FakeAiSettingsPort } from '../../ai/testing/fake-settings-port';
import { createI18n } from '../../i18n';
import { AiSettingsButton } from './AiSettingsButton';
import { AiSettingsDialog } from './AiSettingsDialog';

const KEY = 'test-only-key-d1a1';

function renderDialog(port: FakeAiSettingsPort, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <AiSettingsDialog open onClose={onClose} port={port} />
    </I18nextProvider>,
  );
  return onClose;
}

/** Pasting instead of typing key by key keeps the suite fast; the result in the field is the same. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const keyInput = () => screen.getByLabelText('API key');
const baseUrlInput = () => screen.getByLabelText('Base URL');
const modelInput = () => screen.getByLabelText('Model');
const remember = () => screen.getByRole('checkbox', { name: 'Remember on this device' });

describe('AiSettingsDialog', () => {
  it('starts with an empty key, the official endpoint, the configured model and "remember" off', () => {
    renderDialog(createFakeAiSettingsPort());
    expect(keyInput()).toHaveValue('');
    expect(keyInput()).toHaveAttribute('type', 'password');
    expect(baseUrlInput()).toHaveValue(aiConfig.service.defaultBaseUrl);
    expect(modelInput()).toHaveValue(aiConfig.service.defaultModel);
    expect(remember()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  });

  it('shows and hides the key on request', async () => {
    const user = userEvent.setup();
    renderDialog(createFakeAiSettingsPort({ initial: { apiKey: KEY } }));
    const toggle = screen.getByRole('button', { name: 'Show key' });
    await user.click(toggle);
    expect(keyInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide key' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(keyInput()).toHaveAttribute('type', 'password');
  });

  it('saves what was typed, trimmed, with a self-hosted base URL, and closes', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort();
    const onClose = renderDialog(port);
    await fill(user, keyInput(), `  ${KEY} `);
    await user.clear(baseUrlInput());
    await fill(user, baseUrlInput(), 'http://127.0.0.1:11434/v1/');
    await user.clear(modelInput());
    await fill(user, modelInput(), 'llama3.1');
    await user.click(remember());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(port.get()).toEqual({
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      remember: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the defaults for a cleared base URL or model', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort({ initial: { baseUrl: 'https://example.org/v1', model: 'x' } });
    renderDialog(port);
    await user.clear(baseUrlInput());
    await user.clear(modelInput());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(port.get()).toMatchObject({
      baseUrl: aiConfig.service.defaultBaseUrl,
      model: aiConfig.service.defaultModel,
    });
  });

  it('refuses a base URL that is not a web address, says why next to the field, and saves nothing', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort();
    const onClose = renderDialog(port);
    await user.clear(baseUrlInput());
    await fill(user, baseUrlInput(), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(baseUrlInput()).toHaveAttribute('aria-invalid', 'true');
    expect(baseUrlInput()).toHaveAccessibleDescription(expect.stringContaining('starts with https://'));
    expect(baseUrlInput()).toHaveFocus();
    expect(port.get().baseUrl).toBe(aiConfig.service.defaultBaseUrl);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses plain http:// to an internet host, so the key never travels in clear text', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort();
    const onClose = renderDialog(port);
    await user.clear(baseUrlInput());
    await fill(user, baseUrlInput(), 'http://api.example.com/v1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(baseUrlInput()).toHaveAttribute('aria-invalid', 'true');
    expect(baseUrlInput()).toHaveAccessibleDescription(expect.stringContaining('private network'));
    expect(port.get().baseUrl).toBe(aiConfig.service.defaultBaseUrl);
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(baseUrlInput());
    await fill(user, baseUrlInput(), 'http://192.168.1.20:11434/v1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(port.get().baseUrl).toBe('http://192.168.1.20:11434/v1');
  });

  it('drops the draft on Cancel', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort();
    const onClose = renderDialog(port);
    await fill(user, keyInput(), KEY);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(port.get().apiKey).toBe('');
    expect(onClose).toHaveBeenCalled();
  });

  it('tests the typed settings and reports success', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort({ result: { ok: true, latencyMs: 321 } });
    renderDialog(port);
    await fill(user, keyInput(), KEY);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected: the service answered in 321 ms.')).toBeInTheDocument();
    expect(port.tested).toEqual([expect.objectContaining({ apiKey: KEY })]);
    // Testing does not save.
    expect(port.get().apiKey).toBe('');
  });

  it.each([
    ['auth', 'The service refused the key (401).'],
    ['not-found', 'Nothing found at this address (404).'],
    ['rate-limit', 'Too many requests, or no quota left (429).'],
    ['timeout', `did not answer within ${aiConfig.service.timeoutMs / 1000} seconds`],
    ['network', 'Could not reach the service.'],
  ] as [AiFailureKind, string][])('explains a %s failure in plain words', async (kind, words) => {
    const user = userEvent.setup();
    renderDialog(createFakeAiSettingsPort({ initial: { apiKey: KEY }, result: { ok: false, kind } }));
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Connection failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent(words);
  });

  it('forgets a test result once the settings change', async () => {
    const user = userEvent.setup();
    renderDialog(createFakeAiSettingsPort({ initial: { apiKey: KEY }, result: { ok: false, kind: 'auth' } }));
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByRole('alert');
    await fill(user, keyInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AiSettingsButton', () => {
  it('says whether the AI analysis is on, and follows a sign-out wipe', async () => {
    const user = userEvent.setup();
    const port = createFakeAiSettingsPort();
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <AiSettingsButton entry={entryOf(port)} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'AI 设置: AI 分析未开启' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AI 设置: AI 分析未开启' }));
    // The dialog's code and port load on the click.
    await fill(user, await screen.findByLabelText('API 密钥'), KEY);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('button', { name: 'AI 设置: AI 分析已开启' })).toBeInTheDocument();
    port.set({ ...port.get(), apiKey: '' });
    expect(await screen.findByRole('button', { name: 'AI 设置: AI 分析未开启' })).toBeInTheDocument();
  });
});
