/**
 * The open file as text, in a CodeMirror view: JSON syntax, completion of
 * property names and values from the file's JSON Schema (Ctrl+Space), and the
 * schema's and the parser's objections underlined where they are. None of it
 * ever locks the text: text that is not JSON yet shows why below it, and the
 * editor keeps typing until it parses. Tab leaves the view like any text box.
 * The page owns the text: what is typed goes out through `onChange`, and a
 * text set from outside (a save's formatting, an accepted version) comes in
 * as the smallest change, so the caret stays where it was.
 */
import { forceLinting } from '@codemirror/lint';
import { Annotation, Compartment, EditorSelection, EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { updateSchema } from 'codemirror-json-schema';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { jsonEditorSetup } from './json-editor-setup';
import { schemaErrorText } from './schema-error-text';
import { textChange } from './text-change';
import type { JsonSchema } from './use-file-schema';

export interface JsonEditorHandle {
  /** Puts the caret at `offset`, scrolls it into view and focuses the text. */
  select(offset: number): void;
}

export interface JsonEditorProps {
  file: string;
  text: string;
  onChange: (text: string) => void;
  /** The parser's message while the text is not JSON; undefined when it is. */
  parseError: string | undefined;
  /** The file's JSON Schema, for completion and checks; undefined while there is none. */
  schema?: JsonSchema;
  ref?: Ref<JsonEditorHandle>;
}

/** Marks a change that came from the page, so it is not sent back to it as typing. */
const fromPage = Annotation.define<boolean>();

/** The view's colours in each theme (read by json-editor-setup); the frame's `dark:` follows the page. */
const COLOURS = [
  '[--studio-json-text:var(--color-slate-900)] dark:[--studio-json-text:var(--color-slate-100)]',
  '[--studio-json-caret:var(--color-slate-900)] dark:[--studio-json-caret:var(--color-white)]',
  '[--studio-json-property:var(--color-sky-800)] dark:[--studio-json-property:var(--color-sky-300)]',
  '[--studio-json-string:var(--color-emerald-800)] dark:[--studio-json-string:var(--color-emerald-300)]',
  '[--studio-json-literal:var(--color-violet-800)] dark:[--studio-json-literal:var(--color-violet-300)]',
  '[--studio-json-punctuation:var(--color-slate-600)] dark:[--studio-json-punctuation:var(--color-slate-400)]',
  '[--studio-json-panel:var(--color-white)] dark:[--studio-json-panel:var(--color-slate-800)]',
  '[--studio-json-border:var(--color-slate-300)] dark:[--studio-json-border:var(--color-slate-600)]',
  '[--studio-json-selected:var(--color-sky-100)] dark:[--studio-json-selected:var(--color-sky-900)]',
  '[--studio-json-match:var(--color-amber-200)] dark:[--studio-json-match:var(--color-amber-800)]',
].join(' ');

export function JsonEditor({ file, text, onChange, parseError, schema, ref }: JsonEditorProps) {
  const { t } = useTranslation('studio');
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  const sendChange = useRef(onChange);
  sendChange.current = onChange;
  // What the view starts with; later texts and schemas reach it through the effects below.
  const first = useRef({ text, schema });
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: first.current.text,
        extensions: [
          jsonEditorSetup(first.current.schema, (finding) => schemaErrorText(finding, translate.current)),
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromPage))) {
              sendChange.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const shown = current.state.doc.toString();
    if (shown === text) return;
    current.dispatch({
      changes: textChange(shown, text),
      // Not the editor's own step: undo skips it rather than undoing a save's formatting.
      annotations: [fromPage.of(true), Transaction.addToHistory.of(false)],
    });
  }, [text]);

  useEffect(() => {
    const current = view.current;
    if (current) updateSchema(current, schema);
  }, [schema]);

  // The objections already underlined are worded again in the language just chosen (the first check runs as usual).
  const wordedIn = useRef(t);
  useEffect(() => {
    if (wordedIn.current === t) return;
    wordedIn.current = t;
    if (view.current) forceLinting(view.current);
  }, [t]);

  // The text box's name and state, on the element that takes the typing, as a textarea's would be.
  const label = t('editor.label', { file });
  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(
        EditorView.contentAttributes.of({
          role: 'textbox',
          // Focusable by the keyboard as a text box is, so its scrolling area counts as reachable (axe).
          tabindex: '0',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-invalid': parseError !== undefined ? 'true' : 'false',
          ...(parseError !== undefined ? { 'aria-describedby': 'studio-json-error' } : {}),
          autocapitalize: 'off',
          autocorrect: 'off',
          spellcheck: 'false',
        }),
      ),
    });
  }, [label, parseError]);

  useImperativeHandle(
    ref,
    () => ({
      select(offset: number) {
        const current = view.current;
        if (!current) return;
        const at = Math.min(Math.max(0, offset), current.state.doc.length);
        current.dispatch({
          selection: EditorSelection.cursor(at),
          effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 60 }),
        });
        current.focus();
      },
    }),
    [],
  );

  return (
    <div className="flex min-h-80 flex-1 flex-col gap-2">
      <div
        ref={host}
        className={`flex min-h-0 flex-1 flex-col overflow-hidden rounded-md border border-slate-300 bg-white font-mono text-slate-900 focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [&>.cm-editor]:min-h-0 [&>.cm-editor]:flex-1 ${COLOURS}`}
      />
      {parseError !== undefined ? (
        <p id="studio-json-error" className="text-sm text-rose-800 dark:text-rose-200">
          {t('editor.invalid', { message: parseError })}
        </p>
      ) : null}
    </div>
  );
}
