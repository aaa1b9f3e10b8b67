import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requireBankOfKind } from '../../src/content/registry';
import type { Answers, Lang } from '../../src/content/types';
import { QuestionForm } from '../../src/ui/form/QuestionForm';
import { sampleRiskResult } from '../../src/ui/risk/fixtures';
import { RiskAssessmentDialog } from '../../src/ui/risk/RiskAssessmentDialog';
import { storyLocale, storyT } from '../support';
import { riskRuleText } from './risk-rule-text';

const riskBank = requireBankOfKind('assessment');

type DialogProps = ComponentProps<typeof RiskAssessmentDialog>;

/**
 * The dialog with the real risk bank rendered by the app's question form, in the
 * story's language. `errorKey` is a rule message key; `clearErrorOnAnswer` plays
 * the dialog machine's part: a refused submit shows the banner, the next answer clears it.
 */
function DialogWithBank({
  errorKey,
  clearErrorOnAnswer = false,
  ...props
}: Omit<DialogProps, 'title' | 'intro' | 'sections' | 'renderSection' | 'ruleText' | 'error'> & {
  errorKey?: string;
  clearErrorOnAnswer?: boolean;
}) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const text = riskRuleText(lang);
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState(errorKey ?? null);
  return (
    <RiskAssessmentDialog
      {...props}
      title={riskBank.title[lang]}
      intro={riskBank.description?.[lang]}
      sections={riskBank.sections.map((section) => ({ id: section.id, title: section.title[lang] }))}
      renderSection={(index) => (
        <QuestionForm
          bank={riskBank}
          sectionIndex={index}
          lang={lang}
          answers={answers}
          onChange={(next) => {
            if (clearErrorOnAnswer) setError(null);
            setAnswers(next);
          }}
        />
      )}
      ruleText={text}
      error={error ? text(error) : null}
      onSubmit={() => {
        props.onSubmit();
        if (clearErrorOnAnswer) setError('risk.error.unanswered');
      }}
    />
  );
}

const meta = {
  title: 'Risk/RiskAssessmentDialog',
  component: DialogWithBank,
  args: { open: true, onClose: fn(), onSubmit: fn(), onDone: fn(), result: null },
} satisfies Meta<typeof DialogWithBank>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Answering: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const lang = storyLocale(context);
    await expect(body.getByRole('dialog', { name: riskBank.title[lang] })).toBeVisible();
    const headings = body.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(riskBank.sections.map((section) => section.title[lang]));
    await userEvent.click(body.getByRole('button', { name: t('risk:form.submit') }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: t('common:close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithErrorBanner: Story = {
  args: { errorKey: 'risk.error.unanswered' },
  play: async ({ canvasElement, context }) => {
    const message = riskRuleText(storyLocale(context))('risk.error.unanswered');
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(message);
  },
};

export const ErrorClearsOnAnswer: Story = {
  args: { clearErrorOnAnswer: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: t('risk:form.submit') }));
    await expect(body.getByRole('alert')).toBeVisible();
    await userEvent.click(body.getAllByRole('radio')[0] as HTMLElement);
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull());
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByRole('button', { name: t('risk:form.submit') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Result: Story = {
  args: { result: sampleRiskResult() },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const text = riskRuleText(storyLocale(context));
    await expect(body.getByRole('heading', { name: t('risk:result.heading') })).toBeVisible();
    await expect(body.getByText(t('risk:result.outOf', { score: 63 }))).toBeVisible();
    await expect(body.getByText(text('risk.type.balanced.name'))).toBeVisible();
    await expect(body.getByText(text('risk.type.balanced.recommendation'))).toBeVisible();
    await expect(body.queryByText(t('risk:result.verification'))).toBeNull();
    await expect(body.queryByText(t('risk:result.warning'))).toBeNull();
    await userEvent.click(body.getByRole('button', { name: t('risk:result.done') }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const ResultWithVerification: Story = {
  args: { result: sampleRiskResult({ verification: true }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('risk:result.verification'))).toBeVisible();
    await expect(body.getByText(riskRuleText(storyLocale(context))('risk.check.verification'))).toBeVisible();
  },
};

export const ResultWithWarning: Story = {
  args: { result: sampleRiskResult({ type: 'progressive', score: 74, warning: true }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(t('risk:result.warning'));
  },
};

export const ResultWithBothChecks: Story = {
  args: { result: sampleRiskResult({ verification: true, warning: true }) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('risk:result.verification'))).toBeVisible();
    await expect(body.getByText(t('risk:result.warning'))).toBeVisible();
  },
};
