import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { DashboardLayout } from './DashboardLayout';
import { Journal } from './Journal';
import { mixedDecisions } from './sample-decisions';

/** The journal, replaced by a stand-in editor while a decision is open, as the app does. */
function Dashboard() {
  const [open, setOpen] = useState(false);
  const editor = (
    <button type="button" onClick={() => setOpen(false)}>
      Back
    </button>
  );
  const journal = (
    <Journal
      decisions={mixedDecisions}
      stageCount={7}
      onNew={() => setOpen(true)}
      onOpen={() => setOpen(true)}
      onEvaluate={() => {}}
    />
  );
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <DashboardLayout sidebar={<p>cards</p>} main={open ? editor : journal} />
    </I18nextProvider>
  );
}

describe('DashboardLayout', () => {
  it('puts the journal before the cards, so a phone shows it first', () => {
    render(<Dashboard />);
    const journal = screen.getByRole('heading', { name: 'Decision journal' });
    const cards = screen.getByRole('complementary');
    expect(journal.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the focus back to the control that opened the editor when the journal returns', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    await user.click(screen.getByRole('button', { name: 'New Investment Checkpoint' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'New Investment Checkpoint' })).toHaveFocus();

    const edit = screen.getAllByRole('button', { name: 'Edit Decision' })[0] as HTMLElement;
    edit.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByRole('button', { name: 'Edit Decision' })[0]).toHaveFocus();
  });
});
