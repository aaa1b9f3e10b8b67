import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Rating } from '../../src/scoring/types';
import type { ScoreBand } from '../../src/ui/evaluation/band-styles';
import { RatingBadge } from '../../src/ui/evaluation/RatingBadge';
import { defaultRatingKey } from '../../src/ui/evaluation/rating-key';
import { storyT, usage } from '../support';
import { storyEvaluationTexts } from './sample';

const RATINGS: [Rating, ScoreBand][] = [
  ['system', 'green'],
  ['stable', 'blue'],
  ['cautious', 'yellow'],
  ['high-risk', 'red'],
];

const meta = {
  title: 'Evaluation/RatingBadge',
  component: RatingBadge,
  parameters: usage(
    'The rating as a pill: its colour follows the total score\'s band (green, blue, yellow, red; contrast holds in both themes), its words come from the scoring rules. `title` ("Rating") is read before the label by screen readers only.',
  ),
  args: { label: 'evaluation.rating.stable.label', band: 'blue', title: 'evaluation:result.ratingLabel' },
  argTypes: { band: { control: 'inline-radio', options: ['green', 'blue', 'yellow', 'red'] } },
  render: (args, context) => (
    <RatingBadge
      band={args.band}
      label={storyEvaluationTexts(context).ruleText(args.label)}
      title={storyT(context)(args.title)}
    />
  ),
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stable: Story = {};

/** Every rating in its band. */
export const AllRatings: Story = {
  render: (_args, context) => {
    const { ruleText } = storyEvaluationTexts(context);
    const title = storyT(context)('evaluation:result.ratingLabel');
    return (
      <div className="flex flex-wrap gap-3">
        {RATINGS.map(([rating, band]) => (
          <RatingBadge key={rating} band={band} label={ruleText(defaultRatingKey(rating, 'label'))} title={title} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-band]')).toHaveLength(4);
    await expect(within(canvasElement).getAllByText(/./, { selector: '.sr-only' })).toHaveLength(4);
  },
};
