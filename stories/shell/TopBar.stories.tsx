import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Lang } from '../../src/content/types';
import { TopBar } from '../../src/ui/shell/TopBar';
import type { ThemeSetting } from '../../src/ui/shell/types';
import { phoneWidth } from '../phone';
import { storyLocale, storyT } from '../support';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    userName: null,
    theme: 'system',
    language: 'zh',
    onThemeChange: fn(),
    onLanguageChange: fn(),
    onSignIn: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('shell:appName') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:signIn') }));
    await expect(args.onSignIn).toHaveBeenCalled();
    await expect(canvas.queryByText(t('shell:welcome', { name: 'Lin' }))).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { userName: 'Lin Wei' },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('shell:welcome', { name: 'Lin Wei' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:signOut') }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** A returning investor while their stored session is checked: no Log in is offered, and no Sign out yet. */
export const CheckingSession: Story = {
  args: { userName: undefined },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('shell:signIn') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('shell:signOut') })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: (name) => name.endsWith(t('shell:language.switchTo')) }),
    ).toBeVisible();
  },
};

/** A phone's width: the controls wrap under the app name, which shows whole. */
export const Phone: Story = {
  args: { userName: 'lin.wei@example.com' },
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const name = within(canvasElement).getByRole('heading', { name: t('shell:appName') });
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};

export const SigningOut: Story = {
  args: { userName: 'Lin Wei', signingOut: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('button', { name: t('shell:signOut') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Theme and language controls wired to local state, as in the app. */
export const Interactive: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<ThemeSetting>('system');
    const [language, setLanguage] = useState<Lang>('zh');
    return (
      <TopBar
        {...args}
        theme={theme}
        language={language}
        onThemeChange={(value) => {
          setTheme(value);
          args.onThemeChange(value);
        }}
        onLanguageChange={(value) => {
          setLanguage(value);
          args.onLanguageChange(value);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const dark = canvas.getByRole('radio', { name: t('shell:theme.dark') });
    await userEvent.click(dark);
    await expect(dark).toBeChecked();
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    // Arrow keys move within the radio group, as for any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t('shell:theme.system') })).toBeChecked();
    // The visible word starts the name; the explanation follows it.
    const toggle = canvas.getByRole('button', { name: (name) => name.endsWith(t('shell:language.switchTo')) });
    await expect(toggle).toHaveAccessibleName(new RegExp(`^${t('shell:language.target')}`));
    await userEvent.click(toggle);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await expect(storyLocale(context)).toMatch(/^(zh|en)$/);
  },
};
