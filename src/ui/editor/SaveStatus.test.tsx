import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { SaveStatus, type SaveStatusProps } from './SaveStatus';

function renderStatus(props: Partial<SaveStatusProps> = {}, lang: 'en' | 'zh' = 'en') {
  const onRetry = vi.fn();
  const utils = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <SaveStatus status="idle" onRetry={onRetry} {...props} />
    </I18nextProvider>,
  );
  const rerender = (next: Partial<SaveStatusProps>) =>
    utils.rerender(
      <I18nextProvider i18n={createI18n(lang)}>
        <SaveStatus status="idle" onRetry={onRetry} {...props} {...next} />
      </I18nextProvider>,
    );
  return { onRetry, rerender };
}

describe('SaveStatus', () => {
  it('announces each state politely in the same live region', () => {
    const { rerender } = renderStatus();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    rerender({ status: 'saving' });
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Saving…');
    rerender({ status: 'saved' });
    expect(region).toHaveTextContent('Saved');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed save with its reason and a Retry button reached and pressed with the keyboard', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderStatus({ status: 'failed', error: 'This decision was changed in another tab.' });
    expect(screen.getByRole('status')).toHaveTextContent('Not saved — This decision was changed in another tab.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lets Retry wait while the editor is busy', () => {
    renderStatus({ status: 'failed', retryDisabled: true });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('offers the latest version instead of Retry when another tab saved a newer one', async () => {
    const user = userEvent.setup();
    const onOpenLatest = vi.fn();
    const { onRetry } = renderStatus({ status: 'failed', onOpenLatest }, 'zh');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开最新版本' }));
    expect(onOpenLatest).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks Chinese by default', () => {
    renderStatus({ status: 'failed' }, 'zh');
    expect(screen.getByRole('status')).toHaveTextContent('未保存');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
