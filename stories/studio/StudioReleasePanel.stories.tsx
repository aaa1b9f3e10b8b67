import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReleasePanel } from '../../src/studio/ReleasePanel';
import { storyT } from '../support';
import {
  BANK,
  fakeStudioClient,
  pendingStudioClient,
  releasedBank,
  unreachableStudioClient,
} from './fake-studio-client';

const reworded = releasedBank.replace('Tiny bank', 'A tiny bank');

const meta = {
  title: 'Studio/ReleasePanel',
  component: ReleasePanel,
  args: { client: fakeStudioClient({ [BANK]: reworded.replace('"1.0.0"', '"1.0.1"') }), onReleased: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReleasePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before Release is pressed. */
export const Ready: Story = {};

/** A raised version released: what was released, and the git commands to commit it, with Copy. */
export const Released: Story = {
  play: async ({ args, canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:release.button') }));
    await expect(await canvas.findByText(t('studio:release.done'))).toBeVisible();
    await expect(canvas.getByText(/git add -- .* && git commit -m 'Release tiny 1.0.1'/)).toBeVisible();
    await expect(args.onReleased).toHaveBeenCalled();
  },
};

/** Every version is already released. */
export const NothingNew: Story = {
  args: { client: fakeStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:release.button') }));
    await expect(await canvas.findByText(t('studio:release.nothing'))).toBeVisible();
  },
};

/** The released version was changed in place: nothing is released, and the bank is named. */
export const Refused: Story = {
  args: { client: fakeStudioClient({ [BANK]: reworded }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studio:release.button') }));
    await expect(await canvas.findByText(t('studio:release.refused'))).toBeVisible();
  },
};

/** The server cannot be reached. */
export const Failed: Story = {
  args: { client: unreachableStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('studio:release.button') }));
  },
};

/** While the release runs. */
export const Releasing: Story = {
  args: { client: pendingStudioClient() },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('studio:release.button') }));
  },
};
