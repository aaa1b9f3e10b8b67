import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translationMismatches } from '../../src/content/translation-problems';
import { TranslationMismatchList } from '../../src/ui/content/TranslationMismatchList';
import { storyT, usage } from '../support';

/** One text of each kind of disagreement the translation check finds. */
const mismatches = [
  ...translationMismatches({ en: 'Where is your [[stop-loss]]?', zh: '你的止损设在哪里？' }),
  ...translationMismatches({ en: 'Sell after {{count}} losing days?', zh: '连续亏损几天后卖出？' }),
  ...translationMismatches({ en: 'Describe the price level, the time limit and the news.', zh: '卖出？' }),
  ...translationMismatches({ en: 'Exit plan', zh: '' }),
];

const meta = {
  title: 'Content/TranslationMismatchList',
  component: TranslationMismatchList,
  parameters: {
    layout: 'padded',
    ...usage(
      "Why a text's Chinese and English disagree, one reason per line: under each text of the translation review and under each Chinese | English pair of the content studio's forms.",
    ),
  },
  args: { mismatches },
} satisfies Meta<typeof TranslationMismatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of reason, each with what differs. */
export const EveryReason: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(mismatches.length);
    await expect(canvasElement).toHaveTextContent(
      t('form:translations.issue.empty', { lang: t('form:translations.langZh') }),
    );
  },
};

/** A text whose languages agree shows nothing at all. */
export const Agreeing: Story = {
  args: { mismatches: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
