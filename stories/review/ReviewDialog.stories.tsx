import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { plainText } from '../../src/content/marked-text';
import { getGlossary, requireBankOfKind } from '../../src/content/registry';
import type { Answers } from '../../src/content/types';
import { QuestionForm } from '../../src/ui/form/QuestionForm';
import { MarkedText } from '../../src/ui/glossary/MarkedText';
import { ReviewDialog } from '../../src/ui/review/ReviewDialog';
import { storyLocale, storyT } from '../support';

const reviewBank = requireBankOfKind('review');
const [section] = reviewBank.sections;
if (!section) throw new Error('the review bank has a section');
const numberQuestion = section.questions.find((question) => question.type === 'number');
const required = section.questions.filter((question) => question.required);

/** Answers an investor might give: every required question, the number as typed. */
const earlierAnswers: Answers = Object.fromEntries(
  required.map((question) => [
    question.id,
    question.type === 'number'
      ? '-8.5'
      : question.options
        ? (question.options[question.options.length - 1]?.value ?? '')
        : 'Sold when the thesis broke; next time size the position smaller.',
  ]),
);

type DialogProps = ComponentProps<typeof ReviewDialog>;

/** The dialog with the real review bank rendered by the app's question form, in the story's language. */
function DialogWithBank({
  startAnswers = {},
  showErrors = false,
  ...props
}: Omit<DialogProps, 'renderForm' | 'renderAnswers' | 'intro'> & { startAnswers?: Answers; showErrors?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [answers, setAnswers] = useState<Answers>(startAnswers);
  return (
    <ReviewDialog
      {...props}
      intro={
        reviewBank.description && (
          <MarkedText text={reviewBank.description[lang]} glossary={getGlossary()} lang={lang} />
        )
      }
      renderForm={() => (
        <QuestionForm
          bank={reviewBank}
          sectionIndex={0}
          answers={answers}
          onChange={setAnswers}
          showRequiredErrors={showErrors}
        />
      )}
      renderAnswers={() => (
        <QuestionForm bank={reviewBank} sectionIndex={0} answers={earlierAnswers} onChange={() => {}} readOnly />
      )}
    />
  );
}

const meta = {
  title: 'Review/ReviewDialog',
  component: DialogWithBank,
  args: {
    open: true,
    onClose: fn(),
    onSave: fn(),
    decisionName: 'Buy CSI 300 index fund',
    history: [],
  },
} satisfies Meta<typeof DialogWithBank>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FirstReview: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const lang = storyLocale(context);
    const body = page(canvasElement);
    const dialogElement = body.getByRole('dialog', { name: t('review:dialogTitle', { name: args.decisionName }) });
    const dialog = within(dialogElement);
    for (const question of section.questions) {
      await expect(dialogElement.textContent).toContain(plainText(question.text[lang], getGlossary(), lang));
    }
    await userEvent.click(dialog.getByRole('button', { name: t('review:save') }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(dialog.queryByText(t('review:earlier', { count: 1 }))).toBeNull();
  },
};

export const NotANumber: Story = {
  args: {
    error: 'review:errors.answersRequired',
    showErrors: true,
    startAnswers: numberQuestion ? { [numberQuestion.id]: 'about ten' } : {},
  },
  render: (args, context) => <DialogWithBank {...args} error={storyT(context)(args.error ?? '')} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('review:errors.answersRequired'))).toBeVisible();
    await expect(body.getByText(t('form:errors.notANumber'))).toBeVisible();
    await expect(body.getAllByText(t('form:errors.required')).length).toBe(required.length - 1);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    // Neither Close nor the (X) can drop a review that may already be stored.
    const closers = [
      ...body.queryAllByRole('button', { name: t('review:close') }),
      ...body.queryAllByRole('button', { name: t('common:close') }),
    ];
    await expect(closers.length).toBeGreaterThan(0);
    for (const closer of closers) await expect(closer).toBeDisabled();
  },
};

export const WithEarlierReviews: Story = {
  args: {
    history: [
      { id: 'r2', date: '2027-02-24', summary: '-8.5%' },
      { id: 'r1', date: '2026-11-24' },
    ],
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const earlier = within(body.getByRole('region', { name: t('review:earlier', { count: 2 }) }));
    const [newest] = earlier.getAllByRole('button');
    if (!newest) throw new Error('a review entry');
    await expect(newest).toHaveTextContent(t('review:reviewedOn', { date: '2027-02-24' }));
    await userEvent.click(newest);
    await waitFor(() => expect(earlier.getAllByRole('textbox').length).toBeGreaterThan(0));
    for (const box of earlier.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};
