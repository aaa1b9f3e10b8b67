/**
 * A decision as a document to print or save as PDF: its answers stage by
 * stage, its evaluation and its reviews, on white paper whatever the app's
 * theme. It covers the app on screen and is all that prints: while it is open
 * the app's own page is left out of print (`body[data-printing]`, see
 * styles.css), so no navigation or buttons reach the paper.
 */
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../common/format-date';
import type { PrintedQuestion, PrintedSection } from './printed-answers';

export interface PrintedEvaluation {
  score: number;
  /** The rating, worded. */
  rating: string;
  evaluatedAt: string;
  /** Each stage's title and score, in order. */
  stages: { title: string; score: number }[];
  /** Worded messages. */
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
}

export interface PrintedReview {
  id: string;
  createdAt: string;
  questions: PrintedQuestion[];
}

/** A reviewer's response beside the decision: their forecast, then their critique. */
export interface PrintedSecondOpinion {
  id: string;
  reviewer: string;
  respondedAt: string;
  questions: PrintedQuestion[];
}

export interface PrintableCheckpointProps {
  name: string;
  createdAt: string;
  completed: boolean;
  stage: number;
  stageCount: number;
  /** The questionnaire the decision was answered on, and its version. */
  bankTitle: string;
  bankVersion: string;
  sections: PrintedSection[];
  evaluation: PrintedEvaluation | null;
  reviews: PrintedReview[];
  /** Printed after the reviews when there are any. */
  secondOpinions?: PrintedSecondOpinion[];
  onPrint: () => void;
  onBack: () => void;
}

function Answers({ questions }: { questions: PrintedQuestion[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <dl className="mt-2 space-y-3">
      {questions.map((question) => (
        // A question and its answer stay on one page.
        <div key={question.id} className="break-inside-avoid">
          <dt className="text-sm font-medium text-slate-700">{question.text}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-slate-900">
            {question.answer ?? <span className="italic text-slate-500">{t('print.notAnswered')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Messages({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3 break-inside-avoid">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function PrintableCheckpoint(props: PrintableCheckpointProps) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const lang = i18n.language;
  // Back returns the keyboard to where it was (the Print button that opened the view): read while rendering,
  // before the view's own button takes the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    document.body.dataset.printing = '';
    return () => {
      delete document.body.dataset.printing;
      opener?.focus();
    };
  }, [opener]);
  const heading = 'break-after-avoid text-lg font-semibold';
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 overflow-auto bg-slate-200 print:static print:overflow-visible print:bg-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onBack();
      }}
    >
      <div className="sticky top-0 flex flex-wrap justify-end gap-2 bg-slate-200/95 p-3 print:hidden">
        <button
          type="button"
          className="min-h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          onClick={props.onBack}
        >
          {t('print.back')}
        </button>
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the view opens for this one action; Escape or Back leave it.
          autoFocus
          className="min-h-10 rounded-md bg-sky-700 px-4 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          onClick={props.onPrint}
        >
          {t('print.print')}
        </button>
      </div>
      <article className="mx-auto mb-8 max-w-3xl bg-white p-6 text-slate-900 shadow sm:p-10 print:m-0 print:max-w-none print:p-0 print:shadow-none">
        <header className="border-b border-slate-300 pb-4">
          <p className="text-sm text-slate-600">{t('print.title')}</p>
          <h1 id={titleId} className="mt-1 text-2xl font-bold">
            {props.name}
          </h1>
          <p className="mt-2 text-sm text-slate-700">
            {t('print.started', { date: formatDay(props.createdAt, lang) })}
            {' · '}
            {props.completed
              ? t('print.completed')
              : t('print.inProgress', { stage: props.stage, total: props.stageCount })}
          </p>
          <p className="text-sm text-slate-700">
            {t('print.bank', { bank: props.bankTitle, version: props.bankVersion })}
          </p>
        </header>
        {props.sections.map((section, index) => (
          <section key={section.title} className="mt-6">
            <h2 className={heading}>{t('print.stage', { stage: index + 1, title: section.title })}</h2>
            <Answers questions={section.questions} />
          </section>
        ))}
        {props.evaluation && (
          <section className="mt-8 break-before-page">
            <h2 className={heading}>{t('print.evaluation')}</h2>
            <p className="mt-2">
              {t('print.score', { score: props.evaluation.score, rating: props.evaluation.rating })}
              {' · '}
              {formatDay(props.evaluation.evaluatedAt, lang)}
            </p>
            <table className="mt-3 w-full break-inside-avoid text-left text-sm">
              <caption className="sr-only">{t('print.stageScores')}</caption>
              <tbody>
                {props.evaluation.stages.map((stage) => (
                  <tr key={stage.title} className="border-b border-slate-200">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {stage.title}
                    </th>
                    <td className="py-1 text-right tabular-nums">{stage.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Messages title={t('print.strengths')} items={props.evaluation.strengths} />
            <Messages title={t('print.weaknesses')} items={props.evaluation.weaknesses} />
            <Messages title={t('print.recommendations')} items={props.evaluation.recommendations} />
          </section>
        )}
        <section className="mt-8">
          <h2 className={heading}>{t('print.reviews')}</h2>
          {props.reviews.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('print.noReviews')}</p>
          ) : (
            props.reviews.map((review) => (
              <section key={review.id} className="mt-4">
                <h3 className="break-after-avoid font-semibold">
                  {t('print.review', { date: formatDay(review.createdAt, lang) })}
                </h3>
                <Answers questions={review.questions} />
              </section>
            ))
          )}
        </section>
        {props.secondOpinions && props.secondOpinions.length > 0 && (
          <section className="mt-8">
            <h2 className={heading}>{t('print.secondOpinions')}</h2>
            {props.secondOpinions.map((opinion) => (
              <section key={opinion.id} className="mt-4">
                <h3 className="break-after-avoid font-semibold">
                  {t('print.secondOpinion', { name: opinion.reviewer, date: formatDay(opinion.respondedAt, lang) })}
                </h3>
                <Answers questions={opinion.questions} />
              </section>
            ))}
          </section>
        )}
      </article>
    </div>,
    document.body,
  );
}
