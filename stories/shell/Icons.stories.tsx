import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LogoIcon, MonitorIcon, MoonIcon, SunIcon } from '../../src/ui/shell/icons';
import { usage } from '../support';

const ICONS = { LogoIcon, SunIcon, MoonIcon, MonitorIcon };

function IconSet({ size = 'size-6' }: { size?: string }) {
  return (
    <div className="flex items-center gap-4 text-slate-700 dark:text-slate-200">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <span key={name} data-icon={name} className={`inline-flex ${size} [&>svg]:size-full`}>
          <Icon />
        </span>
      ))}
    </div>
  );
}

const meta = {
  title: 'Shell/Icons',
  component: IconSet,
  parameters: usage(
    "The top bar's icons: the logo and the three theme choices (sun, moon, monitor). They draw in the text colour and are decorative: the control they sit in carries the name.",
  ),
  args: { size: 'size-6' },
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-icon] svg')).toHaveLength(4);
  },
};

export const Large: Story = { args: { size: 'size-12' } };
