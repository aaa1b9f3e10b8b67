import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteDecisionButton } from '../../src/ui/editor/DeleteDecisionButton';
import { storyT, usage } from '../support';

const meta = {
  title: 'Editor/DeleteDecisionButton',
  component: DeleteDecisionButton,
  parameters: usage(
    'Delete with a confirmation: the first click only asks, naming the decision; Cancel keeps it, "Delete decision" hands over to `onDelete` and the button spins while `deleting`. Disabled while other work runs.',
  ),
  args: { decisionLabel: 'Add to CSI 300 index fund', deleting: false, disabled: false, onDelete: fn() },
} satisfies Meta<typeof DeleteDecisionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The question, after the first click. */
export const Asking: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('editor:delete.button') }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: t('editor:delete.title') });
    await expect(dialog).toHaveTextContent(args.decisionLabel);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
