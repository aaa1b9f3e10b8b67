import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StageIndicator } from '../../src/ui/editor/StageIndicator';
import { SAMPLE_STAGE_TITLES } from '../../src/ui/evaluation/fixtures';
import { phoneWidth } from '../phone';
import { storyLocale, usage } from '../support';

const meta = {
  title: 'Editor/StageIndicator',
  component: StageIndicator,
  parameters: usage(
    'Where the investor is in the questionnaire: one dot per stage (done, current, upcoming), "(n/N)" and the stage title from the bank. The dots are an ordered list whose current item has aria-current="step". The title wraps under the dots on a phone.',
  ),
  args: { stage: 1, stageCount: 7, stageTitle: '' },
  argTypes: { stage: { control: { type: 'range', min: 1, max: 7 } } },
  render: (args, context) => (
    <StageIndicator
      {...args}
      stageTitle={args.stageTitle || SAMPLE_STAGE_TITLES[storyLocale(context)][String(args.stage) as '1']}
    />
  ),
} satisfies Meta<typeof StageIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStage: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const MiddleStage: Story = { args: { stage: 4 } };

export const LastStage: Story = { args: { stage: 7 } };

export const OnPhone: Story = { args: { stage: 3 }, decorators: [phoneWidth] };
