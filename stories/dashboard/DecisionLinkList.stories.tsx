import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DecisionLinkList } from '../../src/ui/dashboard/DecisionLinkList';
import { manyDecisions, mixedDecisions, sampleDecision } from '../../src/ui/dashboard/sample-decisions';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Dashboard/DecisionLinkList',
  component: DecisionLinkList,
  parameters: usage(
    'The shared body of the Active and Completed lists: a card of decisions as buttons that open them, with a short detail at the end (stage, score). Names truncate; the list scrolls after about seven items and renders only the items in view, each telling screen readers its place in the whole list. Says `emptyText` when there is nothing. Title and empty text are i18n keys here.',
  ),
  args: {
    title: 'dashboard:active.title',
    emptyText: 'dashboard:active.empty',
    decisions: mixedDecisions,
    detail: (decision) => `${decision.stage}/7`,
    onOpen: fn(),
  },
  render: (args, context) => {
    const text = storyText(context);
    const t = storyT(context);
    return (
      <div className="max-w-xs">
        <DecisionLinkList
          {...args}
          title={text(args.title)}
          emptyText={text(args.emptyText)}
          detail={(decision) => t('dashboard:journal.stage', { stage: decision.stage, total: 7 })}
        />
      </div>
    );
  },
} satisfies Meta<typeof DecisionLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDecisions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Start a bond ladder/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(mixedDecisions[2]?.id);
  },
};

export const Empty: Story = {
  args: { decisions: [] },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('dashboard:active.empty'))).toBeVisible();
  },
};

/** Many decisions: the list scrolls inside the card. */
export const Many: Story = { args: { decisions: manyDecisions(30) } };

/** A long history scrolled to its end: the box renders the items in view, the last one saying it is the last. */
export const ThousandsScrolledToTheEnd: Story = {
  args: { decisions: manyDecisions(5000) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const box = list.parentElement as HTMLElement;
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(within(list).getByText('Decision 5000')).toBeVisible());
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(25);
    await expect(items.at(-1)).toHaveAttribute('aria-posinset', '5000');
    await expect(items.at(-1)).toHaveAttribute('aria-setsize', '5000');
  },
};

export const LongNamesOnPhone: Story = {
  args: {
    decisions: [
      sampleDecision(0, { name: 'Rebalance the retirement portfolio towards short-duration government bonds' }),
      sampleDecision(1, { name: '在降息前将养老组合调整为短久期国债并逐步减少成长型基金的仓位' }),
    ],
  },
  decorators: [phoneWidth],
};
