import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuestionText } from '../../src/ui/rjsf-theme/widgets/QuestionText';
import { galleryBank, galleryGlossary } from '../form/WidgetGallery';
import { storyLocale, storyT, usage } from '../support';

const question = galleryBank.sections[0]?.questions.find((q) => q.id === 'tr-slippage');

const meta = {
  title: 'Form widgets/QuestionText',
  component: QuestionText,
  parameters: usage(
    'A question\'s own words with its glossary terms, and the red asterisk when required. The asterisk is hidden from screen readers (controls say aria-required); a checkbox group, which cannot, asks for the spoken "required" with `announceRequired`.',
  ),
  args: { text: '', required: true, glossary: galleryGlossary, lang: 'zh', announceRequired: false },
  argTypes: { glossary: { control: false }, lang: { control: false } },
  render: (args, context) => {
    const lang = storyLocale(context);
    return (
      <p className="text-sm font-medium">
        <QuestionText {...args} text={args.text || (question?.text[lang] ?? '')} lang={lang} />
      </p>
    );
  },
} satisfies Meta<typeof QuestionText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-glossary-term="slippage"]')).not.toBeNull();
  },
};

export const Optional: Story = { args: { required: false } };

export const RequiredAnnounced: Story = {
  args: { announceRequired: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(`(${storyT(context)('form:required')})`)).toHaveClass('sr-only');
  },
};
