import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bankTexts } from '../../src/content/bank-texts';
import { listBanks } from '../../src/content/registry';
import type { Bank } from '../../src/content/types';
import { BankTranslations } from '../../src/ui/content/BankTranslations';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

/** A small bank whose translations drifted apart: one text of each kind of mismatch, one that agrees. */
const drifted: Bank = {
  id: 'drifted',
  version: '1.1.0',
  kind: 'assessment',
  title: { en: 'Exit plan', zh: '退出计划' },
  sections: [
    {
      id: 'exit',
      title: { en: 'When you sell', zh: '何时卖出' },
      questions: [
        {
          id: 'stop',
          type: 'text',
          required: true,
          text: { en: 'Where is your [[stop-loss]]?', zh: '你的止损设在哪里？' },
          help: {
            en: 'Describe the price level, the time limit and the news that would make you sell everything.',
            zh: '卖出条件？',
          },
        },
        {
          id: 'count',
          type: 'radio',
          required: true,
          text: { en: 'Sell after {{count}} losing days?', zh: '连续亏损几天后卖出？' },
          options: [
            { value: 'yes', label: { en: 'Yes', zh: '是' } },
            { value: 'no', label: { en: 'No', zh: '否' } },
          ],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Content/BankTranslations',
  component: BankTranslations,
  parameters: {
    layout: 'padded',
    ...usage(
      'Every text of a question bank with its Chinese and English side by side. Texts whose languages disagree (placeholders, glossary marks, one empty or far shorter; the checks of `npm run content -- translations`) are outlined with the reason. Editors open _Every Bank_ to review a bank they changed.',
    ),
  },
  args: { bank: drifted, lang: 'zh' },
  argTypes: { bank: { control: false }, lang: { control: false } },
  render: (args, context) => <BankTranslations {...args} lang={storyLocale(context)} />,
} satisfies Meta<typeof BankTranslations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three texts to look at, each with its reason; the switch narrows the list to them. */
export const Drifted: Story = {
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const t = storyT(context);
    const total = bankTexts(drifted).length;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('form:translations.summaryFlagged', { flagged: 3, total }),
    );
    await expect(canvasElement.querySelectorAll('[data-flagged]')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('form:translations.onlyFlagged') }));
    // Only the three flagged texts are left in the list.
    await expect(canvasElement.querySelectorAll('section > ul > li')).toHaveLength(3);
  },
};

export const DriftedOnPhone: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-flagged]')).toHaveLength(3);
  },
};

/**
 * Every bank found under questionnaires/, one after another: what an editor
 * opens after changing a bank. No visual baseline (an edited bank must not fail
 * the tests); the play checks every text is listed and that the shipped banks agree.
 */
export const EveryBank: Story = {
  parameters: { visual: false },
  render: (_args, context) => (
    <div className="space-y-10">
      {listBanks().map((bank) => (
        <BankTranslations key={bank.id} bank={bank} lang={storyLocale(context)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const expected = listBanks().reduce((sum, bank) => sum + bankTexts(bank).length, 0);
    await expect(canvasElement.querySelectorAll('section > ul > li')).toHaveLength(expected);
    await expect(canvasElement.querySelectorAll('[data-flagged]')).toHaveLength(0);
  },
};
