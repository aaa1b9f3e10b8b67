/**
 * What the studio's JSON view is made of (CodeMirror 6): JSON with its
 * syntax, completion and checks from the file's JSON Schema, undo, and the
 * studio's look. Tab is left alone so it moves on to the next control as in
 * any text box; nothing types a character the editor did not (no closing
 * brackets or re-indenting on the fly), so the file stays the editor's own.
 * Colours are CSS variables the page sets for its light and dark themes
 * (see JsonEditor), so the view follows the `dark` class like the rest.
 */
import {
  autocompletion,
  type CompletionResult,
  type CompletionSource,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter, lintKeymap } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { disableErrorLogging } from 'best-effort-json-parser';
import {
  handleRefresh,
  JSONValidation,
  jsonCompletion,
  jsonSchemaHover,
  stateExtensions,
} from 'codemirror-json-schema';
import type { SchemaFinding } from './schema-error-text';
import type { JsonSchema } from './use-file-schema';

// The schema checks read half-typed JSON with this parser, which would log every keystroke's
// unfinished text to the console; the editor already says why the text is not JSON.
disableErrorLogging();

/**
 * The schema's completion, answering "nothing to offer" where it would answer
 * an empty list instead of a result: it does so in some half-typed texts, and
 * the completion machinery then throws on every keystroke.
 */
function schemaCompletion(): CompletionSource {
  const complete = jsonCompletion();
  return async (context) => {
    const result: CompletionResult | never[] | null = await complete(context);
    return result && !Array.isArray(result) && Array.isArray(result.options) ? result : null;
  };
}

/**
 * The schema's checks with their findings worded by `formatError`. The library declares a `formatError` option
 * but its checks never read it; they word each finding through one replaceable function, which this replaces.
 */
class WordedValidation extends JSONValidation {
  constructor(formatError: (finding: SchemaFinding) => string) {
    super();
    (this as unknown as { rewriteError: (finding: SchemaFinding) => string }).rewriteError = formatError;
  }
}

function schemaLinter(formatError: (finding: SchemaFinding) => string): Extension {
  const validation = new WordedValidation(formatError);
  return linter((view) => validation.doValidation(view), { needsRefresh: handleRefresh });
}

const colour = (name: string) => `var(--studio-json-${name})`;

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: colour('property') },
  { tag: tags.string, color: colour('string') },
  { tag: [tags.number, tags.bool, tags.null], color: colour('literal') },
  { tag: [tags.brace, tags.squareBracket, tags.separator], color: colour('punctuation') },
]);

const look = EditorView.theme({
  '&': { height: '100%', fontSize: '0.875rem', color: 'inherit', backgroundColor: 'transparent' },
  // The frame around the view shows focus (see JsonEditor); the view's own dotted outline would double it.
  '&.cm-focused': { outline: 'none' },
  // The frame sets the page's monospace font.
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.25rem', overflow: 'auto' },
  '.cm-content': { padding: '0.75rem 0', caretColor: colour('caret') },
  '.cm-content:focus-visible': { outline: 'none' },
  '.cm-line': { padding: '0 0.75rem' },
  '&.cm-focused .cm-cursor': { borderLeftColor: colour('caret') },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: colour('match') },
  '.cm-tooltip': {
    backgroundColor: colour('panel'),
    color: colour('text'),
    border: `1px solid ${colour('border')}`,
    borderRadius: '0.375rem',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: colour('selected'),
    color: colour('text'),
  },
  '.cm-completionInfo, .cm-tooltip-hover, .cm-diagnostic': { maxWidth: 'min(32rem, 90vw)', whiteSpace: 'pre-wrap' },
  '.cm-panels': { backgroundColor: colour('panel'), color: colour('text') },
});

/**
 * The view's extensions, with `schema` as the first schema (undefined: none yet) and `formatError` wording the
 * schema's objections (asked at every check, so it may follow the page's language).
 */
export function jsonEditorSetup(
  schema: JsonSchema | undefined,
  formatError: (finding: SchemaFinding) => string,
): Extension[] {
  return [
    json(),
    jsonLanguage.data.of({ autocomplete: schemaCompletion() }),
    stateExtensions(schema),
    linter(jsonParseLinter()),
    schemaLinter(formatError),
    hoverTooltip(jsonSchemaHover()),
    autocompletion(),
    history(),
    bracketMatching(),
    syntaxHighlighting(highlight),
    look,
    // Long texts (the rules' comments) wrap, so a phone's width never needs a sideways scroll.
    EditorView.lineWrapping,
    keymap.of([...completionKeymap, ...lintKeymap, ...historyKeymap, ...defaultKeymap]),
  ];
}
