import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { translateDynamic } from '../common/use-message-text';
import { MyDataDialog, type MyDataDialogProps } from './MyDataDialog';

const i18n = createI18n('en');
/** The English text of a key; a missing key fails the test rather than matching a raw key. */
const t = (key: string, params: Record<string, string> = {}) => {
  const text = translateDynamic(i18n, key, params);
  if (text === null) throw new Error(`No text for ${key}`);
  return text;
};

function renderDialog(overrides: Partial<MyDataDialogProps> = {}) {
  const props: MyDataDialogProps = {
    open: true,
    onClose: vi.fn(),
    localMode: true,
    counts: { profiles: 1, decisions: 4, riskAssessments: 2, evaluations: 3, forecasts: 2, reviews: 1 },
    databaseBytes: 20_480,
    browser: { usage: 5 * 1024 * 1024, quota: 100 * 1024 * 1024 },
    persisted: true,
    busy: null,
    status: null,
    onDismissStatus: vi.fn(),
    onExport: vi.fn(),
    onImport: vi.fn(),
    onDeleteAll: vi.fn(),
    onDeleteAccount: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MyDataDialog {...props} />
    </I18nextProvider>,
  );
  return props;
}

describe('MyDataDialog', () => {
  it('shows how many decisions, evaluations, forecasts, assessments and reviews are stored, and the browser’s storage', () => {
    renderDialog({
      counts: { profiles: 1, decisions: 4, riskAssessments: 2, evaluations: 3, forecasts: 5, reviews: 6 },
    });
    expect(screen.getByTestId('stored-decisions')).toHaveTextContent('4');
    expect(screen.getByTestId('stored-evaluations')).toHaveTextContent('3');
    expect(screen.getByTestId('stored-forecasts')).toHaveTextContent('5');
    expect(screen.getByText(t('data:stats.forecasts'))).toBeVisible();
    expect(screen.getByTestId('stored-riskAssessments')).toHaveTextContent('2');
    expect(screen.getByTestId('stored-reviews')).toHaveTextContent('6');
    expect(screen.getByText(/5 MB/)).toHaveTextContent(/100 MB/);
    expect(screen.getByText(/95 MB/)).toBeVisible();
  });

  it('in local mode says the data stays in this browser and whether the browser keeps it', () => {
    renderDialog({ persisted: false });
    expect(screen.getByText(t('data:localMode.body'))).toBeVisible();
    expect(screen.getByTestId('persistence')).toHaveTextContent(t('data:myData.persistence.denied'));
  });

  it('on Supabase speaks of neither the browser’s storage nor its persistence', () => {
    renderDialog({ localMode: false, browser: null, persisted: null });
    expect(screen.queryByText(t('data:localMode.body'))).toBeNull();
    expect(screen.queryByText(t('data:storage.browserUnknown'))).toBeNull();
  });

  it('deletes everything only once the confirmation word is typed', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const submit = screen.getByRole('button', { name: t('data:deleteAll.submit') });
    expect(submit).toBeDisabled();
    const word = t('data:deleteAll.word');
    const input = screen.getByLabelText(t('data:deleteAll.typePrompt', { word }));
    await user.type(input, 'delet');
    expect(submit).toBeDisabled();
    await user.type(input, word.slice(-1));
    await user.click(submit);
    expect(props.onDeleteAll).toHaveBeenCalledOnce();
    expect(props.onDeleteAccount).not.toHaveBeenCalled();
  });

  it('deletes the account instead when it is chosen, saying the login goes too, after the same word', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    expect(screen.getByRole('radio', { name: t('data:deleteAll.data') })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: t('data:deleteAll.account') }));
    expect(screen.getByText(t('data:deleteAll.confirmAccount'))).toBeVisible();
    expect(screen.queryByText(t('data:deleteAll.confirm'))).toBeNull();
    const submit = screen.getByRole('button', { name: t('data:deleteAll.submitAccount') });
    expect(submit).toBeDisabled();
    const word = t('data:deleteAll.word');
    await user.type(screen.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await user.click(submit);
    expect(props.onDeleteAccount).toHaveBeenCalledOnce();
    expect(props.onDeleteAll).not.toHaveBeenCalled();
  });

  it('imports the chosen file the chosen way', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const submit = screen.getByRole('button', { name: t('data:import.submit') });
    expect(submit).toBeDisabled();
    const file = new File(['{}'], 'backup.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText(t('data:import.file')), file);
    await user.click(screen.getByRole('radio', { name: t('data:import.replace') }));
    await user.click(submit);
    expect(props.onImport).toHaveBeenCalledWith(file, 'replace');
  });

  it('runs one action at a time, and stays open until it is done', async () => {
    const props = renderDialog({ busy: 'import' });
    await userEvent.setup().keyboard('{Escape}');
    expect(props.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t('data:export.button') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t('data:deleteAll.submit') })).toBeDisabled();
  });

  it('closes on Escape when nothing runs', async () => {
    const props = renderDialog();
    await userEvent.setup().keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows how the last action went', () => {
    renderDialog({ status: { tone: 'error', text: 'The file was cut off.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file was cut off.');
  });
});
