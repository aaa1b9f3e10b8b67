import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../form/test-render';
import { ErrorBoundary } from './ErrorBoundary';
import { Modal } from './Modal';

function Broken({ text }: { text: string }): never {
  throw new TypeError(`cannot read ${text}`);
}

describe('ErrorBoundary', () => {
  it.each(['en', 'zh'] as const)(
    'replaces only the failing part with a notice in %s, with Reload and Copy details',
    async (lang) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const onReload = vi.fn();
      // user-event puts its own clipboard stub in place; ours goes in after it.
      const user = userEvent.setup();
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { t } = renderIn(
        lang,
        <>
          <p>still here</p>
          <ErrorBoundary onReload={onReload}>
            <Broken text="description" />
          </ErrorBoundary>
        </>,
      );
      expect(screen.getByText('still here')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(t('common:crash.title'));
      await user.click(screen.getByRole('button', { name: t('common:crash.reload') }));
      expect(onReload).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('button', { name: t('common:crash.copy') }));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('TypeError: cannot read description'));
      expect(await screen.findByText(t('common:crash.copied'))).toBeInTheDocument();
      vi.restoreAllMocks();
    },
  );

  it('shows the details to select by hand when the clipboard refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const { t } = renderIn(
      'en',
      <ErrorBoundary>
        <Broken text="x" />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: t('common:crash.copy') }));
    expect(await screen.findByText(t('common:crash.copyFailed'))).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('keeps a dialog open with the notice inside it when its content fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { t } = renderIn(
      'en',
      <Modal open onClose={() => {}} title="Risk">
        <Broken text="answers" />
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(t('common:crash.title'));
    vi.restoreAllMocks();
  });
});
