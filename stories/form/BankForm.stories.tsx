import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { getGlossary, listBanks, requireBankOfKind } from '../../src/content/registry';
import type { Answers, Bank, Lang } from '../../src/content/types';
import { htmlLang } from '../../src/i18n';
import { BankForm } from '../../src/ui/form/BankForm';
import { storyLocale, storyT, usage } from '../support';

const riskBank = requireBankOfKind('assessment');

/** One bank in one language, holding its own answers. */
function BankInLanguage({
  bank,
  lang,
  ...props
}: {
  bank: Bank;
  lang?: Lang;
  showRequiredErrors?: boolean;
  readOnly?: boolean;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  return <BankForm {...props} bank={bank} lang={lang} answers={answers} onChange={setAnswers} />;
}

const LANGS: Lang[] = ['zh', 'en'];

const meta = {
  title: 'Form/BankForm',
  component: BankForm,
  parameters: usage(
    "Every section of a bank on one page, each under its title (the risk assessment's sections). One handle focuses any question, or the first unanswered required one, whichever section it is in. `lang` defaults to the UI language; `showRequiredErrors` marks missing answers; `readOnly` disables every field.",
  ),
  args: { bank: riskBank, answers: {}, onChange: () => {}, showRequiredErrors: false, readOnly: false },
  argTypes: { bank: { control: false }, answers: { control: false } },
  render: (args) => (
    <div className="max-w-2xl">
      <BankInLanguage bank={riskBank} showRequiredErrors={args.showRequiredErrors} readOnly={args.readOnly} />
    </div>
  ),
} satisfies Meta<typeof BankForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RiskAssessment: Story = {
  play: async ({ canvasElement, context }) => {
    const lang = storyLocale(context);
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(riskBank.sections.map((s) => s.title[lang]));
  },
};

export const RequiredErrors: Story = {
  args: { showRequiredErrors: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getAllByText(storyT(context)('form:errors.required')).length).toBeGreaterThan(0);
  },
};

export const ReadOnly: Story = { args: { readOnly: true } };

/**
 * Content preview for editors: every question bank found under questionnaires/
 * (a new bank folder appears here with no code change), all its sections, Chinese
 * and English side by side, with the glossary's terms marked.
 */
export const EveryBankBothLanguages: Story = {
  // No visual baseline: the content changes whenever an editor edits a bank, which must not fail the tests.
  parameters: { layout: 'padded', visual: false },
  render: () => (
    <div className="space-y-10">
      {listBanks().map((bank) => (
        <section key={bank.id} aria-label={`${bank.title.zh} · ${bank.title.en}`} className="space-y-4">
          <div className="grid gap-8 lg:grid-cols-2">
            {LANGS.map((lang) => (
              <div key={lang} lang={htmlLang(lang)} className="space-y-4">
                <h2 className="text-lg font-semibold">{bank.title[lang]}</h2>
                <BankInLanguage bank={bank} lang={lang} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const glossary = getGlossary();
    for (const bank of listBanks()) {
      for (const lang of LANGS) {
        const column = canvasElement.querySelector(`[lang="${htmlLang(lang)}"]`);
        await expect(column).not.toBeNull();
      }
      const questions = bank.sections.flatMap((section) => section.questions);
      await expect(
        canvasElement.querySelectorAll(`[data-question-id="${questions[0]?.id}"]`).length,
      ).toBeGreaterThanOrEqual(2);
    }
    await expect(glossary.terms.length).toBeGreaterThan(0);
  },
};
