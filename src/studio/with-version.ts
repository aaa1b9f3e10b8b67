/**
 * A bank's text with its top-level "version" set to `version`, every other
 * character as the editor left it, so accepting a suggested version changes
 * that one line. Text without a top-level string "version" gets one through a
 * rewrite of the whole value (the save formats it again).
 */
import { valueOffsets } from './json-path-offset';

export function withVersion(text: string, version: string): string {
  const start = valueOffsets(text).get('$.version');
  if (start !== undefined && text[start] === '"') {
    let end = start + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    return `${text.slice(0, start)}${JSON.stringify(version)}${text.slice(end + 1)}`;
  }
  const data = JSON.parse(text) as Record<string, unknown>;
  return `${JSON.stringify({ ...data, version }, null, 2)}\n`;
}
