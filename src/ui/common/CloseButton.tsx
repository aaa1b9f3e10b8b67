/** The (X) of dialogs, banners and the editor: one look, an accessible name from the caller. */
export interface CloseButtonProps {
  onClick: () => void;
  /** Accessible name, e.g. "Close" or "Dismiss". */
  label: string;
  /** `sm` for inline banners, `md` for dialog and panel headers. */
  size?: 'sm' | 'md';
  className?: string;
}

export function CloseButton({ onClick, label, size = 'md', className = '' }: CloseButtonProps) {
  const box = size === 'sm' ? 'size-8' : 'size-9';
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-md text-current opacity-70 hover:bg-slate-900/5 hover:opacity-100 dark:hover:bg-white/10 ${className}`}
    >
      <svg viewBox="0 0 20 20" className={icon} aria-hidden="true" fill="currentColor">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  );
}
