/**
 * "My data": what the investor sees after importing good, broken and hostile files, after deleting
 * everything, and after deleting the account.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { evaluationResult } from '../../data/contract/fixtures';
import { exportFileName } from '../../data/export-file-name';
import { newDecision } from '../../data/ids';
import type { AuthPort, Backend, ImportProgress, StorePort } from '../../data/ports';
import { StoreError } from '../../data/store-error';
import type { Decision } from '../../data/types';
import { buildExport, checkExport } from '../../data/user-data-export-file';
import { createI18n } from '../../i18n';
import { translateDynamic } from '../../ui/common/use-message-text';
import { lastExport, recordExport } from '../export-reminder';
import { MyDataContainer } from './MyDataContainer';

const i18n = createI18n('en');
/** The English text of a key; a missing key fails the test rather than matching a raw key. */
const t = (key: string, params: Record<string, string | number> = {}) => {
  const text = translateDynamic(i18n, key, params);
  if (text === null) throw new Error(`No text for ${key}`);
  return text;
};

type MyDataStore = Pick<StorePort, 'stats' | 'exportAll' | 'importAll' | 'deleteAllMyData'>;

/**
 * One account's data in memory, with the store's own file checks: the store on
 * the embedded database is proven against the same behaviour by the store contract.
 */
function memoryAccount(decisions: Decision[] = []): {
  backend: Backend;
  decisions: () => Decision[];
  exists: () => boolean;
} {
  let stored = [...decisions];
  let exists = true;
  const store: MyDataStore = {
    stats: async () => ({
      totalFiles: stored.length,
      totalSize: 1000 * stored.length,
      breakdown: {
        profiles: 0,
        decisions: stored.length,
        riskAssessments: 0,
        evaluations: stored.filter((d) => d.evaluated).length,
        reviews: 0,
        forecasts: stored.filter((d) => d.forecast !== null).length,
      },
    }),
    exportAll: async () => buildExport(null, stored, []),
    importAll: async (data, mode) => {
      const check = checkExport(data);
      if (!check.ok) throw new StoreError('validation', check.problem.key, { params: check.problem.params });
      const base = mode === 'replace' ? [] : stored;
      stored = [...base, ...check.file.decisions.filter((d) => !base.some((b) => b.id === d.id))];
    },
    deleteAllMyData: async () => {
      stored = [];
    },
  };
  const auth: Pick<AuthPort, 'deleteMyAccount'> = {
    deleteMyAccount: async () => {
      stored = [];
      exists = false;
    },
  };
  return {
    backend: { mode: 'local', store: store as StorePort, auth: auth as AuthPort } as Backend,
    decisions: () => stored,
    exists: () => exists,
  };
}

function sample(): Decision[] {
  const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };
  const done = { ...newDecision(bank, new Date('2025-01-02T00:00:00Z')), name: 'Index fund', completed: true };
  return [
    { ...done, stage: 7, evaluated: true, evaluationScore: 80, evaluationResult: evaluationResult(80), version: 2 },
    { ...newDecision(bank, new Date('2025-02-02T00:00:00Z')), name: 'Tech stock', version: 1 },
  ];
}

function renderContainer(backend: Backend) {
  const onImported = vi.fn();
  const onDeletedAll = vi.fn();
  const onDeletedAccount = vi.fn();
  const onExported = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MyDataContainer
        open
        onClose={vi.fn()}
        backend={backend}
        userId="u-test"
        onExported={onExported}
        onImported={onImported}
        onDeletedAll={onDeletedAll}
        onDeletedAccount={onDeletedAccount}
      />
    </I18nextProvider>,
  );
  return { onImported, onDeletedAll, onDeletedAccount, onExported };
}

async function importText(text: string, mode: 'merge' | 'replace' = 'merge') {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(t('data:import.file')), new File([text], 'backup.json'));
  if (mode === 'replace') await user.click(screen.getByRole('radio', { name: t('data:import.replace') }));
  await user.click(screen.getByRole('button', { name: t('data:import.submit') }));
}

const decisionsShown = () => screen.getByTestId('stored-decisions');

