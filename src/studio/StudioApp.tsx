/**
 * The content studio's page: the content files on the left, the open file's
 * JSON in the middle with Check, Save and Save as draft, and the check's
 * problems below it. It reaches the files only through `client` (the server's
 * API, or a stand-in in stories), and says at all times whether the file is
 * saved and whether it will pass the tests. Ctrl+S (⌘S) saves.
 */

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../content/problem';
import { LANGS, type Lang } from '../content/types';
import { Button } from '../ui/common/Button';
import { BankForm, hasBankForm } from './BankForm';
import { ChangesPanel } from './ChangesPanel';
import { type EditorView, EditorViewSwitch } from './EditorViewSwitch';
import { FileList } from './FileList';
import { GlossaryForm, hasGlossaryForm } from './GlossaryForm';
import { isRuleFile } from './impact-input';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { jsonParseError } from './json-parse-error';
import { jsonPathOffset } from './json-path-offset';
import { PreviewPanel } from './PreviewPanel';
import { ProblemList } from './ProblemList';
import { problemsOfFile } from './problems-of-file';
import { ReleasePanel } from './ReleasePanel';
import { hasRulesForm, RulesForm } from './RulesForm';
import { StudioImpact } from './StudioImpact';
import { type SaveState, StudioSaveStatus } from './StudioSaveStatus';
import type { StudioClient, StudioFailure } from './studio-client';
import { useBankVersionStatus } from './use-bank-version-status';
import { useFileSchema } from './use-file-schema';
import { VersionBumpNotice } from './VersionBumpNotice';
import { withVersion } from './with-version';
import { writeVersionBump } from './write-version-bump';

interface OpenFile {
  file: string;
  /** What is on disk, as last read or written. */
  saved: string;
  text: string;
}

/** Whether a file has a Form view beside its JSON. */

export interface StudioAppProps {
  client: StudioClient;
}

/** The forms the studio offers, each for the files it can show: the JSON | Form switch appears for those files. */
/** What a file's form is given; each form takes what it needs of it. */
interface FileFormProps {
  client: StudioClient;
  file: string;
  text: string;
  onChange: (text: string) => void;
}

const FORMS: { has: (file: string | undefined) => boolean; Form: ComponentType<FileFormProps> }[] = [
  { has: hasGlossaryForm, Form: GlossaryForm },
  { has: hasBankForm, Form: BankForm },
  { has: hasRulesForm, Form: RulesForm },
];
const formOf = (file: string | undefined) => FORMS.find((form) => form.has(file))?.Form;

