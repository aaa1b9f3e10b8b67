/**
 * "My data": what is stored, export everything, import a file, delete
 * everything (keeping the login, or with the account). Presentational: the container supplies the counts and runs the
 * actions; texts of results and errors arrive already in the UI language.
 */
import { useTranslation } from 'react-i18next';
import type { ImportMode, StorageBreakdown } from '../../data/types';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { DeleteAllForm } from './DeleteAllForm';
import { ImportForm } from './ImportForm';
import type { ImportProgressState } from './ImportProgressBar';
import { Section } from './Section';
import { type BrowserStorage, StoredSummary } from './StoredSummary';

export type MyDataAction = 'export' | 'import' | 'delete';

export interface MyDataStatus {
  tone: 'success' | 'error';
  text: string;
}

export interface MyDataDialogProps {
  open: boolean;
  onClose: () => void;
  /** The embedded database: data lives in this browser, so the notice and the browser's storage show. */
  localMode: boolean;
  counts: StorageBreakdown | null;
  countsFailed?: boolean;
  databaseBytes: number | null;
  browser: BrowserStorage | null;
  /** Whether the browser granted persistent storage; null when it does not say. */
  persisted: boolean | null;
  /** The action running, if any: one at a time. */
  busy: MyDataAction | null;
  /** How far a running import has come. */
  importProgress?: ImportProgressState | null;
  status: MyDataStatus | null;
  onDismissStatus: () => void;
  onExport: () => void;
  onImport: (file: File, mode: ImportMode) => void;
  /** Deletes the data; the login stays. */
  onDeleteAll: () => void;
  /** Deletes the account: the data and the login. */
  onDeleteAccount: () => void;
}

export function MyDataDialog({
  open,
  onClose,
  localMode,
  counts,
  countsFailed = false,
  databaseBytes,
  browser,
  persisted,
  busy,
  importProgress = null,
  status,
  onDismissStatus,
  onExport,
  onImport,
  onDeleteAll,
  onDeleteAccount,
}: MyDataDialogProps) {
  const { t } = useTranslation('data');
  const persistence = persisted === null ? 'unknown' : persisted ? 'granted' : 'denied';
  return (
    // While an action runs the dialog stays: its outcome (or the reason it failed) is shown here.
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t('myData.title')}
      size="lg"
      hideClose={busy !== null}
    >
      <div className="flex flex-col gap-5">
        {status && (
          <Alert tone={status.tone} onDismiss={onDismissStatus}>
            {status.text}
          </Alert>
        )}
        {localMode && (
          <Alert tone={persisted === false ? 'warning' : 'info'} title={t('localMode.title')}>
            <p>{t('localMode.body')}</p>
            <p className="mt-2" data-testid="persistence">
              {t(`myData.persistence.${persistence}`)}
            </p>
          </Alert>
        )}
        <StoredSummary
          counts={counts}
          failed={countsFailed}
          databaseBytes={databaseBytes}
          browser={browser}
          showBrowser={localMode}
        />
        <Section title={t('export.button')}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('export.hint')}</p>
          <Button variant="primary" onClick={onExport} busy={busy === 'export'} disabled={busy !== null}>
            {t('export.button')}
          </Button>
        </Section>
        <ImportForm
          importing={busy === 'import'}
          progress={importProgress}
          disabled={busy !== null && busy !== 'import'}
          onImport={onImport}
        />
        <DeleteAllForm
          deleting={busy === 'delete'}
          disabled={busy !== null && busy !== 'delete'}
          onDeleteAll={onDeleteAll}
          onDeleteAccount={onDeleteAccount}
        />
      </div>
    </Modal>
  );
}
