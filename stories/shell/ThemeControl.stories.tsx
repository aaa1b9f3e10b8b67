import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeControl } from '../../src/ui/shell/ThemeControl';
import type { ThemeSetting } from '../../src/ui/shell/types';
import { storyT, usage } from '../support';

const meta = {
  title: 'Shell/ThemeControl',
  component: ThemeControl,
  parameters: usage(
    'Light, dark or follow the system, as a segmented radio group of icons (each with its name as label and tooltip): arrow keys move and the choice applies at once.',
  ),
  args: { value: 'system', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  render: function Render(args) {
    const [value, setValue] = useState<ThemeSetting>(args.value);
    return (
      <ThemeControl
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ThemeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('shell:theme.system') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: t('shell:theme.dark') }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Light: Story = { args: { value: 'light' } };

export const Dark: Story = { args: { value: 'dark' } };
