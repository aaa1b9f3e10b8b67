import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/pwa.json';
import zh from '../../i18n/locales/zh/pwa.json';
import { createUpdateOffer } from '../update-offer';
import { UpdateContainer } from './UpdateContainer';

function setup({ editing = false, language = 'en' as 'en' | 'zh' } = {}) {
  const reload = vi.fn();
  const updates = createUpdateOffer(reload);
  const i18n = createI18n(language);
  const view = (busy: boolean) => (
    <I18nextProvider i18n={i18n}>
      <UpdateContainer updates={updates} editing={busy} />
    </I18nextProvider>
  );
  const { rerender } = render(view(editing));
  return { updates, reload, setEditing: (busy: boolean) => rerender(view(busy)) };
}

describe('the update prompt', () => {
  it('appears only once a new version is waiting, and Reload hands over to it', async () => {
    const user = userEvent.setup();
    const { updates, reload } = setup();
    expect(screen.queryByText(en.update.title)).not.toBeInTheDocument();

    const activate = vi.fn(async () => {});
    act(() => updates.offer(activate));
    expect(screen.getByRole('status')).toHaveTextContent(en.update.title);
    expect(screen.getByRole('status')).toHaveTextContent(en.update.body);

    await user.click(screen.getByRole('button', { name: en.update.reload }));
    expect(activate).toHaveBeenCalledTimes(1);
    // Busy until the new version is in control, then the page reloads.
    expect(screen.getByRole('button', { name: en.update.reload })).toHaveAttribute('aria-busy', 'true');
    expect(reload).not.toHaveBeenCalled();
    act(() => updates.tookOver());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed for now, and comes back when another version is waiting', async () => {
    const user = userEvent.setup();
    const { updates } = setup();
    const activate = vi.fn();
    act(() => updates.offer(activate));
    await user.click(screen.getByRole('button', { name: common.dismiss }));
    expect(screen.queryByText(en.update.title)).not.toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();

    act(() => updates.offer(activate));
    expect(screen.getByText(en.update.title)).toBeVisible();
  });

  it('while something is being edited, asks to finish first and offers no Reload', () => {
    const { updates, setEditing } = setup({ editing: true });
    act(() => updates.offer(vi.fn()));
    expect(screen.getByRole('status')).toHaveTextContent(en.update.finishFirst);
    expect(screen.queryByRole('button', { name: en.update.reload })).not.toBeInTheDocument();

    setEditing(false);
    expect(screen.getByRole('button', { name: en.update.reload })).toBeVisible();
  });

  it('when another tab switched to the new version, asks here too instead of reloading by itself', async () => {
    const user = userEvent.setup();
    const { updates, reload } = setup();
    const activate = vi.fn();
    act(() => updates.offer(activate));
    await user.click(screen.getByRole('button', { name: common.dismiss }));

    act(() => updates.tookOver());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(en.update.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.update.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
  });

  it('lets the person try again when the new version could not take over', async () => {
    const user = userEvent.setup();
    const { updates, reload } = setup();
    const activate = vi.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValueOnce(undefined);
    act(() => updates.offer(activate));
    await user.click(screen.getByRole('button', { name: en.update.reload }));
    const button = screen.getByRole('button', { name: en.update.reload });
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(activate).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('speaks Chinese, the default language', () => {
    const { updates } = setup({ language: 'zh' });
    act(() => updates.offer(vi.fn()));
    expect(screen.getByRole('status')).toHaveTextContent(zh.update.title);
    expect(screen.getByRole('button', { name: zh.update.reload })).toBeVisible();
  });
});
