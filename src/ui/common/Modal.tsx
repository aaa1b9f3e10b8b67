/**
 * Modal dialog on Headless UI: traps focus, closes on Escape and on a click
 * outside the panel, returns focus to the opener.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './CloseButton';
import { ErrorBoundary } from './ErrorBoundary';
import { PORTAL_HOST_ATTRIBUTE } from './portal-host';

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
            {...{ [PORTAL_HOST_ATTRIBUTE]: '' }}
            className={`w-full ${SIZES[size]} rounded-xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700`}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
              {!hideClose && (
                <CloseButton onClick={onClose} label={t('close')} className="-m-1 text-slate-500 dark:text-slate-400" />
              )}
            </div>
            {/* A dialog that fails to render shows why inside itself; the page behind it keeps working. */}
            <ErrorBoundary>{children}</ErrorBoundary>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
