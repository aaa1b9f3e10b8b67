import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/ui/common/ProgressBar';
import { storyT, usage } from '../support';

const meta = {
  title: 'Common/ProgressBar',
  component: ProgressBar,
  parameters: usage(
    'A progress bar with its value for assistive tech (role progressbar, aria-valuenow 0–100, and `valueText` read out instead of the bare percentage when given). With `value` null it is indeterminate: a paler bar that pulses (unless reduced motion is asked for) and no aria-valuenow. `failed` turns it red. The label is its accessible name, not shown: pair the bar with visible text. Here the texts are i18n keys, translated by the story.',
  ),
  args: { label: 'data:import.progress.label', value: 45, valueText: 'data:import.progress.checking' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  render: function Render(args, context) {
    const t = storyT(context);
    return (
      <div className="max-w-md">
        <ProgressBar
          {...args}
          label={t(args.label)}
          valueText={args.valueText && t(args.valueText, { done: '4,500', total: '10,000' })}
        />
      </div>
    );
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartWay: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const bar = within(canvasElement).getByRole('progressbar', { name: t('data:import.progress.label') });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      t('data:import.progress.checking', { done: '4,500', total: '10,000' }),
    );
  },
};

/** How far is not known yet (a file being read): no value is claimed. */
export const NotKnownYet: Story = {
  args: { value: null, valueText: 'data:import.progress.reading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Failed: Story = {
  args: { label: 'evaluation:progress.label', value: 60, valueText: undefined, failed: true },
};
