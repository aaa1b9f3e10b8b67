/**
 * What the preview makes of the editor's text: a bank to render, a glossary to
 * render a bank's marks with, or why it cannot (not JSON yet, or the file breaks
 * its meta-schema, with the first problem's place and words). Any problem the
 * schema reports stops the preview, translations included: the form would show
 * an empty label where a text is missing, which looks like a preview bug.
 */
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import glossarySchema from '../../questionnaires/schema/glossary.schema.json' with { type: 'json' };
import { schemaReport } from '../content/schema-problems';
import type { Bank, Glossary } from '../content/types';
import { jsonParseError } from './json-parse-error';

/** Which files the preview shows: a bank (its released copies under versions/ are history, not edits) or the glossary. */
export type PreviewFileKind = 'bank' | 'glossary';

export function previewFileKind(file: string | undefined): PreviewFileKind | undefined {
  if (file === undefined) return undefined;
  if (/^questionnaires\/(.+\/)?bank\.json$/.test(file)) return 'bank';
  if (file === 'questionnaires/glossary.json') return 'glossary';
  return undefined;
}

export type PreviewSource =
  | { ok: true; kind: 'bank'; bank: Bank }
  | { ok: true; kind: 'glossary'; glossary: Glossary }
  | { ok: false; reason: 'invalid-json'; message: string }
  | { ok: false; reason: 'schema'; path: string; message: string; count: number };

export function previewSource(kind: PreviewFileKind, file: string, text: string): PreviewSource {
  const parseError = jsonParseError(text);
  if (parseError !== undefined) return { ok: false, reason: 'invalid-json', message: parseError };
  const data: unknown = JSON.parse(text);
  const { problems } = schemaReport(kind === 'bank' ? bankSchema : glossarySchema, data, file);
  const [first] = problems;
  if (first) return { ok: false, reason: 'schema', path: first.path, message: first.message, count: problems.length };
  return kind === 'bank' ? { ok: true, kind, bank: data as Bank } : { ok: true, kind, glossary: data as Glossary };
}
