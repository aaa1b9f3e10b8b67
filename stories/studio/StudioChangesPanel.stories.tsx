import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangesPanel } from '../../src/studio/ChangesPanel';
import type { StudioClient } from '../../src/studio/studio-client';
import { storyT } from '../support';
import {
  BANK,
  fakeStudioClient,
  pendingStudioClient,
  releasedBank,
  SCHEDULE,
  unreachableStudioClient,
} from './fake-studio-client';

/** The bank's English title reworded under the released version, and the schedule's interval fixed. */
const edited = () =>
  fakeStudioClient({
    [BANK]: releasedBank.replace('Tiny bank', 'A tiny bank'),
    [SCHEDULE]: '{\n  "$schema": "./schema/review-schedule.schema.json",\n  "months": 3\n}\n',
  });

const meta = {
  title: 'Studio/ChangesPanel',
  component: ChangesPanel,
  args: { client: edited(), revision: 0, busy: false, onAccept: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two files differ from git HEAD, each edit behind its disclosure; the bank
 * differs from its released version in wording only: a patch, with Accept.
 */
export const WithChanges: Story = {
  play: async ({ args, canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('studio:bump.accept', { suggested: '1.0.1' }) }));
    await expect(args.onAccept).toHaveBeenCalledWith(BANK, '1.0.1');
    // A native <summary>: the browser opens it from the keyboard; the story's simulated keys do not reach that.
    await userEvent.click(canvas.getByLabelText(t('studio:changes.showDiff', { file: SCHEDULE })));
    await expect(await canvas.findByText(/"months": 3/)).toBeVisible();
  },
};

/** Nothing edited: the folders match HEAD and every bank its released version. */
export const NoChanges: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(await within(canvasElement).findByText(t('studio:changes.headNone'))).toBeVisible();
  },
};

/** While the server reads the changes. */
export const Loading: Story = { args: { client: pendingStudioClient() } };

/** The server cannot be reached. */
export const Failed: Story = { args: { client: unreachableStudioClient() } };

const noGit: StudioClient = {
  ...fakeStudioClient(),
  changes: () =>
    Promise.resolve({
      ok: true as const,
      status: 200,
      body: { head: { available: false, reason: '/tmp/content is not a git repository with a commit' }, banks: [] },
    }),
};

/** The content root is no git repository: the released versions are still compared. */
export const NoGit: Story = { args: { client: noGit } };
