/**
 * What the edits change: the content files that differ from git HEAD, each
 * with its line diff, and every bank against its last released version with
 * the version bump its content needs (Accept sets it). Read from the server
 * when shown, whenever `revision` changes (after a save or a release), and on
 * Refresh.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/common/Button';
import { DiffView } from './DiffView';
import type { BankVersionStatus, ChangesReply, FileChange } from './studio-api-types';
import type { StudioClient } from './studio-client';

export interface ChangesPanelProps {
  client: StudioClient;
  /** Changes whenever the files on disk may have: the panel reads the changes again. */
  revision: number;
  busy: boolean;
  onAccept: (file: string, version: string) => void;
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; changes: ChangesReply };

const STATUS_TONE: Record<FileChange['status'], string> = {
  modified: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  added: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  deleted: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

function FileChangeItem({ change }: { change: FileChange }) {
  const { t } = useTranslation('studio');
  return (
    <li>
      <details className="rounded-md border border-slate-200 dark:border-slate-800">
        <summary
          aria-label={t('changes.showDiff', { file: change.path })}
          className="flex cursor-pointer items-center gap-2 px-2 py-1 text-xs"
        >
          <span className={`shrink-0 whitespace-nowrap rounded px-1 ${STATUS_TONE[change.status]}`}>
            {t(`changes.status.${change.status}`)}
          </span>
          <span className="truncate font-mono" title={change.path}>
            {change.path}
          </span>
        </summary>
        <div className="p-2">
          <DiffView hunks={change.hunks} />
        </div>
      </details>
    </li>
  );
}

function BankItem({
  bank,
  busy,
  onAccept,
}: {
  bank: BankVersionStatus;
  busy: boolean;
  onAccept: ChangesPanelProps['onAccept'];
}) {
  const { t } = useTranslation('studio');
  const { id, file, version, released, bump, suggested } = bank;
  return (
    <li className="space-y-1 rounded-md border border-slate-200 p-2 text-xs dark:border-slate-800">
      <p className="font-medium">{t('changes.differs', { id, version, released })}</p>
      {bump ? <p>{t(`changes.bump.${bump}`)}</p> : null}
      {suggested ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t('bump.suggest', { suggested })}</span>
          <Button variant="primary" disabled={busy} onClick={() => onAccept(file, suggested)}>
            {t('bump.accept', { suggested })}
          </Button>
        </div>
      ) : (
        <p>{t('changes.ready', { version })}</p>
      )}
      <details>
        <summary aria-label={t('changes.showDiff', { file })} className="cursor-pointer font-mono">
          {file}
        </summary>
        <div className="pt-1">
          <DiffView hunks={bank.hunks} />
        </div>
      </details>
    </li>
  );
}

export function ChangesPanel({ client, revision, busy, onAccept }: ChangesPanelProps) {
  const { t } = useTranslation('studio');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    const result = await client.changes();
    setLoaded(
      result.ok
        ? { kind: 'loaded', changes: result.body }
        : { kind: 'failed', message: t(`errors.${result.failure.error}`, { message: result.failure.message }) },
    );
  }, [client, t]);

  useEffect(() => {
    void revision;
    void load();
  }, [load, revision]);

  const banks = loaded.kind === 'loaded' ? loaded.changes.banks : [];
  const differing = banks.filter((bank) => bank.bump !== undefined);
  const unreleased = banks.filter((bank) => bank.released === undefined);

  return (
    <section aria-labelledby="studio-changes-heading" aria-busy={loaded.kind === 'loading'} className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id="studio-changes-heading" className="mr-auto text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('changes.heading')}
        </h2>
        <Button variant="ghost" onClick={() => void load()} disabled={loaded.kind === 'loading'}>
          {t('changes.refresh')}
        </Button>
      </div>
      {loaded.kind === 'loading' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('changes.loading')}</p>
      ) : loaded.kind === 'failed' ? (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
          {t('changes.failed', { message: loaded.message })}
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {t('changes.head')}
            </h3>
            {!loaded.changes.head.available ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t('changes.headUnavailable', { reason: loaded.changes.head.reason })}
              </p>
            ) : loaded.changes.head.files.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('changes.headNone')}</p>
            ) : (
              <ul className="space-y-1">
                {loaded.changes.head.files.map((change) => (
                  <FileChangeItem key={change.path} change={change} />
                ))}
              </ul>
            )}
          </div>
          <div className="space-y-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {t('changes.released')}
            </h3>
            {differing.length === 0 && unreleased.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('changes.bankNone')}</p>
            ) : (
              <ul className="space-y-1">
                {differing.map((bank) => (
                  <BankItem key={bank.file} bank={bank} busy={busy} onAccept={onAccept} />
                ))}
                {unreleased.map(({ id, version, file }) => (
                  <li key={file} className="text-xs">
                    {t('changes.neverReleased', { id, version })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
