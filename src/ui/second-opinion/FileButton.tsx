/**
 * A button that opens the system's file picker for one JSON file and reports
 * the chosen File up; reading and checking it is the caller's. The native input
 * stays out of sight and out of the tab order: the button is the one control a
 * keyboard reaches. Its value is cleared after each choice, so choosing the same
 * file again (after a refusal, say) is reported again.
 */
import { type ReactNode, useRef } from 'react';
import { Button, type ButtonVariant } from '../common/Button';

export interface FileButtonProps {
  children: ReactNode;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
  busy?: boolean;
  disabled?: boolean;
  /** Defaults to JSON files, the form of packets and responses. */
  accept?: string;
  icon?: ReactNode;
}

export function FileButton({
  children,
  onFile,
  variant = 'secondary',
  busy = false,
  disabled = false,
  accept = 'application/json,.json',
  icon = <FileIcon />,
}: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} busy={busy} disabled={disabled} icon={icon} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

function FileIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M3 3.5A1.5 1.5 0 0 1 4.5 2h6.879a1.5 1.5 0 0 1 1.06.44l4.122 4.12A1.5 1.5 0 0 1 17 7.622V16.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 16.5v-13Zm8 0V7a1 1 0 0 0 1 1h3.5L11 3.5Z" />
    </svg>
  );
}
