import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceOption } from '../../src/ui/rjsf-theme/widgets/ChoiceOption';
import { galleryBank, galleryGlossary } from '../form/WidgetGallery';
import { storyLocale, usage } from '../support';

const option = galleryBank.sections[1]?.questions.find((q) => q.id === 'tr-rules')?.options?.at(-1);

const meta = {
  title: 'Form widgets/ChoiceOption',
  component: ChoiceOption,
  parameters: usage(
    'One row of a radio or checkbox group: a native input and its <label> (with glossary terms), so the label names the control and a click on it toggles the control — except a click on a glossary term, which only opens the definition.',
  ),
  args: {
    type: 'checkbox',
    id: 'story-option',
    name: 'story-group',
    checked: true,
    onChange: () => {},
    label: '',
    glossary: galleryGlossary,
    lang: 'zh',
    disabled: false,
  },
  argTypes: { glossary: { control: false }, lang: { control: false }, onChange: { control: false } },
  render: function Render(args, context) {
    const lang = storyLocale(context);
    const [checked, setChecked] = useState(args.checked);
    return (
      <div className="max-w-md">
        <ChoiceOption
          {...args}
          lang={lang}
          label={args.label || (option?.label[lang] ?? '')}
          checked={checked}
          onChange={setChecked}
        />
      </div>
    );
  },
} satisfies Meta<typeof ChoiceOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGlossaryTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeChecked();
    // A click on the glossary term opens its definition and leaves the option as it was.
    const term = canvasElement.querySelector<HTMLElement>('[data-glossary-term]');
    if (term) {
      await userEvent.click(term);
      await expect(box).toBeChecked();
      await userEvent.click(term);
      term.blur();
    }
  },
};

export const Radio: Story = { args: { type: 'radio' } };

export const Disabled: Story = { args: { disabled: true } };
