import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getGlossary, listBanks } from '../../src/content/registry';
import { MarkedText } from '../../src/ui/glossary/MarkedText';
import { storyLocale, usage } from '../support';

const glossary = getGlossary();
/** The first bank question whose text marks a glossary term. */
const marked = listBanks()
  .flatMap((bank) => bank.sections.flatMap((section) => section.questions))
  .find((question) => question.text.en.includes('[['));

const meta = {
  title: 'Form/MarkedText',
  component: MarkedText,
  parameters: usage(
    'Renders a bank text, turning its [[term]] and [[term|shown words]] marks into glossary terms. A mark whose term is missing from the glossary shows as plain words (`npm run content -- check` reports it): content never breaks the app.',
  ),
  args: { text: '', glossary, lang: 'zh' },
  argTypes: { glossary: { control: false }, lang: { control: false } },
  render: (args, context) => {
    const lang = storyLocale(context);
    return (
      <p className="max-w-md text-sm">
        <MarkedText {...args} lang={lang} text={args.text || (marked?.text[lang] ?? '')} />
      </p>
    );
  },
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTerm: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-glossary-term]').length).toBeGreaterThan(0);
  },
};

/** A mark whose term is not in the glossary: plain words. */
export const UnknownTerm: Story = {
  args: { glossary: { terms: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-glossary-term]')).toBeNull();
  },
};
