/**
 * A reviewer's work on a packet shared with them, in three steps beside the
 * read-only checkpoint (PacketView): first their own forecast, on the decision
 * bank's locked section rendered by the app's form engine; only once it is
 * given (and then fixed, as the investor's was) does the critique open, on the
 * critique bank; then "Write response". The investor's forecast is never in
 * the packet, and nothing here would show it. Presentational: the caller keeps
 * the answers, stores the forecast and writes the file; this component only
 * checks a step's answers (the one gate, `sectionProblems`) before reporting it.
 * A packet that came by invitation (`share`) is answered with "Send to …"
 * first; the response file stays on offer beside it.
 */
import { type ReactNode, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers, Bank, Glossary } from '../../content/types';
import type { ReviewPacket } from '../../data/second-opinion';
import { sectionProblems } from '../../engine/answer-problems';
import { Alert } from '../common/Alert';
import { BackIcon } from '../common/BackIcon';
import { Button } from '../common/Button';
import { formatDay } from '../common/format-date';
import { LockIcon } from '../editor/LockIcon';
import { QuestionForm, type QuestionFormHandle } from '../form/QuestionForm';
import type { ValidatorSet } from '../form/validators';
import { PacketView } from './PacketView';

export interface ReviewerWorkspaceProps {
  packet: ReviewPacket;
  /** The decision bank at the packet's version: its locked sections are the reviewer's forecast. */
  decisionBank: Bank;
  /** The bank the critique is answered on. */
  critiqueBank: Bank;
  /** The reviewer's forecast answers so far (keyed by question id). */
  forecast: Answers;
  onForecastChange: (forecast: Answers) => void;
  /** The forecast is given and kept: it is shown fixed and the critique opens. */
  forecastGiven: boolean;
  /** Called with the forecast once every answer of it may stand. */
  onGiveForecast: (forecast: Answers) => void;
  givingForecast?: boolean;
  critique: Answers;
  onCritiqueChange: (critique: Answers) => void;
  /** When the response was last written; null before. */
  respondedAt: string | null;
  /** Called once every critique answer may stand. */
  onWriteResponse: () => void;
  writing?: boolean;
  /** The packet came by invitation: the response can be sent back to the one who asked. */
  share?: {
    /** Who asked (the packet's `from`). */
    to: string;
    /** The response reached them. */
    sent: boolean;
    /** Called once every critique answer may stand. */
    onSend: () => void;
    sending?: boolean;
  };
  /** Why the last step failed (a forecast not kept, a response not written), already in the UI language. */
  error?: string | null;
  onBack: () => void;
  glossary?: Glossary;
  /** The critique bank's precompiled validators; defaults to the shipped banks'. */
  critiqueValidators?: ValidatorSet;
}

const STEPS = 3;

/** Indexes of the sections to render, and the problems of their answers, the first question at fault first. */
function problemsOf(bank: Bank, indexes: readonly number[], answers: Answers) {
  return indexes.flatMap((index) =>
    sectionProblems(bank.sections[index] as Bank['sections'][number], answers).map((problem) => ({
      index,
      id: problem.id,
    })),
  );
}

