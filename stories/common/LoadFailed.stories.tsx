import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed } from '../../src/ui/common/LoadFailed';
import { storyT } from '../support';

const meta = {
  title: 'Common/LoadFailed',
  component: LoadFailed,
  args: { title: '', message: '', onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard after sign-in, when the profile, decisions or assessments could not be loaded. */
export const Dashboard: Story = {
  render: (args, context) => {
    const t = storyT(context);
    return <LoadFailed {...args} title={t('dashboard:loadFailed.title')} message={t('errors:loadFailed')} />;
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:loadFailed'));
    const retry = canvas.getByRole('button', { name: t('common:retry') });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A decision that could not be opened: Retry, or back to the dashboard. */
export const Editor: Story = {
  args: { back: { label: '', onClick: fn() } },
  render: (args, context) => {
    const t = storyT(context);
    return (
      <LoadFailed
        {...args}
        title={t('editor:loadFailed.title')}
        message={t('errors:loadConnection')}
        back={{ label: t('editor:back'), onClick: args.back?.onClick ?? (() => {}) }}
      />
    );
  },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('editor:loadFailed.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('editor:back') }));
    await expect(args.back?.onClick).toHaveBeenCalled();
  },
};
