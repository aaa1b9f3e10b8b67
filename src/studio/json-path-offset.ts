/**
 * Where a JSON path, as the content check prints it (`$.stages[2].options[1].label.zh`),
 * starts in a file's text: so a click on a problem can put the caret there. A
 * path the text does not hold (a missing property) falls back to its nearest
 * ancestor that it does. The text is scanned as far as it is valid JSON, so a
 * file being edited still finds whatever comes before its first mistake.
 */
import { childPath } from '../content/json-path';

/** Offsets of every value in `text` by its JSON path, as far as the text can be read. */
export function valueOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  let at = 0;
  const fail = () => {
    throw new SyntaxError(`unexpected text at ${at}`);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  };
  const string = (): string => {
    const start = at;
    if (text[at] !== '"') fail();
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail();
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  /** An object's members or an array's items, from its opening bracket to `close`. */
  const sequence = (close: string, item: (index: number) => void): void => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      item(index);
      space();
      if (text[at] === ',') at += 1;
      else if (text[at] === close) {
        at += 1;
        return;
      } else fail();
    }
  };
  const value = (path: string): void => {
    space();
    offsets.set(path, at);
    const char = text[at];
    if (char === '{') {
      sequence('}', () => {
        space();
        const key = string();
        space();
        if (text[at] !== ':') fail();
        at += 1;
        value(childPath(path, key));
      });
      return;
    }
    if (char === '[') {
      sequence(']', (index) => value(childPath(path, index)));
      return;
    }
    if (char === '"') {
      string();
      return;
    }
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (!literal) fail();
    at += literal?.[0].length ?? 0;
  };
  try {
    value('$');
  } catch {
    // What was read before the mistake is still worth pointing at.
  }
  return offsets;
}

const LAST_STEP = /(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])$/;

/** The offset where `path`'s value (or its nearest ancestor's) starts in `text` (the start of the text when nothing can be read). */
export function jsonPathOffset(text: string, path: string): number | undefined {
  const offsets = valueOffsets(text);
  let current = path;
  for (;;) {
    const found = offsets.get(current);
    if (found !== undefined) return found;
    const step = LAST_STEP.exec(current);
    if (!step || step.index === 0) return offsets.get('$');
    current = current.slice(0, step.index);
  }
}
