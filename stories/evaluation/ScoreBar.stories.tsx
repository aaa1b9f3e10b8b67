import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleBandOf } from '../../src/ui/evaluation/fixtures';
import { ScoreBar } from '../../src/ui/evaluation/ScoreBar';
import { usage } from '../support';

const meta = {
  title: 'Evaluation/ScoreBar',
  component: ScoreBar,
  parameters: usage(
    "A bar filled to the score (0–100, clamped) in its band's colour. Decorative: always put the number beside it. `lg` for the total, `md` for stages.",
  ),
  args: { score: 76, band: 'blue', size: 'md' },
  argTypes: {
    score: { control: { type: 'range', min: 0, max: 100 } },
    band: { control: 'inline-radio', options: ['green', 'blue', 'yellow', 'red'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  render: (args) => (
    <div className="max-w-md">
      <ScoreBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ScoreBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

/** One bar per band, from 0 to 100, large. */
export const AllBands: Story = {
  render: () => (
    <div className="max-w-md space-y-3">
      {[0, 42, 61, 76, 88, 100].map((score) => (
        <ScoreBar key={score} score={score} band={sampleBandOf('total', score)} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-band="red"]')).toHaveLength(2);
  },
};
