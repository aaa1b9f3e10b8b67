/**
 * Beside a decision: the second opinions imported for it, each with the
 * reviewer's name and date, their forecast next to the investor's own (the
 * decision bank's locked questions, one row each), their verdict and their
 * critique as read-only text with the critique bank's labels. "Import a
 * response" reports the chosen file up; "Ask for a second opinion" asks the
 * caller to write a packet, and is offered only for a completed decision (its
 * forecast is fixed), disabled with the reason otherwise. A refused file's
 * words come in as `importError`. Where accounts meet, `sharing` (the
 * invitations by e-mail, DecisionShares) sits below Ask and Import.
 */
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getGlossary } from '../../content/registry';
import type { Answers, Bank, Glossary } from '../../content/types';
import type { SecondOpinion } from '../../data/second-opinion';
import { useLang } from '../../i18n/use-lang';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { formatDay } from '../common/format-date';
import { Card } from '../dashboard/Card';
import { printedSections } from '../print/printed-answers';
import { FileButton } from './FileButton';

export interface SecondOpinionsPanelProps {
  /** Only a completed decision (its forecast fixed) can be sent for a second opinion. */
  completed: boolean;
  /** The decision bank at the decision's version: its locked sections are the forecast questions. */
  decisionBank: Bank;
  /** The investor's own forecast (the decision's locked answers); null before completion. */
  investorForecast: Answers | null;
  /** Oldest response first is not assumed: they are shown newest first. */
  opinions: readonly SecondOpinion[];
  /** The bank a response's critique was answered on (its id and version); null when this app does not have it. */
  critiqueBankOf: (opinion: SecondOpinion) => Bank | null;
  /** The critique bank's question that holds the verdict, shown on each opinion's first line. */
  verdictQuestionId?: string;
  onAsk: () => void;
  asking?: boolean;
  onImportFile: (file: File) => void;
  importing?: boolean;
  /** Why the chosen response was refused, already in the UI language. */
  importError?: string | null;
  onDismissImportError?: () => void;
  /** Invitations by e-mail, where the runtime offers them; absent, the panel offers files only. */
  sharing?: ReactNode;
  glossary?: Glossary;
  className?: string;
}

export function SecondOpinionsPanel(props: SecondOpinionsPanelProps) {
  const { t } = useTranslation('opinions');
  const askReasonId = useId();
  const newestFirst = [...props.opinions].sort(
    (a, b) => Date.parse(b.response.respondedAt) - Date.parse(a.response.respondedAt) || (a.id < b.id ? -1 : 1),
  );
  return (
    <Card title={t('panel.title')} className={props.className}>
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            busy={props.asking}
            disabled={!props.completed}
            aria-describedby={askReasonId}
            onClick={props.onAsk}
          >
            {t('panel.ask')}
          </Button>
          <FileButton onFile={props.onImportFile} busy={props.importing}>
            {t('panel.import')}
          </FileButton>
        </div>
        <p id={askReasonId} className="text-sm text-slate-600 dark:text-slate-400">
          {props.completed ? t('panel.askHint') : t('panel.askDisabled')}
        </p>
        {props.importError && (
          <Alert tone="error" title={t('panel.importFailed')} onDismiss={props.onDismissImportError}>
            {props.importError}
          </Alert>
        )}
        {props.sharing}
        {newestFirst.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('panel.empty')}
          </p>
        ) : (
          <ul className="space-y-4">
            {newestFirst.map((opinion) => (
              <li key={opinion.id}>
                <OpinionView
                  opinion={opinion}
                  decisionBank={props.decisionBank}
                  investorForecast={props.investorForecast}
                  critiqueBank={props.critiqueBankOf(opinion)}
                  verdictQuestionId={props.verdictQuestionId}
                  glossary={props.glossary}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function OpinionView({
  opinion,
  decisionBank,
  investorForecast,
  critiqueBank,
  verdictQuestionId,
  glossary,
}: {
  opinion: SecondOpinion;
  decisionBank: Bank;
  investorForecast: Answers | null;
  critiqueBank: Bank | null;
  verdictQuestionId?: string;
  glossary?: Glossary;
}) {
  const { t, i18n } = useTranslation('opinions');
  const lang = useLang();
  const titleId = useId();
  const shownGlossary = glossary ?? getGlossary();
  const { response } = opinion;
  const forecastBank = useMemo(
    () => ({ ...decisionBank, sections: decisionBank.sections.filter((section) => section.locked === true) }),
    [decisionBank],
  );
  const theirs = useMemo(
    () => printedSections(forecastBank, response.forecast, lang, shownGlossary).flatMap((s) => s.questions),
    [forecastBank, response.forecast, lang, shownGlossary],
  );
  const yours = useMemo(
    () => printedSections(forecastBank, investorForecast ?? {}, lang, shownGlossary).flatMap((s) => s.questions),
    [forecastBank, investorForecast, lang, shownGlossary],
  );
  const critique = useMemo(
    () => (critiqueBank ? printedSections(critiqueBank, response.critique.answers, lang, shownGlossary) : []),
    [critiqueBank, response.critique.answers, lang, shownGlossary],
  );
  const verdict = critique.flatMap((section) => section.questions).find((q) => q.id === verdictQuestionId)?.answer;
  const none = <span className="text-slate-500 italic dark:text-slate-400">{t('panel.noForecast')}</span>;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-800"
    >
      <header>
        <h3 id={titleId} className="font-semibold break-words">
          {t('panel.respondedOn', { name: response.reviewer, date: formatDay(response.respondedAt, i18n.language) })}
        </h3>
        {verdict && (
          <p className="mt-1 font-medium text-sky-800 dark:text-sky-300">{t('panel.verdict', { verdict })}</p>
        )}
      </header>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold">{t('panel.forecasts')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="w-2/5 py-1 pe-2 font-medium">
              {t('panel.question')}
            </th>
            <th scope="col" className="py-1 pe-2 font-medium">
              {t('panel.yours')}
            </th>
            <th scope="col" className="py-1 font-medium break-words">
              {response.reviewer}
            </th>
          </tr>
        </thead>
        <tbody>
          {theirs.map((question, index) => (
            <tr key={question.id} className="border-b border-slate-100 align-top dark:border-slate-800">
              <th scope="row" className="py-1.5 pe-2 font-normal break-words text-slate-700 dark:text-slate-300">
                {question.text}
              </th>
              <td className="py-1.5 pe-2 break-words">{yours[index]?.answer ?? none}</td>
              <td className="py-1.5 break-words">{question.answer ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {critique.length > 0 && (
        <section className="space-y-2">
          <h4 className="text-sm font-semibold">{t('panel.critique')}</h4>
          <dl className="space-y-2">
            {critique
              .flatMap((section) => section.questions)
              .filter((question) => question.answer !== null)
              .map((question) => (
                <div key={question.id}>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{question.text}</dt>
                  <dd className="break-words whitespace-pre-wrap">{question.answer}</dd>
                </div>
              ))}
          </dl>
        </section>
      )}
    </article>
  );
}
