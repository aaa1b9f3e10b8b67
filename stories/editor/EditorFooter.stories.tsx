import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EditorFooter } from '../../src/ui/editor/EditorFooter';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Editor/EditorFooter',
  component: EditorFooter,
  parameters: usage(
    'The editor\'s buttons: Back (to the dashboard), Previous (not on stage 1), Next on stages 1…N-1 and "Complete decision" on the last, which spins while it saves. Read-only decisions get no Complete. While any work runs (`busy`) navigation waits.',
  ),
  args: {
    stage: 1,
    stageCount: 7,
    readOnly: false,
    saving: false,
    busy: false,
    onPrevious: fn(),
    onNext: fn(),
    onComplete: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof EditorFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStage: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyT(context)('editor:previous') }),
    ).toBeDisabled();
  },
};

export const MiddleStage: Story = { args: { stage: 4 } };

export const LastStage: Story = {
  args: { stage: 7 },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(context)('editor:complete') })).toBeEnabled();
  },
};

/** Complete is saving. */
export const Completing: Story = { args: { stage: 7, saving: true, busy: true } };

/** An evaluated decision on its last stage: no Complete. */
export const ReadOnly: Story = {
  args: { stage: 7, readOnly: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).queryByRole('button', { name: storyT(context)('editor:complete') })).toBeNull();
  },
};

export const LastStageOnPhone: Story = { args: { stage: 7 }, decorators: [phoneWidth] };
