import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import CalibrationChart from '../../src/ui/calibration/CalibrationChart';
import { LazyCalibrationChart } from '../../src/ui/calibration/LazyCalibrationChart';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationChart',
  component: LazyCalibrationChart,
  parameters: usage(
    'The calibration chart, loaded on demand (recharts): each bin of scoring-rules/calibration.json that holds forecasts, plotted at its mean stated probability (across) against how often they came true (up), with its Wilson 95% interval as a bar and its n as a label; the dashed diagonal is perfect calibration. Bins without forecasts are left out (the table beside it lists them). Named and described for assistive tech.',
  ),
  args: { bins: sampleCalibration('calibrated').bins },
  loaders: [() => import('../../src/ui/calibration/CalibrationChart')],
  render: (args) => (
    <div className="max-w-2xl">
      <LazyCalibrationChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LazyCalibrationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const points = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.recharts-scatter-symbol');

/** One forecast: a single point whose interval spans most of the height. */
export const OneForecast: Story = {
  args: { bins: sampleCalibration('one').bins },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(1), { timeout: 5000 });
  },
};

/** A well calibrated forecaster: every point near the diagonal, inside its interval. */
export const Calibrated: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(5), { timeout: 5000 });
  },
};

/** An overconfident forecaster: the high calls well below the diagonal. */
export const Overconfident: Story = {
  args: { bins: sampleCalibration('overconfident').bins },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

export const OverconfidentOnPhone: Story = {
  args: { bins: sampleCalibration('overconfident').bins },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

/** The recharts chart alone, as LazyCalibrationChart loads it. */
export const ChartOnly: Story = {
  render: (args, context) => {
    const t = storyT(context);
    const percent = (share: number) => `${Math.round(share * 100)}%`;
    return (
      <div className="h-80 max-w-lg text-slate-600 dark:text-slate-300">
        <CalibrationChart
          data={args.bins
            .filter((bin) => bin.n > 0)
            .map((bin) => ({
              forecast: bin.meanForecast,
              observed: bin.observed,
              interval: [bin.observed - bin.low, bin.high - bin.observed],
              n: bin.n,
              detail: t('calibration:chart.tooltip', {
                count: bin.n,
                forecast: percent(bin.meanForecast),
                observed: percent(bin.observed),
                low: percent(bin.low),
                high: percent(bin.high),
              }),
            }))}
          label={t('calibration:chart.label')}
          description={t('calibration:chart.description')}
          xLabel={t('calibration:chart.x')}
          yLabel={t('calibration:chart.y')}
          percent={percent}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(5), { timeout: 5000 });
  },
};