export function StudioApp({ client }: StudioAppProps) {
  const { t, i18n } = useTranslation('studio');
  const [files, setFiles] = useState<string[] | undefined>();
  const [open, setOpen] = useState<OpenFile | undefined>();
  const [problems, setProblems] = useState<Problem[] | undefined>();
  const [introduced, setIntroduced] = useState<Problem[]>([]);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [pendingPath, setPendingPath] = useState<string | undefined>();
  /** JSON or form, for a file that has a form; the choice carries over to the next such file. */
  const [view, setView] = useState<EditorView>('json');
  const editor = useRef<JsonEditorHandle>(null);
  /** Raised whenever the files on disk change, so the file list and the changes are read again. */
  const [revision, setRevision] = useState(0);
  const bankStatus = useBankVersionStatus(client, open?.file, open?.text, problems);
  const schema = useFileSchema(client, open?.file, open?.text);

  const failureText = useCallback(
    (failure: StudioFailure) => t(`errors.${failure.error}`, { message: failure.message }),
    [t],
  );

  useEffect(() => {
    // A save or a release can add files (a released version's copy): the list is read again.
    void revision;
    client.listFiles().then((result) => {
      if (result.ok) setFiles(result.body.files);
      else {
        setFiles([]);
        setState({ kind: 'failed', message: failureText(result.failure) });
      }
    });
  }, [client, failureText, revision]);

  const dirty = open !== undefined && open.text !== open.saved;
  const parseError = useMemo(() => (open ? jsonParseError(open.text) : undefined), [open]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const openFile = async (file: string, path?: string) => {
    if (dirty && open && !window.confirm(t('editor.confirmDiscard', { file: open.file }))) return;
    setState({ kind: 'loading' });
    const result = await client.readFile(file);
    if (!result.ok) {
      setState({ kind: 'failed', message: failureText(result.failure) });
      return;
    }
    setOpen({ file, saved: result.body.text, text: result.body.text });
    if (open?.file !== file) {
      setProblems(undefined);
      setIntroduced([]);
    }
    setState({ kind: 'clean' });
    setPendingPath(path);
  };

  const moveCaretTo = useCallback((text: string, path: string) => {
    const offset = jsonPathOffset(text, path);
    if (offset !== undefined) editor.current?.select(offset);
  }, []);

  useEffect(() => {
    if (pendingPath === undefined || !open) return;
    moveCaretTo(open.text, pendingPath);
    setPendingPath(undefined);
  }, [pendingPath, open, moveCaretTo]);

  const edit = (text: string) => {
    if (!open) return;
    setOpen({ ...open, text });
    setState({ kind: text === open.saved ? 'clean' : 'unsaved' });
  };

  const check = async () => {
    if (!open) return;
    if (parseError !== undefined) {
      setState({ kind: 'failed', message: t('errors.invalid-json', { message: parseError }) });
      return;
    }
    setState({ kind: 'checking' });
    const result = await client.check(open.file, open.text);
    if (!result.ok) {
      setState({ kind: 'failed', message: failureText(result.failure) });
      return;
    }
    setProblems(result.body.problems);
    setIntroduced(result.body.introduced);
    setState({
      kind: 'checked',
      problems: problemsOfFile(open.file, result.body.problems, result.body.introduced).length,
    });
  };

  /** `sent` is the text to save when it is not the one on screen yet (an accepted version). */
  const save = async (draft: boolean, sent = open?.text) => {
    if (!open || sent === undefined) return;
    if (sent === open.text && parseError !== undefined) {
      setState({ kind: 'failed', message: t('errors.invalid-json', { message: parseError }) });
      return;
    }
    setState({ kind: 'saving' });
    const result = await client.write(open.file, sent, draft);
    if (!result.ok) {
      setState({ kind: 'failed', message: failureText(result.failure) });
      return;
    }
    const { saved, text, problems: found, introduced: brought } = result.body;
    setProblems(found);
    setIntroduced(brought);
    if (!saved || text === undefined) {
      setState({ kind: 'refused' });
      return;
    }
    // The typed text stays as it is when only the server's formatting differs, so the caret does not jump.
    setOpen((current) => current && { ...current, saved: text, text: current.text === sent ? text : current.text });
    setRevision((count) => count + 1);
    setState({ kind: problemsOfFile(open.file, found, brought).length > 0 ? 'draft' : 'saved' });
  };

  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const FileForm = formOf(open?.file);
  const formShown = open !== undefined && FileForm !== undefined && view === 'form';

  const goTo = (problem: Problem) => {
    if (view === 'form' && formOf(problem.file)) {
      // A problem is shown at its place in the text: the form gives way to the JSON view, then the caret goes there.
      setView('json');
      if (open?.file === problem.file) {
        setPendingPath(problem.path);
        return;
      }
    }
    if (open?.file === problem.file) moveCaretTo(open.text, problem.path);
    else void openFile(problem.file, problem.path);
  };

  const acceptBump = async (file: string, version: string) => {
    if (open?.file === file) {
      if (parseError !== undefined) {
        setState({ kind: 'failed', message: t('errors.invalid-json', { message: parseError }) });
        return;
      }
      const text = withVersion(open.text, version);
      setOpen({ ...open, text });
      await save(false, text);
      return;
    }
    const result = await writeVersionBump(client, file, version);
    if (!result.ok) setState({ kind: 'failed', message: failureText(result.failure) });
    else if (!result.body.saved) setState({ kind: 'refused' });
    setRevision((count) => count + 1);
  };

  const busy = state.kind === 'checking' || state.kind === 'saving' || state.kind === 'loading';

  return (
    <div className="flex h-full flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <div className="mr-auto">
          <h1 className="text-lg font-semibold">{t('title')}</h1>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        <StudioSaveStatus state={state} />
        <label className="flex items-center gap-2 text-sm">
          {t('language')}
          <select
            value={i18n.language}
            onChange={(event) => void i18n.changeLanguage(event.target.value as Lang)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
          >
            {LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`languages.${lang}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      {/* On a phone the files sit above the editor, in a box of their own, so the text keeps the whole width. */}
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="flex max-h-48 shrink-0 flex-col border-b border-slate-200 p-2 md:max-h-none md:w-80 md:border-r md:border-b-0 dark:border-slate-800">
          <FileList files={files} selected={open?.file} onSelect={(file) => void openFile(file)} />
        </div>
        <main className="flex min-h-[70vh] min-w-0 flex-1 flex-col gap-3 p-3 md:min-h-0 md:overflow-y-auto">
          {open ? (
            <>
              <div role="toolbar" aria-label={t('actions.label')} className="flex flex-wrap items-center gap-2">
                <h2 className="mr-auto truncate font-mono text-sm font-semibold">{open.file}</h2>
                <Button onClick={() => void check()} disabled={busy}>
                  {t('actions.check')}
                </Button>
                <Button onClick={() => void save(true)} disabled={busy}>
                  {t('actions.saveDraft')}
                </Button>
                <Button
                  variant="primary"
                  onClick={() => void save(false)}
                  disabled={busy}
                  aria-keyshortcuts="Control+S Meta+S"
                >
                  {t('actions.save')}
                </Button>
              </div>
              {FileForm ? <EditorViewSwitch view={view} onChange={setView} /> : null}
              {formShown && FileForm ? (
                <FileForm client={client} file={open.file} text={open.text} onChange={edit} />
              ) : (
                // A view per file: its undo history and scroll position belong to the file they were made in.
                <JsonEditor
                  key={open.file}
                  ref={editor}
                  file={open.file}
                  text={open.text}
                  onChange={edit}
                  parseError={parseError}
                  schema={schema}
                />
              )}
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('actions.shortcut')} {formShown ? null : t('editor.keys')}
              </p>
              <VersionBumpNotice
                status={bankStatus}
                busy={busy}
                onAccept={(file, version) => void acceptBump(file, version)}
              />
              <div className="max-h-64 min-h-24 overflow-y-auto">
                <ProblemList problems={problems} introduced={introduced} onSelect={goTo} />
              </div>
            </>
          ) : (
            <p className="m-auto text-sm text-slate-600 dark:text-slate-300">{t('editor.empty')}</p>
          )}
        </main>
        {/*
          Beside the editor (under it on a phone), one tab at a time so each keeps the column's width: what the
          open file does (a rule file's impact on scores, else the preview of the open bank), and the changes
          against git and the last release, with Release.
        */}
        <aside className="flex shrink-0 flex-col border-t border-slate-200 md:w-96 md:overflow-y-auto md:border-t-0 md:border-l xl:w-[30rem] dark:border-slate-800">
          <TabGroup className="flex flex-col">
            <TabList className="flex gap-1 border-b border-slate-200 px-3 pt-2 dark:border-slate-800">
              {[
                // Keyed by place, not by label: the first tab's label follows the open file, and a new key would
                // make it register after the second and so select the other tab.
                ['file', open && isRuleFile(open.file) ? t('impact.heading') : t('preview.heading')],
                ['changes', t('release.sidebar')],
              ].map(([place, label]) => (
                <Tab
                  key={place}
                  className="rounded-t-md px-3 py-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-600 data-selected:bg-slate-100 data-selected:text-slate-900 dark:text-slate-300 dark:data-selected:bg-slate-800 dark:data-selected:text-white"
                >
                  {label}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="p-3">
              <TabPanel unmount={false}>
                {open && isRuleFile(open.file) ? (
                  <StudioImpact key={open.file} client={client} file={open.file} text={open.text} />
                ) : (
                  <PreviewPanel client={client} file={open?.file} text={open?.text ?? ''} />
                )}
              </TabPanel>
              <TabPanel unmount={false} className="flex flex-col gap-6">
                <ReleasePanel client={client} onReleased={() => setRevision((count) => count + 1)} />
                <ChangesPanel
                  client={client}
                  revision={revision}
                  busy={busy}
                  onAccept={(file, version) => void acceptBump(file, version)}
                />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </aside>
      </div>
    </div>
  );
}
