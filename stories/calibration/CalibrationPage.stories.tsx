import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalibrationPage } from '../../src/ui/calibration/CalibrationPage';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { storyRuleText } from '../dashboard/scoringRules';
import { sampleReviewerCalibration } from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Calibration/CalibrationPage',
  component: CalibrationPage,
  parameters: usage(
    'The calibration page, opened from the dashboard card in place of the journal: the same summary, the calibration chart (loaded on demand) with its bins as a table, from the rules’ sample size on the decomposition and the per-bin verdicts in plain words, and every resolved forecast, newest review first. Back (at the top, and at the bottom of a long page) returns to the dashboard.',
  ),
  args: { report: sampleCalibration('one'), ruleText: (key: string) => key, onBack: fn() },
  loaders: [() => import('../../src/ui/calibration/CalibrationChart')],
  render: (args, context) => (
    <div className="max-w-3xl">
      <CalibrationPage {...args} ruleText={storyRuleText(context)} />
    </div>
  ),
} satisfies Meta<typeof CalibrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const points = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.recharts-scatter-symbol');

export const Empty: Story = {
  args: { report: sampleCalibration('empty') },
  play: async ({ canvasElement, context, args }) => {
    const back = within(canvasElement).getByRole('button', { name: storyT(context)('calibration:back') });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The dashboard is scoped to a tag: the page says whose forecasts it reads, and how to see them all. */
export const ScopedToATag: Story = {
  args: { report: sampleCalibration('few'), tag: '分红' },
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByText(storyT(context)('calibration:scopedToTag', { tag: '分红' })),
    ).toBeVisible();
  },
};

export const NoneResolved: Story = {
  args: { report: sampleCalibration('pending') },
};

/** The end-to-end proof’s single forecast: one point, its wide interval, and the one-forecast sentence. */
export const OneResolved: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(1), { timeout: 5000 });
  },
};

export const FewResolved: Story = {
  args: { report: sampleCalibration('few') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

/** Enough for the decomposition and the per-bin sentences; the points sit on the diagonal. */
export const ManyCalibrated: Story = {
  args: { report: sampleCalibration('calibrated') },
  play: async ({ canvasElement, context }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(5), { timeout: 5000 });
    await expect(
      within(canvasElement).getByRole('heading', { name: storyT(context)('calibration:decomposition.title') }),
    ).toBeInTheDocument();
  },
};

/** High calls under the diagonal, a low one above it. */
export const Overconfident: Story = {
  args: { report: sampleCalibration('overconfident') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

export const OverconfidentOnPhone: Story = {
  args: { report: sampleCalibration('overconfident', { longNames: true }) },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

export const FewResolvedOnPhone: Story = {
  args: { report: sampleCalibration('few') },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4), { timeout: 5000 });
  },
};

/** Second opinions on some resolved decisions: You versus your reviewers joins the page. */
export const WithReviewers: Story = {
  args: { report: sampleCalibration('few'), reviewers: sampleReviewerCalibration('youLower') },
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: storyT(context)('opinions:calibration.title') }),
    ).toBeVisible();
  },
};
