/**
 * A stored instant as a day the reader recognises, in their language ("24 Feb 2027", "2027年2月24日").
 * One formatter per language: the journal words a date on every row, and making
 * an Intl formatter costs far more than using one.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    formats.set(language, format);
  }
  return format.format(time);
}
