import { Checkbox } from '@headlessui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChoiceOption } from '../../src/ui/rjsf-theme/widgets/ChoiceOption';
import { galleryBank, galleryGlossary } from '../form/WidgetGallery';
import { storyLocale, usage } from '../support';

const option = galleryBank.sections[1]?.questions.find((q) => q.id === 'tr-rules')?.options?.at(-1);

const meta = {
  title: 'Form widgets/ChoiceOption',
  component: ChoiceOption,
  parameters: usage(
    'One row of a radio or checkbox group: the control and its label (with glossary terms) in a Headless UI Field, so the label names the control and a click on it toggles the control — except a click on a glossary term, which only opens the definition.',
  ),
  args: { control: null, label: '', glossary: galleryGlossary, lang: 'zh', disabled: false },
  argTypes: { control: { control: false }, glossary: { control: false }, lang: { control: false } },
  render: (args, context) => {
    const lang = storyLocale(context);
    return (
      <div className="max-w-md">
        <ChoiceOption
          {...args}
          lang={lang}
          label={args.label || (option?.label[lang] ?? '')}
          control={
            <Checkbox
              defaultChecked
              className="size-6 rounded border border-slate-400 data-[checked]:bg-sky-600 dark:data-[checked]:bg-sky-400"
            />
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof ChoiceOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGlossaryTerm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
