import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileList } from '../../src/studio/FileList';

const FILES = [
  'questionnaires/decision-checkpoint/bank.json',
  'questionnaires/decision-checkpoint/versions/1.0.0.json',
  'questionnaires/glossary.json',
  'questionnaires/schema/bank.schema.json',
  'scoring-rules/review-schedule.json',
];

const meta = {
  title: 'Studio/FileList',
  component: FileList,
  args: { files: FILES, selected: 'questionnaires/glossary.json', onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="h-80 w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content files, the open one marked; a click opens another. */
export const Files: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'questionnaires/glossary.json' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'scoring-rules/review-schedule.json' }));
    await expect(args.onSelect).toHaveBeenCalledWith('scoring-rules/review-schedule.json');
  },
};

/** While the server's list is on its way. */
export const Loading: Story = { args: { files: undefined, selected: undefined } };
