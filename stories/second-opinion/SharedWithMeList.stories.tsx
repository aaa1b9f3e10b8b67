import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharedWithMeList } from '../../src/ui/second-opinion/SharedWithMeList';
import { sharedPackets, sharesWithMe } from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/SharedWithMeList',
  component: SharedWithMeList,
  parameters: usage(
    'The reviewer’s “Shared with me”: each review packet with who sent it, the decision, the day it arrived and how far the reviewer got (forecast needed, critique to finish, response written), with Open and Remove (which asks first). Packets arrive as files: “Open a packet file” reports the chosen file; the empty list explains this. A refused file’s words show above the list.',
  ),
  args: { packets: [], onOpen: fn(), onRemove: fn(), onOpenFile: fn() },
  render: (args, context) => (
    <div className="max-w-3xl">
      <SharedWithMeList {...args} packets={args.packets.length > 0 ? sharedPackets(storyLocale(context)) : []} />
    </div>
  ),
} satisfies Meta<typeof SharedWithMeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shared yet: how packets arrive, and the button to open one; the chosen file is reported. */
export const Empty: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:shared.empty'))).toBeVisible();
    const file = new File(['{}'], 'packet.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByTestId('file-input'), file);
    await expect(args.onOpenFile).toHaveBeenCalledWith(file);
  },
};

/** A packet at each step, newest first; Remove asks before it removes. */
export const WithPackets: Story = {
  args: { packets: sharedPackets('en') },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    for (const status of ['forecastNeeded', 'critiqueToFinish', 'responseWritten'] as const) {
      await expect(canvas.getByText(t(`opinions:status.${status}`))).toBeVisible();
    }
    await userEvent.click(
      canvas.getByRole('button', { name: t('opinions:shared.openNamed', { name: 'Dividend ETF', from: 'Chen Jing' }) }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('shared-1');
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('opinions:shared.removeNamed', { name: 'Regional bank', from: 'Chen Jing' }),
      }),
    );
    await expect(canvas.getByRole('button', { name: t('opinions:shared.keep') })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('opinions:shared.confirm') }));
    await expect(args.onRemove).toHaveBeenCalledWith('shared-3');
  },
};

/** The remove question open: Keep has the focus, the safe choice. */
export const ConfirmingRemove: Story = {
  args: { packets: sharedPackets('en') },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('opinions:shared.removeNamed', { name: 'Dividend ETF', from: 'Chen Jing' }),
      }),
    );
    await expect(
      canvas.getByRole('group', { name: t('opinions:shared.confirmRemove', { name: 'Dividend ETF' }) }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('opinions:shared.loading'),
    );
  },
};

export const LoadFailed: Story = {
  args: { loadError: 'errors:loadFailed', onRetry: fn() },
  render: (args, context) => <SharedWithMeList {...args} loadError={storyT(context)('errors:loadFailed')} />,
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('opinions:shared.loadFailed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A file that is not a packet: the caller’s words above the list. */
export const FileRefused: Story = {
  args: { packets: sharedPackets('en'), fileError: 'x', onDismissFileError: fn() },
  render: (args, context) => (
    <div className="max-w-3xl">
      <SharedWithMeList
        {...args}
        packets={sharedPackets(storyLocale(context))}
        fileError={storyT(context)('errors:importNotJson')}
      />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(context)('errors:importNotJson'));
  },
};

/** Where accounts meet: a decision shared with the reviewer's e-mail lists beside the packets, Open only until opened. */
export const WithInvitations: Story = {
  args: { packets: sharedPackets('en') },
  render: (args, context) => (
    <div className="max-w-3xl">
      <SharedWithMeList
        {...args}
        packets={sharedPackets(storyLocale(context))}
        invitations={{ shares: sharesWithMe(storyLocale(context)), onRetry: fn(), onOpen: args.onOpen }}
      />
    </div>
  ),
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(t('opinions:shared.byInvitation'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('opinions:shared.openNamed', { name: 'Copper miner', from: 'Alex Morgan' }),
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('share-a');
  },
};

/** The shares by e-mail still loading: the packets from files list meanwhile. */
export const InvitationsLoading: Story = {
  args: { packets: sharedPackets('en') },
  render: (args, context) => (
    <div className="max-w-3xl">
      <SharedWithMeList
        {...args}
        packets={sharedPackets(storyLocale(context))}
        invitations={{ shares: [], loading: true, onRetry: fn(), onOpen: fn() }}
      />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('opinions:shared.sharesLoading'),
    );
  },
};

/** The shares by e-mail did not load: why, with Retry, above the packets from files. */
export const InvitationsLoadFailed: Story = {
  args: { packets: sharedPackets('en') },
  render: (args, context) => (
    <div className="max-w-3xl">
      <SharedWithMeList
        {...args}
        packets={sharedPackets(storyLocale(context))}
        invitations={{
          shares: [],
          loadError: storyT(context)('errors:loadConnection'),
          onRetry: fn(),
          onOpen: fn(),
        }}
      />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('opinions:shared.sharesLoadFailed'));
    await expect(canvas.getByRole('button', { name: t('common:retry') })).toBeVisible();
  },
};

/** Nothing shared yet where accounts meet: the empty list says invitations arrive by themselves. */
export const EmptyWithInvitations: Story = {
  render: (args) => (
    <div className="max-w-3xl">
      <SharedWithMeList {...args} packets={[]} invitations={{ shares: [], onRetry: fn(), onOpen: fn() }} />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('opinions:shared.emptyWithShares'))).toBeVisible();
  },
};

export const OnPhone: Story = {
  args: { packets: sharedPackets('en') },
  decorators: [phoneWidth],
  render: (args, context) => (
    <SharedWithMeList {...args} packets={sharedPackets(storyLocale(context), { longNames: true })} />
  ),
};

export const EmptyOnPhone: Story = {
  decorators: [phoneWidth],
};
