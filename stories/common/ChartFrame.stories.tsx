import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { expect, within } from 'storybook/test';
import { ChartFrame } from '../../src/ui/common/ChartFrame';
import { storyT, storyText, usage } from '../support';

/** A chart whose code never arrives: the frame keeps showing its skeleton. */
const never = new Promise<never>(() => {});
function NeverLoads() {
  return use(never);
}

const meta = {
  title: 'Common/ChartFrame',
  component: ChartFrame,
  parameters: usage(
    'The frame of a chart that loads on demand: a fixed height (so nothing moves when the chart arrives), a same-sized pulsing skeleton with a "loading" status meanwhile, and a caption for assistive tech. Lay the same numbers out as text nearby; the chart is a visual extra. Labels are i18n keys here.',
  ),
  args: {
    label: 'evaluation:result.chart',
    loadingLabel: 'evaluation:result.chartLoading',
    heightClass: 'h-40',
    children: <NeverLoads />,
  },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="max-w-md">
        <ChartFrame {...args} label={text(args.label)} loadingLabel={text(args.loadingLabel)} />
      </div>
    );
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('evaluation:result.chartLoading'),
    );
  },
};

/** Loaded: whatever the chart draws fills the frame. */
export const Loaded: Story = {
  args: { children: <div className="h-full rounded-lg bg-sky-100 dark:bg-sky-950" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
