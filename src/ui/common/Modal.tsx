/**
 * Modal dialog on Headless UI: traps focus, closes on Escape and on a click
 * outside the panel (spec §2 "Other"), returns focus to the opener.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the (X) button, e.g. while work is in progress. */
  hideClose?: boolean;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export function Modal({ open, onClose, title, children, size = 'md', hideClose = false }: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-2 sm:items-center sm:p-4">
          <DialogPanel
            className={`w-full ${SIZES[size]} rounded-xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700`}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
              {!hideClose && (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label={t('close')}
                  className="-m-1 inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
                >
                  <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              )}
            </div>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
