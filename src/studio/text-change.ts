/**
 * The one replacement that turns `before` into `after`, kept as small as the
 * two texts' shared start and end allow: a text set from outside the editor
 * (a saved file's formatting, an accepted version) then moves the caret only
 * where the text really changed.
 */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

export function textChange(before: string, after: string): TextChange {
  const shortest = Math.min(before.length, after.length);
  let start = 0;
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shortest - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end += 1;
  }
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
