import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DecisionShares } from '../../src/ui/second-opinion/DecisionShares';
import { decisionShares } from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/DecisionShares',
  component: DecisionShares,
  parameters: usage(
    'Beside a decision, where accounts meet (Supabase): “Invite a reviewer by e-mail” and this decision’s invitations, newest first, each with the reviewer’s e-mail, the day it went out and where it stands (waiting, answered, revoked). A mistyped e-mail is refused here with its message and nothing is reported. Revoke asks first; an answer not yet beside the decision offers “Add their response”. The embedded runtime shows none of this: it shares by file only.',
  ),
  args: {
    shares: [],
    importedResponseIds: new Set<string>(),
    completed: true,
    onInvite: fn(async () => true),
    onRevoke: fn(),
    onAddResponse: fn(),
  },
  render: (args, context) => (
    <div className="max-w-2xl">
      <DecisionShares {...args} shares={args.shares.length > 0 ? decisionShares(storyLocale(context)) : []} />
    </div>
  ),
} satisfies Meta<typeof DecisionShares>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody invited yet: a good address is reported trimmed, and the field empties. */
export const Empty: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:invite.empty'))).toBeVisible();
    const email = canvas.getByLabelText(t('opinions:invite.email'));
    await userEvent.type(email, ' sam@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:invite.send') }));
    await expect(args.onInvite).toHaveBeenCalledWith('sam@example.com');
    await expect(email).toHaveValue('');
  },
};

/** A mistyped address: its message under the field, and nothing sent. */
export const BadEmail: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(t('opinions:invite.email'));
    await userEvent.type(email, 'sam@example{Enter}');
    await expect(canvas.getByText(t('opinions:invite.badEmail'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** One invitation in each state; the second answer is beside the decision already. */
export const WithInvitations: Story = {
  args: { shares: decisionShares('en'), importedResponseIds: new Set(['response-share-3']) },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    for (const status of ['waiting', 'answered', 'revoked'] as const) {
      await expect(canvas.getAllByText(t(`opinions:invite.status.${status}`))[0]).toBeVisible();
    }
    await userEvent.click(
      canvas.getByRole('button', { name: t('opinions:invite.addNamed', { email: 'li.ming@example.com' }) }),
    );
    await expect(args.onAddResponse).toHaveBeenCalledWith('share-2');
  },
};

/** Revoke asks first; Keep has the focus, the safe choice. */
export const ConfirmingRevoke: Story = {
  args: { shares: decisionShares('en') },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('opinions:invite.revokeNamed', { email: 'sam@example.com' }) }),
    );
    await expect(canvas.getByRole('button', { name: t('opinions:invite.keep') })).toHaveFocus();
    await expect(
      canvas.getByRole('group', { name: t('opinions:invite.confirmRevoke', { email: 'sam@example.com' }) }),
    ).toBeVisible();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** A decision in progress cannot be shared yet, and the field says why. */
export const NotCompleted: Story = {
  args: { completed: false },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('opinions:invite.send') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('opinions:invite.email'))).toHaveAccessibleDescription(
      t('opinions:panel.askDisabled'),
    );
  },
};

export const Sending: Story = {
  args: { inviting: true },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('opinions:invite.loading'),
    );
  },
};

export const LoadFailed: Story = {
  args: { loadError: 'x', onRetry: fn() },
  render: (args, context) => (
    <div className="max-w-2xl">
      <DecisionShares {...args} loadError={storyT(context)('errors:loadConnection')} />
    </div>
  ),
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('opinions:invite.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An invitation the store refused: its words above the list. */
export const SendFailed: Story = {
  args: { shares: decisionShares('en'), error: 'x', onDismissError: fn() },
  render: (args, context) => (
    <div className="max-w-2xl">
      <DecisionShares
        {...args}
        shares={decisionShares(storyLocale(context))}
        error={storyT(context)('packets:shareDecisionGone')}
      />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyT(context)('packets:shareDecisionGone'),
    );
  },
};

export const OnPhone: Story = {
  args: { shares: decisionShares('en') },
  decorators: [phoneWidth],
  render: (args, context) => <DecisionShares {...args} shares={decisionShares(storyLocale(context))} />,
};
