import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { RiskAssessment } from '../../data/types';
import { createI18n } from '../../i18n';
import { translateDynamic } from '../common/use-message-text';
import { historyEntries } from './entries';
import { type HistoryEntry, RiskHistoryDialog } from './RiskHistoryDialog';

const i18n = createI18n('en');
const t = (key: string, params: Record<string, string> = {}) => translateDynamic(i18n, key, params) ?? key;

const entries: HistoryEntry[] = [
  { id: 'r-1', date: 'Jan 5, 2025', score: 35, type: 'Conservative' },
  { id: 'r-2', date: 'Jun 9, 2025', score: 62, type: 'Balanced' },
];

function renderDialog(props: Partial<Parameters<typeof RiskHistoryDialog>[0]> = {}) {
  const onDelete = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RiskHistoryDialog
        open
        onClose={vi.fn()}
        entries={entries}
        deletingId={null}
        error={null}
        onDelete={onDelete}
        {...props}
      />
    </I18nextProvider>,
  );
  return onDelete;
}

describe('RiskHistoryDialog', () => {
  it('lists every assessment newest first with its date, score and type, the newest marked current', () => {
    renderDialog();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Jun 9, 2025.*62 \/ 100.*Balanced.*Current/),
      expect.stringMatching(/Jan 5, 2025.*35 \/ 100.*Conservative/),
    ]);
    expect(rows[1]).not.toHaveTextContent(t('risk:history.current'));
  });

  it('deletes one only after it is confirmed, and Keep leaves it', async () => {
    const user = userEvent.setup();
    const onDelete = renderDialog();
    await user.click(screen.getByRole('button', { name: t('risk:history.deleteLabel', { date: 'Jan 5, 2025' }) }));
    const row = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(row).toHaveTextContent(t('risk:history.confirm', { date: 'Jan 5, 2025' }));
    await user.click(within(row).getByRole('button', { name: t('risk:history.keep') }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: t('risk:history.deleteLabel', { date: 'Jan 5, 2025' }) }));
    await user.click(within(row).getByRole('button', { name: t('risk:history.confirmDelete') }));
    expect(onDelete).toHaveBeenCalledWith('r-1');
  });

  it('dates each assessment in the UI language, and shows a time it cannot read as stored', () => {
    const stored = (createdAt: string) => ({ id: createdAt, score: 50, name: 'risk.type.balanced.name', createdAt });
    const [good, odd] = historyEntries(
      [stored('2025-06-09T12:00:00.000Z'), stored('sometime')] as RiskAssessment[],
      'en',
      (key) => `text:${key}`,
    );
    expect(good).toMatchObject({ date: 'Jun 9, 2025', score: 50, type: 'text:risk.type.balanced.name' });
    expect(odd?.date).toBe('sometime');
  });

  it('says so when there is none, and shows a failed delete', () => {
    renderDialog({ entries: [], error: 'Could not delete.' });
    expect(screen.getByText(t('risk:history.empty'))).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete.');
  });
});
