/**
 * The AI settings dialog: API key with show/hide, base URL (any
 * OpenAI-compatible service), model, "remember on this device" (off by
 * default), and Test connection. It edits a draft: Save hands the settings to
 * the port, Cancel and Escape drop them, and closing forgets a typed key that
 * was not saved. It never talks to the AI service itself; the port does.
 */

import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSettings, AiSettingsPort } from '../../ai/ai-settings-contract';
import { useLang } from '../../i18n/use-lang';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { TextInput } from '../common/TextInput';
import { ApiKeyInput } from './ApiKeyInput';
import { ConnectionStatus } from './ConnectionStatus';
import { SettingsField } from './SettingsField';
import { useConnectionTest } from './use-connection-test';

export interface AiSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  port: AiSettingsPort;
}

export function AiSettingsDialog({ open, onClose, port }: AiSettingsDialogProps) {
  const { t } = useTranslation('ai');
  // The form mounts with the dialog, so every opening starts from the saved settings.
  return (
    <Modal open={open} onClose={onClose} title={t('settings.title')}>
      <AiSettingsForm port={port} onDone={onClose} />
    </Modal>
  );
}

function AiSettingsForm({ port, onDone }: { port: AiSettingsPort; onDone: () => void }) {
  const { t } = useTranslation('ai');
  const lang = useLang();
  const defaults = port.defaults();
  const [draft, setDraft] = useState<AiSettings>(() => port.get());
  const [urlInvalid, setUrlInvalid] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const connection = useConnectionTest(port, lang);
  const ids = { needsKey: useId(), remember: useId(), rememberHelp: useId() };

  const update = (patch: Partial<AiSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A test result speaks for the settings it tested, not for edited ones.
    connection.reset();
    if (patch.baseUrl !== undefined) setUrlInvalid(false);
  };

  /** The settings to use, or undefined (with the URL field flagged and focused) when the base URL is unusable. */
  const checked = (): AiSettings | undefined => {
    const settings = port.prepare(draft);
    if (settings) return settings;
    setUrlInvalid(true);
    urlInput.current?.focus();
    return undefined;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const settings = checked();
    if (!settings) return;
    port.set(settings);
    onDone();
  };

  const hasKey = draft.apiKey.trim().length > 0;
  const testing = connection.state.phase === 'testing';

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.intro')}</p>

      <SettingsField label={t('settings.apiKey')} help={t('settings.apiKeyHelp')}>
        {(control) => <ApiKeyInput {...control} value={draft.apiKey} onChange={(apiKey) => update({ apiKey })} />}
      </SettingsField>

      <SettingsField
        label={t('settings.baseUrl')}
        help={t('settings.baseUrlHelp', { url: defaults.baseUrl })}
        error={urlInvalid ? t('settings.invalidUrl') : undefined}
      >
        {(control) => (
          <TextInput
            {...control}
            ref={urlInput}
            type="url"
            inputMode="url"
            name="ai-base-url"
            autoComplete="url"
            spellCheck={false}
            placeholder={defaults.baseUrl}
            value={draft.baseUrl}
            onChange={(event) => update({ baseUrl: event.target.value })}
            invalid={urlInvalid}
          />
        )}
      </SettingsField>

      <SettingsField label={t('settings.model')} help={t('settings.modelHelp', { model: defaults.model })}>
        {(control) => (
          <TextInput
            {...control}
            type="text"
            name="ai-model"
            autoComplete="off"
            spellCheck={false}
            placeholder={defaults.model}
            value={draft.model}
            onChange={(event) => update({ model: event.target.value })}
          />
        )}
      </SettingsField>

      <div className="flex items-start gap-3">
        <input
          id={ids.remember}
          type="checkbox"
          checked={draft.remember}
          aria-describedby={ids.rememberHelp}
          onChange={(event) => update({ remember: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-sky-600 dark:accent-sky-400"
        />
        <div className="space-y-1">
          <label htmlFor={ids.remember} className="block text-sm font-medium">
            {t('settings.remember')}
          </label>
          <p id={ids.rememberHelp} className="text-xs text-slate-600 dark:text-slate-400">
            {t('settings.rememberHelp')}
          </p>
        </div>
      </div>

      <div aria-live="polite">
        <ConnectionStatus state={connection.state} timeoutSeconds={port.timeoutSeconds} />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <Button
            busy={testing}
            disabled={!hasKey}
            aria-describedby={hasKey ? undefined : ids.needsKey}
            onClick={() => {
              const settings = checked();
              if (settings) void connection.run(settings);
            }}
          >
            {t('connection.test')}
          </Button>
          {!hasKey && (
            <p id={ids.needsKey} className="text-xs text-slate-600 dark:text-slate-400">
              {t('connection.needsKey')}
            </p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button onClick={onDone}>{t('settings.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
