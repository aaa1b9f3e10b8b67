/** A stored instant as a day the reader recognises, in their language ("24 Feb 2027", "2027年2月24日"). */
export function formatDay(iso: string, language: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(time);
}
