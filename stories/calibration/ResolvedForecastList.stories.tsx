import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResolvedForecastList } from '../../src/ui/calibration/ResolvedForecastList';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { phoneWidth } from '../phone';
import { usage } from '../support';

const meta = {
  title: 'Calibration/ResolvedForecastList',
  component: ResolvedForecastList,
  parameters: usage(
    'Every resolved forecast, newest review first: the decision, the probability given and whether the thesis came true (or was not scored), the range beside the actual return and whether it held, and the return over the benchmark the investor named. The words carry the outcome; the colours repeat it.',
  ),
  args: { resolved: sampleCalibration('few').resolved },
  render: (args) => (
    <div className="max-w-2xl">
      <ResolvedForecastList {...args} />
    </div>
  ),
} satisfies Meta<typeof ResolvedForecastList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewResolved: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(args.resolved.length);
  },
};

export const NoneResolved: Story = {
  args: { resolved: [] },
};

export const LongNamesOnPhone: Story = {
  args: { resolved: sampleCalibration('overconfident', { longNames: true }).resolved.slice(0, 6) },
  decorators: [phoneWidth],
};
