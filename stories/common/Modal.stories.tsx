import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/common/Button';
import { Modal } from '../../src/ui/common/Modal';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'Common/Modal',
  component: Modal,
  parameters: usage(
    'A dialog on Headless UI: focus is trapped inside and returns to the opener, Escape and a click outside call `onClose`. Sizes `sm` (a question), `md` (a form), `lg`/`xl` (results). `hideClose` only while work runs that must not be left. On phones it sits at the bottom edge. Title and body are i18n keys here.',
  ),
  args: {
    open: true,
    onClose: fn(),
    title: 'editor:delete.title',
    children: 'common:crash.bodyPage',
    size: 'md',
    hideClose: false,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <Modal {...args} title={text(args.title)}>
        <p className="text-sm">{text(args.children)}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button onClick={args.onClose}>{text('common:cancel')}</Button>
          <Button variant="primary" onClick={args.onClose}>
            {text('common:save')}
          </Button>
        </div>
      </Modal>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement, args, context }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: storyT(context)('editor:delete.title') });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** While work runs: no (X). */
export const WithoutClose: Story = {
  args: { hideClose: true },
  play: async ({ canvasElement, context }) => {
    await expect(body(canvasElement).queryByRole('button', { name: storyT(context)('common:close') })).toBeNull();
  },
};

export const LargeOnPhone: Story = { args: { size: 'lg', children: 'common:crash.body' }, decorators: [phoneWidth] };
