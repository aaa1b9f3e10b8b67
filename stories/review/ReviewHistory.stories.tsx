import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requireBankOfKind } from '../../src/content/registry';
import { QuestionForm } from '../../src/ui/form/QuestionForm';
import { ReviewHistory } from '../../src/ui/review/ReviewHistory';
import { phoneWidth } from '../phone';
import { storyT } from '../support';

const reviewBank = requireBankOfKind('review');

/** A decision's earlier reviews, newest first; each opens to its answers, read-only. */
const meta = {
  title: 'Review/ReviewHistory',
  component: ReviewHistory,
  args: {
    reviews: [
      { id: 'r3', date: '2027-05-24', summary: '+14.2%' },
      { id: 'r2', date: '2027-02-24', summary: '-8.5%' },
      { id: 'r1', date: '2026-11-24' },
    ],
    renderAnswers: () => <QuestionForm bank={reviewBank} sectionIndex={0} answers={{}} onChange={() => {}} readOnly />,
  },
  render: (args) => (
    <div className="max-w-xl">
      <ReviewHistory {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const list = within(within(canvasElement).getByRole('region', { name: t('review:earlier', { count: 3 }) }));
    const entries = list.getAllByRole('button');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining(t('review:reviewedOn', { date: '2027-05-24' })),
      expect.stringContaining(t('review:reviewedOn', { date: '2027-02-24' })),
      expect.stringContaining(t('review:reviewedOn', { date: '2026-11-24' })),
    ]);
    // Closed entries render no answers; opening one shows them.
    await expect(list.queryAllByRole('textbox')).toEqual([]);
    const [newest] = entries;
    if (!newest) throw new Error('an entry');
    newest.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.getAllByRole('textbox').length).toBeGreaterThan(0));
  },
};

export const NoReviews: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
