/**
 * Connects "My data" to the store, the auth port and the browser: counts on
 * opening, export as a dated file, import of a chosen file, delete all then
 * sign out, or delete the account (the auth port then ends the session).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_KEYS } from '../../data/error-keys';
import { exportFileName, MAX_IMPORT_BYTES } from '../../data/export-file-name';
import type { AuthPort, Backend } from '../../data/ports';
import { StoreError } from '../../data/store-error';
import type { ImportMode, StorageStats } from '../../data/types';
import { useMessageText } from '../../ui/common/use-message-text';
import { downloadJson } from '../../ui/evaluation/evaluation-export-file';
import type { ImportProgressState } from '../../ui/my-data/ImportProgressBar';
import { type MyDataAction, MyDataDialog, type MyDataStatus } from '../../ui/my-data/MyDataDialog';
import { type BrowserStorageState, readBrowserStorage } from '../browser-storage';
import { contentFit } from '../content-fit';
import { forgetExport, recordExport } from '../export-reminder';

export interface MyDataContainerProps {
  open: boolean;
  onClose: () => void;
  backend: Pick<Backend, 'mode' | 'store'> & { auth: Pick<AuthPort, 'deleteMyAccount'> };
  /** The signed-in user: this browser remembers when they last exported. */
  userId: string | null;
  onExported?: () => void;
  /** The account's data changed under the dashboard (an import): it reloads. */
  onImported: () => void;
  /** Everything was deleted: the session signs out. */
  onDeletedAll: () => void;
  /** The account was deleted; the auth port has ended the session already. */
  onDeletedAccount: () => void;
}

export function MyDataContainer({
  open,
  onClose,
  backend,
  userId,
  onExported,
  onImported,
  onDeletedAll,
  onDeletedAccount,
}: MyDataContainerProps) {
  const { t } = useTranslation('data');
  const texts = useMessageText();
  const { store, auth, mode } = backend;
  const [stats, setStats] = useState<StorageStats | null>(null);
  const [statsFailed, setStatsFailed] = useState(false);
  const [browser, setBrowser] = useState<BrowserStorageState>({ estimate: null, persisted: null });
  const [busy, setBusy] = useState<MyDataAction | null>(null);
  const [status, setStatus] = useState<MyDataStatus | null>(null);
  const [importProgress, setImportProgress] = useState<ImportProgressState | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const refresh = useCallback(async () => {
    setStatsFailed(false);
    const [counted, storage] = await Promise.all([
      // A count that fails (or throws at once) shows as "could not be counted"; the rest of the dialog still works.
      Promise.resolve()
        .then(() => store.stats())
        .catch(() => null),
      mode === 'local' ? readBrowserStorage() : Promise.resolve({ estimate: null, persisted: null }),
    ]);
    if (!alive.current) return;
    setStats(counted);
    setStatsFailed(counted === null);
    setBrowser(storage);
  }, [store, mode]);

  useEffect(() => {
    if (!open) return;
    setStatus(null);
    setStats(null);
    void refresh();
  }, [open, refresh]);

  async function act(action: MyDataAction, work: () => Promise<MyDataStatus | null>) {
    setBusy(action);
    setStatus(null);
    try {
      const done = await work();
      if (alive.current && done) setStatus(done);
    } catch (caught) {
      if (alive.current) setStatus({ tone: 'error', text: texts.error(caught) });
    } finally {
      if (alive.current) setBusy(null);
    }
  }

  const exportAll = () =>
    act('export', async () => {
      const file = await store.exportAll();
      const name = exportFileName();
      downloadJson(name, file);
      if (userId) recordExport(userId);
      onExported?.();
      return { tone: 'success', text: t('export.done', { file: name }) };
    });

  const importFile = (file: File, importMode: ImportMode) =>
    act('import', async () => {
      if (file.size > MAX_IMPORT_BYTES) {
        throw new StoreError('validation', ERROR_KEYS.importTooLarge, {
          params: { max: String(MAX_IMPORT_BYTES / 1024 / 1024) },
        });
      }
      const show = (progress: ImportProgressState | null) => {
        if (alive.current) setImportProgress(progress);
      };
      show({ phase: 'reading' });
      try {
        // Loaded when a file is imported, which most visits never do (the service worker precaches it for offline use).
        const { readExportFile } = await import('../../data/read-export-file');
        const read = await readExportFile(file);
        if (!read.ok) throw new StoreError('validation', read.problem.key, { params: read.problem.params });
        await store.importAll(read.data, importMode, show, contentFit);
        // Counted and said before the journal reloads behind the dialog: the data is safely stored by now, and
        // the reload of thousands of rows would otherwise keep the investor waiting for the word that it is.
        await refresh();
        onImported();
      } finally {
        show(null);
      }
      return { tone: 'success', text: t(importMode === 'replace' ? 'import.doneReplace' : 'import.done') };
    });

  /** Nothing is left to remind of exporting; then the caller closes the dialog and says what happened. */
  const deleteThen = (work: () => Promise<void>, done: () => void) =>
    act('delete', async () => {
      await work();
      if (userId) forgetExport(userId);
      done();
      return null;
    });

  return (
    <MyDataDialog
      open={open}
      onClose={onClose}
      localMode={mode === 'local'}
      counts={stats?.breakdown ?? null}
      countsFailed={statsFailed}
      databaseBytes={stats?.totalSize ?? null}
      browser={browser.estimate}
      persisted={browser.persisted}
      busy={busy}
      importProgress={importProgress}
      status={status}
      onDismissStatus={() => setStatus(null)}
      onExport={exportAll}
      onImport={importFile}
      onDeleteAll={() => deleteThen(() => store.deleteAllMyData(), onDeletedAll)}
      onDeleteAccount={() => deleteThen(() => auth.deleteMyAccount(), onDeletedAccount)}
    />
  );
}
