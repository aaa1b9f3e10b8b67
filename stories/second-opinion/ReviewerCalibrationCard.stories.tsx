import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewerCalibrationCard } from '../../src/ui/calibration/ReviewerCalibrationCard';
import { sampleReviewerCalibration } from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/ReviewerCalibrationCard',
  component: ReviewerCalibrationCard,
  parameters: usage(
    'On the calibration page: the investor’s Brier score beside their reviewers’, over the same resolved decisions (a fair comparison), with how many decisions each rests on, which is lower (better), and each reviewer with the investor’s score on the decisions that reviewer saw. Nothing is rendered before a decision with a second opinion is resolved.',
  ),
  args: { comparison: sampleReviewerCalibration('youLower') },
  render: (args) => (
    <div className="max-w-2xl">
      <ReviewerCalibrationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewerCalibrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouLower: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('opinions:calibration.title') })).toBeVisible();
    await expect(canvas.getByText(t('opinions:calibration.lowerYou'))).toBeVisible();
    await expect(canvas.getByText(t('opinions:calibration.intro', { count: 4 }))).toBeVisible();
  },
};

export const ReviewersLower: Story = {
  args: { comparison: sampleReviewerCalibration('reviewersLower') },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('opinions:calibration.lowerReviewers'))).toBeVisible();
  },
};

/** No resolved decision with a second opinion: nothing at all. */
export const NothingYet: Story = {
  args: { comparison: sampleReviewerCalibration('none') },
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: storyT(context)('opinions:calibration.title') }),
    ).toBeNull();
  },
};

export const OnPhone: Story = {
  decorators: [phoneWidth],
  render: (args) => <ReviewerCalibrationCard {...args} />,
};
