import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import reviewBankJson from '../../questionnaires/decision-review/bank.json';
import glossaryJson from '../../questionnaires/glossary.json';
import critiqueBankJson from '../../questionnaires/second-opinion/bank.json';
import type { Answers, Bank, Glossary, Lang, Question } from '../../src/content/types';
import { ratingFor } from '../../src/scoring/finalize';
import { STAGE_KEYS } from '../../src/scoring/types';
import { SAMPLE_STAGE_TITLES, sampleResult, sampleRuleText } from '../../src/ui/evaluation/fixtures';
import { PrintableCheckpoint, type PrintableCheckpointProps } from '../../src/ui/print/PrintableCheckpoint';
import { printedSections } from '../../src/ui/print/printed-answers';
import { decisionBank } from '../editor/SampleStageForm';
import { storyLocale, storyT } from '../support';

const glossary = glossaryJson as Glossary;
const reviewBank = reviewBankJson as Bank;
const critiqueBank = critiqueBankJson as Bank;

const WRITTEN: Record<Lang, string> = {
  en: 'Buy below 30 after the annual report confirms the dividend; stop-loss at 15% below cost.',
  zh: '年报确认分红后在 30 元以下买入；跌破成本 15% 止损。',
};

/** What a careful investor might have answered: written answers, the first choices, a forecast. */
function sampleAnswers(bank: Bank, lang: Lang, upToStage = bank.sections.length): Answers {
  const answer = (question: Question): string | string[] => {
    const options = (question.options ?? []).map(({ value }) => value);
    switch (question.type) {
      case 'checkbox':
        return options.slice(0, 2);
      case 'radio':
      case 'select':
      case 'yesno':
        return options[0] ?? '';
      case 'probability':
        return '65';
      case 'range':
        return ['-10', '25'];
      case 'number':
        return '12.5';
      case 'date':
        return '2027-06-30';
      default:
        return WRITTEN[lang];
    }
  };
  return Object.fromEntries(
    bank.sections.slice(0, upToStage).flatMap((section) => section.questions.map((q) => [q.id, answer(q)])),
  );
}

const meta = {
  title: 'Print/PrintableCheckpoint',
  component: PrintableCheckpoint,
  args: {
    name: 'Dividend ETF',
    createdAt: '2026-03-01T10:00:00.000Z',
    completed: true,
    stage: 8,
    stageCount: 8,
    bankTitle: '',
    bankVersion: decisionBank.version,
    sections: [],
    evaluation: null,
    reviews: [],
    onPrint: fn(),
    onBack: fn(),
  },
  // The sections, evaluation and review come from the real banks and the sample result, in the story's language.
  render: function Render(
    args: PrintableCheckpointProps & { evaluated?: boolean; reviewed?: boolean; reviewedByOthers?: boolean },
    context,
  ) {
    const lang = storyLocale(context);
    const text = sampleRuleText(lang);
    const result = sampleResult('stable');
    const stages = args.completed ? decisionBank.sections.length : args.stage;
    return (
      <PrintableCheckpoint
        {...args}
        bankTitle={decisionBank.title[lang]}
        sections={printedSections(decisionBank, sampleAnswers(decisionBank, lang, stages), lang, glossary)}
        evaluation={
          args.evaluated
            ? {
                score: result.totalScore,
                rating: text(ratingFor(result.totalScore).label),
                evaluatedAt: '2026-03-02T10:00:00.000Z',
                stages: STAGE_KEYS.map((key) => ({
                  title: SAMPLE_STAGE_TITLES[lang][key],
                  score: result.stageScores[key].score,
                })),
                strengths: result.overallStrengths.map(text),
                weaknesses: result.overallWeaknesses.map(text),
                recommendations: result.recommendations.map(text),
              }
            : null
        }
        reviews={
          args.reviewed
            ? [
                {
                  id: 'review-1',
                  createdAt: '2026-09-01T10:00:00.000Z',
                  questions: printedSections(reviewBank, sampleAnswers(reviewBank, lang), lang, glossary).flatMap(
                    (section) => section.questions,
                  ),
                },
              ]
            : []
        }
        secondOpinions={
          args.reviewedByOthers
            ? [
                {
                  id: 'opinion-1',
                  reviewer: 'Lin Wei 林薇',
                  respondedAt: '2026-03-05T10:00:00.000Z',
                  questions: printedSections(critiqueBank, sampleAnswers(critiqueBank, lang), lang, glossary).flatMap(
                    (section) => section.questions,
                  ),
                },
              ]
            : []
        }
      />
    );
  },
} satisfies Meta<PrintableCheckpointProps & { evaluated?: boolean; reviewed?: boolean; reviewedByOthers?: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed, evaluated and reviewed decision: every stage, the evaluation and the review, ready to print. */
export const Complete: Story = {
  args: { evaluated: true, reviewed: true },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const lang = storyLocale(context);
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('heading', { level: 1, name: 'Dividend ETF' })).toBeVisible();
    for (const [index, section] of decisionBank.sections.entries()) {
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: t('dashboard:print.stage', { stage: index + 1, title: section.title[lang] }),
        }),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: t('dashboard:print.evaluation') })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: t('dashboard:print.print') }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** Reviewed by a friend too: their second opinion prints after the investor's own reviews, named and dated. */
export const WithSecondOpinion: Story = {
  args: { evaluated: true, reviewed: true, reviewedByOthers: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('heading', { level: 2, name: t('dashboard:print.secondOpinions') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /Lin Wei 林薇/ })).toBeVisible();
  },
};

/** A decision still in progress: the stages not reached yet print as not answered, and there is no evaluation. */
export const InProgress: Story = {
  args: { completed: false, stage: 3 },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getAllByText(t('dashboard:print.notAnswered')).length).toBeGreaterThan(0);
    await expect(page.queryByRole('heading', { name: t('dashboard:print.evaluation') })).toBeNull();
    await expect(page.getByText(t('dashboard:print.noReviews'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalled();
  },
};
