/**
 * The studio's live preview: the open question bank's stage drawn by the app's
 * own question form, from the text as typed (not as saved), in a frame with its
 * own language, theme and width. With the glossary open, a bank from disk is
 * drawn with the glossary as typed, so its marks show the edited entries.
 * Typing settles for a moment before the preview is rebuilt, so the editor
 * never waits for the form; text that is not JSON or breaks its schema leaves
 * the last good preview on screen and says why.
 *
 * "Fill with sample answers" draws answers as the tests do, and the answers
 * (sampled or typed into the form) are scored by the real scoring with the
 * rules on disk, each rule's part listed.
 */
import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { Component, memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Answers, Bank, Glossary, Lang } from '../content/types';
import { LANGS } from '../content/types';
import { createI18n } from '../i18n';
import { htmlLang, langOf } from '../i18n/language-codes';
import { stageBand, totalBand } from '../scoring/display-bands';
import { EvaluationInputError } from '../scoring/evaluation-input';
import { stageKeys } from '../scoring/finalize';
import { RiskAnswersError } from '../scoring/risk-tolerance';
import { ruleTextIn } from '../scoring/rule-messages';
import type { StageKey } from '../scoring/types';
import { Button } from '../ui/common/Button';
import { I18nFormTexts } from '../ui/form/I18nFormTexts';
import { QuestionForm } from '../ui/form/QuestionForm';
import { PreviewChoice } from './PreviewChoice';
import { PreviewOutcome } from './PreviewOutcome';
import { type PreviewResult, type PreviewRules, previewResult } from './preview-result';
import { type PreviewFileKind, type PreviewSource, previewFileKind, previewSource } from './preview-source';
import { RuleContributions } from './RuleContributions';
import type { StudioClient } from './studio-client';

const GLOSSARY_FILE = 'questionnaires/glossary.json';
const NO_GLOSSARY: Glossary = { terms: [] };
/** How long typing must pause before the preview is rebuilt. */
const SETTLE_MS = 300;
/** The widths an investor's screen has: a common phone's, and a desktop's content column. */
const WIDTH_PX = { phone: 390, desktop: 1024 } as const;

type Theme = 'light' | 'dark';
type Width = keyof typeof WIDTH_PX;
type Good = Extract<PreviewSource, { ok: true }>;
type SourceProblem = Extract<PreviewSource, { ok: false }>;
type RulesState =
  | { kind: 'loading' }
  | { kind: 'ready'; rules: PreviewRules }
  | { kind: 'unusable'; problems: string }
  | { kind: 'failed'; message: string };
/** A bank read from disk to show the glossary with. */
type DiskBank = { kind: 'loading' } | { kind: 'ready'; bank: Bank } | { kind: 'failed'; message: string };

export interface PreviewPanelProps {
  client: StudioClient;
  /** The open file; undefined when none is. */
  file: string | undefined;
  /** Its text as typed. */
  text: string;
  /** The first sample answers' seed; each press draws the next. */
  seed?: number;
  /** Stories and tests may start the frame in a given language or theme (default: the studio's). */
  initialLang?: Lang;
  initialTheme?: Theme;
  settleMs?: number;
}

/** The text the preview is built from: the file's new text at once, the same file's only once typing pauses. */
function useSettledText(file: string | undefined, text: string, settleMs: number) {
  const [settled, setSettled] = useState({ file, text });
  if (settled.file !== file) setSettled({ file, text });
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled((was) => (was.file === file && was.text === text ? was : { file, text })),
      settleMs,
    );
    return () => clearTimeout(timer);
  }, [file, text, settleMs]);
  return settled;
}

