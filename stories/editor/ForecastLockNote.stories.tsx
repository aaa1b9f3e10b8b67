import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDay } from '../../src/ui/common/format-date';
import { ForecastLockNote } from '../../src/ui/editor/ForecastLockNote';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'Editor/ForecastLockNote',
  component: ForecastLockNote,
  parameters: usage(
    "Above the forecast stage of a completed decision: its answers were fixed at Complete so the reviews can score them, and this says so, with the day the forecast was made in the reader's language. A note, not a status: nothing is announced when the stage opens. The stage's questions point at it (aria-describedby).",
  ),
  args: { madeAt: '2026-11-26T10:00:00.000Z' },
} satisfies Meta<typeof ForecastLockNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dated: Story = {
  play: async ({ canvasElement, args, context }) => {
    const date = formatDay(args.madeAt ?? '', storyLocale(context));
    await expect(within(canvasElement).getByText(storyT(context)('editor:forecastLock.note', { date }))).toBeVisible();
  },
};

/** A forecast whose day is not known (not yet stamped by the database): the note leaves the day out. */
export const Undated: Story = {
  args: { madeAt: null },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('editor:forecastLock.noteUndated'))).toBeVisible();
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
