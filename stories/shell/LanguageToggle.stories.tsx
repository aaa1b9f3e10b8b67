import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageToggle } from '../../src/ui/shell/LanguageToggle';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'Shell/LanguageToggle',
  component: LanguageToggle,
  parameters: usage(
    "The top bar's language switch. It shows the language it switches TO, written in that language (so a reader of either can find it), and its accessible name starts with those visible words, followed by an explanation in the current language.",
  ),
  args: { value: 'zh', onChange: fn() },
  render: (args, context) => <LanguageToggle {...args} value={storyLocale(context)} />,
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(t('shell:language.switchTo')) }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(storyLocale(context) === 'zh' ? 'en' : 'zh');
  },
};
