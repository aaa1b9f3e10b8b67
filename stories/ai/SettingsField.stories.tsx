import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsField } from '../../src/ui/ai-settings/SettingsField';
import { TextInput } from '../../src/ui/common/TextInput';
import { phoneWidth } from '../phone';
import { storyT, storyText, usage } from '../support';

const meta = {
  title: 'AI settings/SettingsField',
  component: SettingsField,
  parameters: usage(
    'One labelled field of the AI settings: label, the control (a render function that receives the ids), help text, and an error when there is one. The control is tied to its label by htmlFor, to help and error by aria-describedby, and marked aria-invalid while the error shows. Texts are i18n keys here.',
  ),
  args: {
    label: 'ai:settings.baseUrl',
    help: 'ai:settings.modelHelp',
    error: undefined,
    children: () => null,
  },
  render: (args, context) => {
    const text = storyText(context);
    return (
      <div className="max-w-md">
        <SettingsField label={text(args.label)} help={text(args.help)} error={text(args.error)}>
          {(control) => (
            <TextInput {...control} type="url" defaultValue="http://example.com/v1" invalid={Boolean(args.error)} />
          )}
        </SettingsField>
      </div>
    );
  },
} satisfies Meta<typeof SettingsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByLabelText(t('ai:settings.baseUrl'))).toHaveAccessibleDescription();
  },
};

/** The error is read before the help; the longest message, on a phone. */
export const InvalidOnPhone: Story = {
  args: { error: 'ai:settings.invalidUrl' },
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const input = within(canvasElement).getByLabelText(storyT(context)('ai:settings.baseUrl'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
