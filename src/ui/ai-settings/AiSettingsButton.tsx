/**
 * The top bar's way into the AI settings: a button that shows whether the AI
 * analysis is on (a dot, and in its accessible name), opening the dialog. The
 * dialog's code and its port (with the AI rules file) load when the pointer or
 * focus reaches the button, or on the click.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSettingsEntry, AiSettingsPort } from '../../ai/ai-settings-contract';
import { Button } from '../common/Button';
import { DeferredDialog, lazyDialog } from '../common/lazy-dialog';
import { useAiSettings } from './use-ai-settings';

const settingsDialog = lazyDialog(async () => (await import('./AiSettingsDialog')).AiSettingsDialog);

export function AiSettingsButton({ entry, className = '' }: { entry: AiSettingsEntry; className?: string }) {
  const { t } = useTranslation('ai');
  const on = useAiSettings(entry).apiKey.length > 0;
  const [open, setOpen] = useState(false);
  const [port, setPort] = useState<AiSettingsPort | null>(null);
  const preload = useCallback(() => {
    settingsDialog.preload();
    // A port that fails to load leaves the dialog closed; the next click tries again.
    entry.loadPort().then(setPort, () => setOpen(false));
  }, [entry]);
  const state = on ? t('settings.stateOn') : t('settings.stateOff');
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          setOpen(true);
          preload();
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={`${t('settings.open')}: ${state}`}
        className={className}
        icon={
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
            <path d="M15.98 1.804a1 1 0 0 0-1.96 0l-.24 1.192a1 1 0 0 1-.784.785l-1.192.238a1 1 0 0 0 0 1.962l1.192.238a1 1 0 0 1 .785.785l.238 1.192a1 1 0 0 0 1.962 0l.238-1.192a1 1 0 0 1 .785-.785l1.192-.238a1 1 0 0 0 0-1.962l-1.192-.238a1 1 0 0 1-.785-.785l-.238-1.192ZM6.949 5.684a1 1 0 0 0-1.898 0l-.683 2.051a1 1 0 0 1-.633.633l-2.051.683a1 1 0 0 0 0 1.898l2.051.684a1 1 0 0 1 .633.632l.683 2.051a1 1 0 0 0 1.898 0l.683-2.051a1 1 0 0 1 .633-.633l2.051-.683a1 1 0 0 0 0-1.898l-2.051-.683a1 1 0 0 1-.633-.633L6.95 5.684ZM13.949 13.684a1 1 0 0 0-1.898 0l-.184.551a1 1 0 0 1-.632.633l-.551.183a1 1 0 0 0 0 1.898l.551.183a1 1 0 0 1 .633.633l.183.551a1 1 0 0 0 1.898 0l.184-.551a1 1 0 0 1 .632-.633l.551-.183a1 1 0 0 0 0-1.898l-.551-.184a1 1 0 0 1-.633-.632l-.183-.551Z" />
          </svg>
        }
      >
        <span className="hidden sm:inline">{t('settings.open')}</span>
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${on ? 'bg-emerald-500 dark:bg-emerald-400' : 'bg-slate-400 dark:bg-slate-500'}`}
        />
      </Button>
      {port && <DeferredDialog dialog={settingsDialog} props={{ open, onClose: () => setOpen(false), port }} />}
    </>
  );
}
