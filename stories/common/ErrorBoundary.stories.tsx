import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary } from '../../src/ui/common/ErrorBoundary';
import { storyT } from '../support';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'description')");
}

const meta = {
  title: 'Common/ErrorBoundary',
  component: ErrorBoundary,
  args: { onReload: fn(), children: <Broken /> },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One screen or dialog failed: the notice replaces it, the rest of the page works. */
export const SectionCrashed: Story = {
  // The opened details show a stack trace with the test server's port and a timestamp.
  parameters: { visualMask: ['pre'] },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:crash.body'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:crash.reload') }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByText(t('common:crash.details')));
    await expect(canvas.getByText(/TypeError: Cannot read properties/)).toBeVisible();
  },
};

/** The root boundary: nothing else of the page is left. */
export const PageCrashed: Story = {
  args: { scope: 'page' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('common:crash.bodyPage'));
  },
};