/** The page's theme, read once: the frame starts as the studio looks. */
function pageTheme(): Theme {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function PreviewPanel({
  client,
  file,
  text,
  seed = 1,
  initialLang,
  initialTheme,
  settleMs = SETTLE_MS,
}: PreviewPanelProps) {
  const { t, i18n } = useTranslation('studio');
  const kind = previewFileKind(file);
  const settled = useSettledText(file, text, settleMs);
  const source = useMemo(
    () => (kind && settled.file ? previewSource(kind, settled.file, settled.text) : undefined),
    [kind, settled],
  );

  // The last source that could be shown, kept while the text is broken.
  const [good, setGood] = useState<{ file: string; source: Good } | undefined>();
  if (source?.ok && settled.file && good?.source !== source) setGood({ file: settled.file, source });
  const shownSource = good && good.file === file ? good.source : undefined;
  const problem = source && !source.ok ? source : undefined;

  const [lang, setLang] = useState<Lang>(initialLang ?? langOf(i18n.language));
  const [theme, setTheme] = useState<Theme>(initialTheme ?? pageTheme);
  const [width, setWidth] = useState<Width>('phone');
  const [stageIndex, setStageIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [answersOf, setAnswersOf] = useState(file);
  if (answersOf !== file) {
    setAnswersOf(file);
    setAnswers({});
    setStageIndex(0);
  }

  const rules = useScoringRules(client, file);
  const diskGlossary = useDiskGlossary(client, kind);
  const glossaryBanks = useGlossaryBanks(client, kind);

  const bank = shownSource?.kind === 'bank' ? shownSource.bank : glossaryBanks.shown;
  const glossary = shownSource?.kind === 'glossary' ? shownSource.glossary : (diskGlossary ?? NO_GLOSSARY);
  const stage = bank ? Math.min(stageIndex, bank.sections.length - 1) : 0;

  const nextSeed = useRef(seed);
  const [filling, setFilling] = useState(false);
  const fill = async () => {
    if (!bank) return;
    setFilling(true);
    try {
      const { sampleAnswers } = await import('./sample-answers');
      setAnswers(sampleAnswers(bank, nextSeed.current));
      nextSeed.current += 1;
    } finally {
      setFilling(false);
    }
  };

  const sampleName = t('preview.sampleName');
  const result = useMemo<PreviewResult | undefined>(
    () =>
      bank && rules.kind === 'ready' && Object.keys(answers).length > 0
        ? previewResult(bank, answers, rules.rules, sampleName)
        : undefined,
    [bank, rules, answers, sampleName],
  );

  if (!kind) {
    return (
      <section aria-label={t('preview.heading')} className="text-sm text-slate-600 dark:text-slate-300">
        <h2 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{t('preview.heading')}</h2>
        <p>{t('preview.empty')}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="studio-preview-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="studio-preview-heading" className="font-semibold">
        {t('preview.heading')}
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {kind === 'glossary' && glossaryBanks.files.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            {t('preview.bank')}
            <select
              value={glossaryBanks.chosen}
              onChange={(event) => glossaryBanks.choose(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
            >
              {glossaryBanks.files.map((bankFile) => (
                <option key={bankFile} value={bankFile}>
                  {bankFile}
                </option>
              ))}
            </select>
          </label>
        )}
        {bank && (
          <label className="flex items-center gap-2 text-sm">
            {t('preview.stage')}
            <select
              value={stage}
              onChange={(event) => setStageIndex(Number(event.target.value))}
              className="max-w-60 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
            >
              {bank.sections.map((section, index) => (
                <option key={section.id} value={index}>
                  {index + 1}. {section.title[langOf(i18n.language)]}
                </option>
              ))}
            </select>
          </label>
        )}
        <PreviewChoice
          legend={t('preview.language')}
          name="studio-preview-lang"
          value={lang}
          choices={LANGS.map((value) => ({ value, label: t(`languages.${value}`), lang: htmlLang(value) }))}
          onChange={setLang}
        />
        <PreviewChoice
          legend={t('preview.theme')}
          name="studio-preview-theme"
          value={theme}
          choices={(['light', 'dark'] as const).map((value) => ({ value, label: t(`preview.themes.${value}`) }))}
          onChange={setTheme}
        />
        <PreviewChoice
          legend={t('preview.width')}
          name="studio-preview-width"
          value={width}
          choices={(['phone', 'desktop'] as const).map((value) => ({ value, label: t(`preview.widths.${value}`) }))}
          onChange={setWidth}
        />
      </div>

      <div role="status" className="text-sm">
        {problem && <p className="text-amber-800 dark:text-amber-200">{problemText(problem, t)}</p>}
        {problem && shownSource && <p className="text-slate-600 dark:text-slate-400">{t('preview.stale')}</p>}
        {kind === 'glossary' && glossaryBanks.state.kind === 'failed' && (
          <p className="text-rose-800 dark:text-rose-200">
            {t('preview.bankUnreadable', { message: glossaryBanks.state.message })}
          </p>
        )}
      </div>

      {!bank ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {problem && !shownSource ? t('preview.nothingValid') : t('preview.loading')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => void fill()} busy={filling}>
              {t('preview.fill')}
            </Button>
            <Button onClick={() => setAnswers({})} disabled={Object.keys(answers).length === 0}>
              {t('preview.clear')}
            </Button>
          </div>
          <PreviewFrame
            bank={bank}
            stage={stage}
            glossary={glossary}
            answers={answers}
            onAnswers={setAnswers}
            lang={lang}
            theme={theme}
            width={width}
            result={result}
            rules={rules.kind === 'ready' ? rules.rules : undefined}
          />
          <ResultSection rules={rules} result={result} lang={lang} />
        </>
      )}
    </section>
  );
}

function problemText(problem: SourceProblem, t: TFunction<'studio'>): string {
  if (problem.reason === 'invalid-json') return t('preview.invalidJson', { message: problem.message });
  return problem.count > 1
    ? t('preview.invalidSchemaMore', { path: problem.path, message: problem.message, more: problem.count - 1 })
    : t('preview.invalidSchema', { path: problem.path, message: problem.message });
}

interface PreviewFrameProps {
  bank: Bank;
  stage: number;
  glossary: Glossary;
  answers: Answers;
  onAnswers: (answers: Answers) => void;
  lang: Lang;
  theme: Theme;
  width: Width;
  result: PreviewResult | undefined;
  rules: PreviewRules | undefined;
}

/**
 * What an investor would see, in its own language, theme and width: the stage's
 * form and the result of the answers, both with the app's components. The
 * frame gets an i18n instance of its own, so the app's texts follow its language
 * and not the studio's. Memoised: typing in the editor re-renders the panel, and
 * the form must redraw only when the settled text, the answers or a setting change.
 */
const PreviewFrame = memo(function PreviewFrame({
  bank,
  stage,
  glossary,
  answers,
  onAnswers,
  lang,
  theme,
  width,
  result,
  rules,
}: PreviewFrameProps) {
  const { t } = useTranslation('studio');
  const frameI18n = useMemo(() => createI18n(lang), [lang]);
  const ruleText = useMemo(() => {
    if (!rules) return (key: string) => key;
    const lookup = ruleTextIn([rules.evaluation.messages, rules.risk.messages]);
    return (key: string) => lookup(key, lang);
  }, [rules, lang]);
  const stageTitles = useMemo(
    () =>
      Object.fromEntries(
        (rules ? stageKeys(rules.evaluation) : []).map((key, index) => [key, bank.sections[index]?.title[lang] ?? key]),
      ) as Record<StageKey, string>,
    [rules, bank, lang],
  );
  const bandOf = useCallback(
    (scale: 'total' | 'stage', score: number) =>
      rules && scale === 'total' ? totalBand(score, rules.evaluation) : stageBand(score, rules?.evaluation),
    [rules],
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <section
        aria-label={t('preview.frame')}
        lang={htmlLang(lang)}
        className={`${theme} mx-auto space-y-4 rounded-md bg-white p-4 text-slate-900 dark:bg-slate-950 dark:text-slate-100`}
        style={{ width: WIDTH_PX[width], colorScheme: theme }}
      >
        <I18nextProvider i18n={frameI18n}>
          <I18nFormTexts>
            <h3 className="text-base font-semibold">{bank.sections[stage]?.title[lang]}</h3>
            <FormBoundary resetKey={bank} message={(error) => t('preview.renderFailed', { message: error })}>
              <QuestionForm
                bank={bank}
                sectionIndex={stage}
                answers={answers}
                onChange={onAnswers}
                lang={lang}
                glossary={glossary}
                validator={validator}
              />
            </FormBoundary>
            {result?.kind === 'evaluation' && (
              <PreviewOutcome
                kind="evaluation"
                result={result.result}
                stageTitles={stageTitles}
                bandOf={bandOf}
                ruleText={ruleText}
              />
            )}
            {result?.kind === 'risk' && <PreviewOutcome kind="risk" result={result.result} ruleText={ruleText} />}
          </I18nFormTexts>
        </I18nextProvider>
      </section>
    </div>
  );
});

/** Under the frame, in the studio's language: where the result stands, and each rule's part in it. */
function ResultSection({ rules, result, lang }: { rules: RulesState; result: PreviewResult | undefined; lang: Lang }) {
  const { t } = useTranslation('studio');
  let body: ReactNode;
  if (rules.kind === 'loading') body = <p>{t('preview.result.rulesLoading')}</p>;
  else if (rules.kind === 'failed') body = <p>{t('preview.result.rulesFailed', { message: rules.message })}</p>;
  else if (rules.kind === 'unusable') body = <p>{t('preview.result.rulesUnusable', { problems: rules.problems })}</p>;
  else if (!result) body = <p>{t('preview.result.hint')}</p>;
  else if (result.kind === 'unscored') body = <p>{t('preview.result.unscored')}</p>;
  else if (result.kind === 'failed')
    body = (
      <p className="text-rose-800 dark:text-rose-200">
        {t('preview.result.failed', { message: failureText(result.error, rules.rules, lang) })}
      </p>
    );
  else
    body = (
      <>
        <h4 className="font-medium">{t('preview.result.contributions')}</h4>
        <RuleContributions shown={result} />
      </>
    );
  return (
    <section aria-labelledby="studio-preview-result" className="space-y-2 text-sm">
      <h3 id="studio-preview-result" className="font-semibold">
        {t('preview.result.heading')}
      </h3>
      {body}
    </section>
  );
}

/** The scoring's own words for answers it refuses, in the frame's language. */
function failureText(error: unknown, rules: PreviewRules, lang: Lang): string {
  if (error instanceof EvaluationInputError) return error.text(lang);
  if (error instanceof RiskAnswersError) {
    return ruleTextIn([rules.risk.messages])(error.messageKey, lang, error.params);
  }
  return error instanceof Error ? error.message : String(error);
}

/** The rules on disk, read again whenever another file is opened (a rules file may just have been saved). */
function useScoringRules(client: StudioClient, file: string | undefined): RulesState {
  const [state, setState] = useState<RulesState>({ kind: 'loading' });
  useEffect(() => {
    if (!previewFileKind(file)) return;
    let current = true;
    setState({ kind: 'loading' });
    client.rules().then((reply) => {
      if (!current) return;
      if (!reply.ok) setState({ kind: 'failed', message: reply.failure.message || reply.failure.error });
      else if (!reply.body.usable)
        setState({
          kind: 'unusable',
          problems: reply.body.problems.map(({ file: at, path, message }) => `${at} ${path} ${message}`).join('; '),
        });
      else setState({ kind: 'ready', rules: { evaluation: reply.body.evaluation, risk: reply.body.risk } });
    });
    return () => {
      current = false;
    };
  }, [client, file]);
  return state;
}

/** The glossary on disk, for a bank's marks; none (plain words) while it cannot be read. */
function useDiskGlossary(client: StudioClient, kind: PreviewFileKind | undefined): Glossary | undefined {
  const [glossary, setGlossary] = useState<Glossary | undefined>();
  useEffect(() => {
    if (kind !== 'bank') return;
    let current = true;
    client.readFile(GLOSSARY_FILE).then((reply) => {
      if (!current || !reply.ok) return;
      const read = previewSource('glossary', GLOSSARY_FILE, reply.body.text);
      setGlossary(read.ok && read.kind === 'glossary' ? read.glossary : undefined);
    });
    return () => {
      current = false;
    };
  }, [client, kind]);
  return glossary;
}

/** With the glossary open: the banks on disk to show it in, the one chosen, and that bank once read. */
function useGlossaryBanks(client: StudioClient, kind: PreviewFileKind | undefined) {
  const [files, setFiles] = useState<string[]>([]);
  const [chosen, choose] = useState<string>('');
  const [state, setState] = useState<DiskBank>({ kind: 'loading' });
  useEffect(() => {
    if (kind !== 'glossary') return;
    let current = true;
    client.listFiles().then((reply) => {
      if (!current || !reply.ok) return;
      const banks = reply.body.files.filter((name) => previewFileKind(name) === 'bank');
      setFiles(banks);
      choose((was) => (banks.includes(was) ? was : (banks[0] ?? '')));
    });
    return () => {
      current = false;
    };
  }, [client, kind]);
  useEffect(() => {
    if (kind !== 'glossary' || !chosen) return;
    let current = true;
    setState({ kind: 'loading' });
    client.readFile(chosen).then((reply) => {
      if (!current) return;
      if (!reply.ok) {
        setState({ kind: 'failed', message: reply.failure.message });
        return;
      }
      const read = previewSource('bank', chosen, reply.body.text);
      if (read.ok && read.kind === 'bank') setState({ kind: 'ready', bank: read.bank });
      else setState({ kind: 'failed', message: read.ok ? chosen : read.message });
    });
    return () => {
      current = false;
    };
  }, [client, kind, chosen]);
  const shown = kind === 'glossary' && state.kind === 'ready' ? state.bank : undefined;
  return { files, chosen, choose, state, shown };
}

/** Keeps a form that cannot be drawn (content the schema lets through but the form trips on) from taking the studio down. */
class FormBoundary extends Component<
  { resetKey: unknown; message: (error: string) => string; children: ReactNode },
  { error: string | undefined; key: unknown }
> {
  override state = { error: undefined as string | undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(
    props: { resetKey: unknown },
    state: { error: string | undefined; key: unknown },
  ): { error: string | undefined; key: unknown } | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    if (this.state.error !== undefined) {
      return <p className="text-sm text-rose-800 dark:text-rose-200">{this.props.message(this.state.error)}</p>;
    }
    return this.props.children;
  }
}
