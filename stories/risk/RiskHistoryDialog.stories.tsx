import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RiskHistoryDialog } from '../../src/ui/risk-history/RiskHistoryDialog';
import { storyT } from '../support';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const entries = [
  { id: 'r-1', date: '2024-03-02', score: 28, type: 'Conservative' },
  { id: 'r-2', date: '2024-09-14', score: 45, type: 'Steady' },
  { id: 'r-3', date: '2025-02-01', score: 61, type: 'Balanced' },
  { id: 'r-4', date: '2025-08-20', score: 57, type: 'Balanced' },
];

const meta = {
  title: 'Risk/RiskHistoryDialog',
  component: RiskHistoryDialog,
  args: { open: true, onClose: fn(), entries, deletingId: null, error: null, onDelete: fn() },
} satisfies Meta<typeof RiskHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four assessments: the trend, and the list newest first. */
export const Trend: Story = {
  // The chart has its own chunk; fetching it before rendering keeps this test's waiting short on a busy machine.
  loaders: [() => import('../../src/ui/risk-history/RiskTrendChart').then(() => ({}))],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const rows = body.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('2025-08-20');
    await expect(rows[0]).toHaveTextContent(t('risk:history.current'));
    // One point per assessment.
    const dots = () => canvasElement.ownerDocument.querySelectorAll('figure svg.recharts-surface .recharts-line-dot');
    await waitFor(() => expect(dots()).toHaveLength(entries.length), { timeout: 5_000 });
  },
};

export const DeleteOne: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: t('risk:history.deleteLabel', { date: '2024-03-02' }) }));
    await userEvent.click(body.getByRole('button', { name: t('risk:history.confirmDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith('r-1');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByText(t('risk:history.empty'))).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { error: 'The assessment could not be deleted.', deletingId: null },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('could not be deleted');
  },
};