describe('My data', () => {
  it('counts what the account stores', async () => {
    renderContainer(memoryAccount(sample()).backend);
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('2'));
    expect(screen.getByTestId('stored-evaluations')).toHaveTextContent('1');
    expect(screen.getByTestId('stored-riskAssessments')).toHaveTextContent('0');
  });

  it('imports an export into another account, twice without duplicates', async () => {
    const text = JSON.stringify(await memoryAccount(sample()).backend.store.exportAll());
    const target = memoryAccount();
    const { onImported } = renderContainer(target.backend);
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('0'));
    await importText(text);
    expect(await screen.findByText(t('data:import.done'))).toBeVisible();
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('2'));
    await importText(text);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(2));
    expect(decisionsShown()).toHaveTextContent('2');
    expect(target.decisions().map((d) => d.name)).toEqual(['Index fund', 'Tech stock']);
  });

  it('shows how far an import has come while it runs, and the result once it is done', async () => {
    const text = JSON.stringify(await memoryAccount(sample()).backend.store.exportAll());
    const target = memoryAccount();
    let report: (progress: ImportProgress) => void = () => {};
    let finish: () => void = () => {};
    target.backend.store.importAll = (_data, _mode, onProgress) => {
      report = (progress) => onProgress?.(progress);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const { onImported } = renderContainer(target.backend);
    await importText(text);
    const bar = () => screen.getByRole('progressbar', { name: t('data:import.progress.label') });
    // Until the store first tells, the file is being read: how far is not known.
    expect(await screen.findByText(t('data:import.progress.reading'))).toBeVisible();
    expect(bar()).not.toHaveAttribute('aria-valuenow');

    act(() => report({ phase: 'checking', done: 2000, total: 10000 }));
    const checking = t('data:import.progress.checking', { done: 2000, total: 10000 });
    // Large counts are written with their thousands grouped, as the language writes them.
    expect(checking).toContain((10000).toLocaleString('en'));
    expect(screen.getByText(checking)).toBeVisible();
    expect(bar()).toHaveAttribute('aria-valuenow', '20');
    expect(bar()).toHaveAttribute('aria-valuetext', checking);
    // Nothing else may start, and the dialog stays while the import runs.
    expect(screen.getByRole('button', { name: t('data:export.button') })).toBeDisabled();

    act(() => report({ phase: 'saving', done: 7500, total: 10000 }));
    expect(screen.getByText(t('data:import.progress.saving'))).toBeVisible();
    expect(bar()).toHaveAttribute('aria-valuenow', '75');

    act(() => finish());
    expect(await screen.findByText(t('data:import.done'))).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onImported).toHaveBeenCalledOnce();
  });

  it.each([
    ['cut off part-way', (text: string) => text.slice(0, Math.floor(text.length * 0.6)), 'errors:importNotJson'],
    ['from another program', () => JSON.stringify({ format: 'other-app', items: [] }), 'errors:importForeign'],
    ['from a newer app', (text: string) => text.replace(/"version":\d+/, '"version":99'), 'errors:importNewerVersion'],
    [
      'hostile: markup and SQL in a record id',
      (text: string) => text.replace(/"id":"[^"]+"/, `"id":"<img src=x onerror=alert(1)>'; drop table decisions;--"`),
      'errors:importBadDecision',
    ],
  ])('refuses a file %s with a clear message and writes nothing', async (_, damage, key) => {
    const file = damage(JSON.stringify(await memoryAccount(sample()).backend.store.exportAll()));
    const target = memoryAccount();
    const { onImported } = renderContainer(target.backend);
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('0'));
    await importText(file, 'replace');
    const alert = await screen.findByRole('alert');
    // The message's own opening words, whatever its parameters.
    expect(alert.textContent).toContain(t(key).split('{{')[0]);
    expect(document.querySelector('img')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    expect(target.decisions()).toEqual([]);
  });

  it('refuses a file too large to be an export without reading it', async () => {
    const target = memoryAccount();
    renderContainer(target.backend);
    const huge = new File(['x'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    huge.text = vi.fn();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(t('data:import.file')), huge);
    await user.click(screen.getByRole('button', { name: t('data:import.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors:importTooLarge', { max: '50' }));
    expect(huge.text).not.toHaveBeenCalled();
  });

  it('exports everything as a dated file, and remembers when', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    });
    const { onExported } = renderContainer(memoryAccount(sample()).backend);
    await userEvent.setup().click(screen.getByRole('button', { name: t('data:export.button') }));
    const name = exportFileName();
    expect(await screen.findByText(t('data:export.done', { file: name }))).toBeVisible();
    expect(name).toMatch(/^investment-checkpoint-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await (saved[0] as Blob).text());
    expect(file.decisions.map((d: Decision) => d.name)).toEqual(['Index fund', 'Tech stock']);
    expect(onExported).toHaveBeenCalledOnce();
    expect(lastExport('u-test')).not.toBeNull();
  });

  it('deletes everything once the word is typed, then hands over to sign-out', async () => {
    const account = memoryAccount(sample());
    const { onDeletedAll } = renderContainer(account.backend);
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('2'));
    const user = userEvent.setup();
    const word = t('data:deleteAll.word');
    await user.type(screen.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: t('data:deleteAll.submit') }));
    await waitFor(() => expect(onDeletedAll).toHaveBeenCalledOnce());
    expect(account.decisions()).toEqual([]);
    expect(account.exists()).toBe(true);
  });

  it('deletes the account once it is chosen and the word typed, forgets its last export, and hands over', async () => {
    const account = memoryAccount(sample());
    recordExport('u-test');
    const { onDeletedAll, onDeletedAccount } = renderContainer(account.backend);
    await waitFor(() => expect(decisionsShown()).toHaveTextContent('2'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: t('data:deleteAll.account') }));
    const word = t('data:deleteAll.word');
    await user.type(screen.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: t('data:deleteAll.submitAccount') }));
    await waitFor(() => expect(onDeletedAccount).toHaveBeenCalledOnce());
    expect(account.exists()).toBe(false);
    expect(onDeletedAll).not.toHaveBeenCalled();
    expect(lastExport('u-test')).toBeNull();
  });

  it('says so when the account could not be deleted, and keeps the dialog open', async () => {
    const account = memoryAccount(sample());
    vi.spyOn(account.backend.auth, 'deleteMyAccount').mockRejectedValueOnce(
      new StoreError('permission', 'deleteAccountFailed'),
    );
    const { onDeletedAccount } = renderContainer(account.backend);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: t('data:deleteAll.account') }));
    const word = t('data:deleteAll.word');
    await user.type(screen.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: t('data:deleteAll.submitAccount') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors:deleteAccountFailed'));
    expect(onDeletedAccount).not.toHaveBeenCalled();
    expect(account.exists()).toBe(true);
  });
});
