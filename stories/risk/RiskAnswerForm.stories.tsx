import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { requireBankOfKind } from '../../src/content/registry';
import type { Answers } from '../../src/content/types';
import { QuestionForm } from '../../src/ui/form/QuestionForm';
import { RiskAnswerForm } from '../../src/ui/risk/RiskAnswerForm';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';
import { riskRuleText } from './risk-rule-text';

const riskBank = requireBankOfKind('assessment');

const meta = {
  title: 'Risk/RiskAnswerForm',
  component: RiskAnswerForm,
  parameters: usage(
    "The risk assessment's answering view: the bank's intro, a red banner above the questions when Submit was refused (scrolled into view), each section under its title with its questions (rendered by the caller with the app's QuestionForm), and Submit Assessment, which spins while `submitting`.",
  ),
  args: { sections: [], renderSection: () => null, error: null, submitting: false, onSubmit: fn() },
  render: function Render(args, context) {
    const lang = storyLocale(context);
    const [answers, setAnswers] = useState<Answers>({});
    return (
      <div className="max-w-2xl">
        <RiskAnswerForm
          {...args}
          intro={riskBank.description?.[lang]}
          sections={riskBank.sections.map((section) => ({ id: section.id, title: section.title[lang] }))}
          renderSection={(index) => (
            <QuestionForm bank={riskBank} sectionIndex={index} lang={lang} answers={answers} onChange={setAnswers} />
          )}
          error={args.error ? riskRuleText(lang)(args.error) : null}
        />
      </div>
    );
  },
} satisfies Meta<typeof RiskAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(context)('risk:form.submit') }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Submit refused: the banner above the questions. */
export const Refused: Story = {
  args: { error: 'risk.error.unanswered' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const OnPhone: Story = { decorators: [phoneWidth] };
