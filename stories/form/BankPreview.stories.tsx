import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { plainText } from '../../src/content/marked-text';
import { getGlossary, listBanks } from '../../src/content/registry';
import { storyLocale, storyT } from '../support';
import { BankPreview } from './BankPreview';

const meta = {
  title: 'Form/Bank preview',
  component: BankPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BankPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Walks every discovered bank, stage by stage, and checks each question is shown in the story's language. */
export const EveryBankStageByStage: Story = {
  play: async ({ canvasElement, context, step }) => {
    const canvas = within(canvasElement);
    const t = storyT(context);
    const lang = storyLocale(context);
    const glossary = getGlossary();
    for (const bank of listBanks()) {
      await step(bank.id, async () => {
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form:preview.bank') }), bank.id);
        for (const [index, section] of bank.sections.entries()) {
          await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(section.title[lang]);
          for (const question of section.questions) {
            const field = canvasElement.querySelector(`[data-question-id="${question.id}"]`);
            await expect(field).toHaveTextContent(plainText(question.text[lang], glossary, lang));
          }
          if (index < bank.sections.length - 1) {
            await userEvent.click(canvas.getByRole('button', { name: t('form:preview.next') }));
          }
        }
        await expect(canvas.getByRole('button', { name: t('form:preview.next') })).toBeDisabled();
      });
    }
  },
};

/** The risk assessment with every required-field error showing. */
export const RiskWithErrors: Story = {
  args: { initialBankId: 'risk-tolerance' },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('form:preview.showErrors') }));
    await expect(canvas.getAllByText(t('form:errors.required'))).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(canvas.getAllByText(t('form:errors.required'))).toHaveLength(2);
  },
};
