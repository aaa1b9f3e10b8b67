import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiKeyInput } from '../../src/ui/ai-settings/ApiKeyInput';
import { SettingsField } from '../../src/ui/ai-settings/SettingsField';
import { storyT, usage } from '../support';

const meta = {
  title: 'AI settings/ApiKeyInput',
  component: ApiKeyInput,
  parameters: usage(
    'The API key field: a password input (not shown over a shoulder, not kept in form history, ignored by password managers) with a show/hide toggle whose state is announced through aria-pressed. Always inside a SettingsField, which gives it its label and help.',
  ),
  args: { value: '', onChange: fn(), id: 'api-key', 'aria-describedby': 'api-key-help', 'aria-invalid': undefined },
  render: function Render(args, context) {
    const t = storyT(context);
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md">
        <SettingsField label={t('ai:settings.apiKey')} help={t('ai:settings.apiKeyHelp')}>
          {(control) => (
            <ApiKeyInput
              {...control}
              value={value}
              onChange={(next) => {
                setValue(next);
                args.onChange(next);
              }}
            />
          )}
        </SettingsField>
      </div>
    );
  },
} satisfies Meta<typeof ApiKeyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A key typed: hidden, then shown with the toggle. */
export const Filled: Story = {
  args: { value: 'sk-proj-0123456789abcdefghijklmnopqrstuvwxyz' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t('ai:settings.apiKey'));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t('ai:settings.showKey') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: t('ai:settings.hideKey') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
