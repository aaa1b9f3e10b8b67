import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/common/Button';
import { DeferredDialog, lazyDialog } from '../../src/ui/common/lazy-dialog';
import { storyT, usage } from '../support';

// The app's Modal, loaded as the sign-in and AI settings dialogs are: as code of its own, on first opening.
const dialog = lazyDialog(async () => (await import('../../src/ui/common/Modal')).Modal);

/** A button and the dialog it opens, whose code loads on the first click. */
function LazyDialogDemo() {
  const { t } = useTranslation(['common', 'editor']);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="primary" onPointerEnter={dialog.preload} onClick={() => setOpen(true)}>
        {t('save')}
      </Button>
      <DeferredDialog
        dialog={dialog}
        props={{
          open,
          onClose: () => setOpen(false),
          title: t('save'),
          children: <input aria-label={t('editor:name.label')} className="rounded border px-2 py-1" />,
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Common/DeferredDialog',
  component: LazyDialogDemo,
  parameters: usage(
    'A dialog whose code loads apart from the page offering it (`lazyDialog`), on hover or focus of its button, when the page is idle, or at the latest on the click. It stays mounted from its first opening, so closing plays the leave transition and state the dialog keeps outside its panel lasts. The sign-in and AI settings dialogs load this way.',
  ),
} satisfies Meta<typeof LazyDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsOnFirstOpening: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = within(canvasElement.ownerDocument.body);
    const open = () => userEvent.click(within(canvasElement).getByRole('button', { name: t('common:save') }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await open();
    await expect(await body.findByRole('dialog', { name: t('common:save') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await open();
    await expect(await body.findByRole('dialog', { name: t('common:save') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
