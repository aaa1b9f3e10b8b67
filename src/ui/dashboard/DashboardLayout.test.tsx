import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardWithEditor } from './dashboard-harness';
import { mixedDecisions } from './sample-decisions';

const Dashboard = () => dashboardWithEditor(mixedDecisions, <p>cards</p>);

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
