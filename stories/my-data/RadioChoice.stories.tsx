import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { RadioChoice } from '../../src/ui/my-data/RadioChoice';
import { phoneWidth } from '../phone';
import { storyT } from '../support';

type Scope = 'data' | 'account';

/** The choice as the danger section asks it: one round radio per way, the arrow keys moving between them. */
function DeletionChoice({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('data');
  const [scope, setScope] = useState<Scope>('data');
  return (
    <RadioChoice
      label={t('deleteAll.choice')}
      value={scope}
      options={(['data', 'account'] as const).map((value) => ({ value, label: t(`deleteAll.${value}`) }))}
      onChange={setScope}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'My data/RadioChoice',
  component: DeletionChoice,
} satisfies Meta<typeof DeletionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: t('data:deleteAll.choice') });
    const [first, second] = within(group).getAllByRole('radio');
    await expect(first).toBeChecked();
    await userEvent.click(canvas.getByText(t('data:deleteAll.account')));
    await expect(second).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OnPhone: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('data:deleteAll.account'))).toBeVisible();
  },
};