export function ReviewerWorkspace(props: ReviewerWorkspaceProps) {
  const { packet, decisionBank, critiqueBank, forecast, critique, forecastGiven } = props;
  const { t, i18n } = useTranslation('opinions');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const critiqueHeading = useRef<HTMLHeadingElement>(null);
  const forecastHeading = useRef<HTMLHeadingElement>(null);
  const forecastForms = useRef(new Map<number, QuestionFormHandle>());
  const critiqueForms = useRef(new Map<number, QuestionFormHandle>());
  const [forecastErrors, setForecastErrors] = useState(false);
  const [critiqueErrors, setCritiqueErrors] = useState(false);

  const forecastSections = useMemo(
    () => decisionBank.sections.flatMap((section, index) => (section.locked === true ? [index] : [])),
    [decisionBank],
  );
  const critiqueSections = useMemo(() => critiqueBank.sections.map((_, index) => index), [critiqueBank]);
  const forecastProblems = problemsOf(decisionBank, forecastSections, forecast);
  const critiqueProblems = problemsOf(critiqueBank, critiqueSections, critique);

  // The workspace opens in place of the list: the keyboard starts at its title.
  useEffect(() => heading.current?.focus(), []);
  // When the forecast is given the critique opens below it: take the keyboard there.
  const wasGiven = useRef(forecastGiven);
  useEffect(() => {
    if (forecastGiven && !wasGiven.current) critiqueHeading.current?.focus();
    wasGiven.current = forecastGiven;
  }, [forecastGiven]);

  const giveForecast = () => {
    const [first] = forecastProblems;
    if (first) {
      setForecastErrors(true);
      forecastForms.current.get(first.index)?.focusQuestion(first.id);
      return;
    }
    props.onGiveForecast(forecast);
  };
  /** Runs `then` once every critique answer may stand; otherwise marks them and takes the keyboard to the first. */
  const whenCritiqueStands = (then: () => void) => () => {
    const [first] = critiqueProblems;
    if (first) {
      setCritiqueErrors(true);
      critiqueForms.current.get(first.index)?.focusQuestion(first.id);
      return;
    }
    then();
  };
  const { share } = props;
  const lang = i18n.language;

  // Two columns by the room the workspace has (a container query), not the window's width, so it reads well in a narrow pane too.
  return (
    <section
      aria-labelledby={titleId}
      className="@container space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="space-y-2">
        <Button variant="ghost" onClick={props.onBack} icon={<BackIcon />} className="-ms-3">
          {t('workspace.back')}
        </Button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold break-words">
          {t('workspace.title', { name: packet.decision.name })}
        </h2>
        {!forecastGiven && (
          // In one column the whole checkpoint comes first: on a phone the forecast is a long scroll away.
          <button
            type="button"
            className="text-sm font-medium text-sky-700 underline @4xl:hidden dark:text-sky-400"
            onClick={() => {
              forecastHeading.current?.scrollIntoView({ block: 'start' });
              forecastHeading.current?.focus({ preventScroll: true });
            }}
          >
            {t('workspace.toForecast')}
          </button>
        )}
      </header>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <div className="grid gap-8 @4xl:grid-cols-2">
        <PacketView packet={packet} decisionBank={decisionBank} glossary={props.glossary} />
        <div className="space-y-8">
          <Step step={1} title={t('workspace.forecast.title')} headingRef={forecastHeading}>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('workspace.forecast.intro')}</p>
            {forecastGiven && (
              <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset dark:bg-slate-800/60 dark:ring-slate-700">
                <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                <span>{t('workspace.forecast.given')}</span>
              </p>
            )}
            {forecastErrors && forecastProblems.length > 0 && !forecastGiven && (
              <Alert tone="error">{t('workspace.forecast.problems')}</Alert>
            )}
            {forecastSections.map((index) => (
              <QuestionForm
                key={index}
                ref={(handle) => {
                  if (handle) forecastForms.current.set(index, handle);
                  else forecastForms.current.delete(index);
                }}
                bank={decisionBank}
                sectionIndex={index}
                answers={forecast}
                onChange={props.onForecastChange}
                readOnly={forecastGiven}
                showRequiredErrors={forecastErrors && !forecastGiven}
                glossary={props.glossary}
              />
            ))}
            {!forecastGiven && (
              <div className="flex justify-end">
                <Button variant="primary" busy={props.givingForecast} onClick={giveForecast}>
                  {t('workspace.forecast.submit')}
                </Button>
              </div>
            )}
          </Step>

          <Step step={2} title={t('workspace.critique.title')} headingRef={critiqueHeading}>
            {forecastGiven ? (
              <>
                {critiqueErrors && critiqueProblems.length > 0 && (
                  <Alert tone="error">{t('workspace.critique.problems')}</Alert>
                )}
                {critiqueSections.map((index) => (
                  <QuestionForm
                    key={index}
                    ref={(handle) => {
                      if (handle) critiqueForms.current.set(index, handle);
                      else critiqueForms.current.delete(index);
                    }}
                    bank={critiqueBank}
                    sectionIndex={index}
                    answers={critique}
                    onChange={props.onCritiqueChange}
                    showRequiredErrors={critiqueErrors}
                    glossary={props.glossary}
                    validators={props.critiqueValidators}
                  />
                ))}
              </>
            ) : (
              <Locked>{t('workspace.critique.locked')}</Locked>
            )}
          </Step>

          <Step step={3} title={t('workspace.response.title')}>
            {forecastGiven ? (
              <>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {share
                    ? t('workspace.response.sendIntro', { name: share.to })
                    : t('workspace.response.intro', { name: packet.from })}
                </p>
                {share?.sent && <Alert tone="success">{t('workspace.response.sent', { name: share.to })}</Alert>}
                {!share && props.respondedAt && (
                  <Alert tone="success">
                    {t('workspace.response.written', { date: formatDay(props.respondedAt, lang) })}
                  </Alert>
                )}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    variant={share ? 'secondary' : 'primary'}
                    busy={props.writing}
                    onClick={whenCritiqueStands(props.onWriteResponse)}
                    icon={<DownloadIcon />}
                  >
                    {share ? t('workspace.response.download') : t('workspace.response.write')}
                  </Button>
                  {share && !share.sent && (
                    <Button variant="primary" busy={share.sending} onClick={whenCritiqueStands(share.onSend)}>
                      {t('workspace.response.send', { name: share.to })}
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <Locked>{t('workspace.response.locked')}</Locked>
            )}
          </Step>
        </div>
      </div>
    </section>
  );
}

function Step({
  step,
  title,
  headingRef,
  children,
}: {
  step: number;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('opinions');
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('workspace.step', { step, total: STEPS })}
        </p>
        <h3 id={id} ref={headingRef} tabIndex={-1} className="text-base font-semibold">
          {title}
        </h3>
      </div>
      {children}
    </section>
  );
}

function Locked({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span>{children}</span>
    </p>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  );
}
