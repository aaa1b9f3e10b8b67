import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decisionShares } from '../../../stories/fixtures/second-opinion';
import { renderIn } from '../form/test-render';
import { DecisionShares, type DecisionSharesProps } from './DecisionShares';

function renderShares(props: Partial<DecisionSharesProps> = {}) {
  const all: DecisionSharesProps = {
    shares: decisionShares('en'),
    importedResponseIds: new Set(),
    completed: true,
    onInvite: vi.fn(async () => true),
    onRevoke: vi.fn(),
    onAddResponse: vi.fn(),
    ...props,
  };
  return { ...renderIn('en', <DecisionShares {...all} />), props: all };
}

describe('DecisionShares', () => {
  it('refuses a mistyped e-mail with its message and sends nothing; a good one goes out trimmed and the field empties', async () => {
    const { t, props } = renderShares();
    const email = screen.getByLabelText(t('opinions:invite.email'));
    await userEvent.type(email, 'ann@example');
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.send') }));
    expect(props.onInvite).not.toHaveBeenCalled();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t('opinions:invite.badEmail')));
    expect(email).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.type(email, '  ann@example.com {Enter}');
    expect(props.onInvite).toHaveBeenCalledWith('ann@example.com');
    expect(screen.queryByText(t('opinions:invite.badEmail'))).not.toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('words where each invitation stands, newest first, and offers Add only for an answer not yet added', () => {
    const { t } = renderShares({ importedResponseIds: new Set(['response-share-3']) });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t('opinions:invite.status.waiting')),
      expect.stringContaining(t('opinions:invite.status.answered')),
      expect.stringContaining(t('opinions:invite.status.answered')),
      expect.stringContaining(t('opinions:invite.status.revoked')),
    ]);
    expect(items[2]).toHaveTextContent(t('opinions:invite.added'));
    expect(screen.getAllByRole('button', { name: /^Add the response of / })).toHaveLength(1);
    // A revoked invitation cannot be revoked again.
    expect(screen.getAllByRole('button', { name: /^Revoke the invitation to / })).toHaveLength(3);
  });

  it('revokes only once confirmed, and adds an answer on request', async () => {
    const { t, props } = renderShares();
    const revoke = () =>
      screen.getByRole('button', { name: t('opinions:invite.revokeNamed', { email: 'sam@example.com' }) });
    await userEvent.click(revoke());
    expect(screen.getByRole('button', { name: t('opinions:invite.keep') })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.keep') }));
    expect(props.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(revoke());
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.confirm') }));
    expect(props.onRevoke).toHaveBeenCalledWith('share-1');
    await userEvent.click(
      screen.getByRole('button', { name: t('opinions:invite.addNamed', { email: 'li.ming@example.com' }) }),
    );
    expect(props.onAddResponse).toHaveBeenCalledWith('share-2');
  });

  it('says why the decision cannot be shared yet, and shows a list that did not load with Retry', async () => {
    const onRetry = vi.fn();
    const { t, props } = renderShares({ completed: false, loadError: 'The database is busy.', onRetry });
    const send = screen.getByRole('button', { name: t('opinions:invite.send') });
    expect(send).toBeDisabled();
    expect(screen.getByLabelText(t('opinions:invite.email'))).toHaveAccessibleDescription(
      t('opinions:panel.askDisabled'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The database is busy.');
    await userEvent.click(screen.getByRole('button', { name: t('common:retry') }));
    expect(onRetry).toHaveBeenCalled();
    expect(props.onInvite).not.toHaveBeenCalled();
  });
});
