/**
 * JSON.parse of a large JSON object in steps, for a page that must stay
 * responsive while it reads one: an export of 10,000 decisions is some 36 MB,
 * and one JSON.parse of it held Chromium's main thread for 150 to 400 ms.
 *
 * The elements of the object's top-level arrays (an export's decisions,
 * assessments and reviews) are found by a scan that only follows strings and
 * brackets, and parsed one by one, a step each; the rest of the object, its
 * arrays emptied, is parsed at the end. Each piece is checked by JSON.parse
 * itself and the scan accepts only commas and white space between elements,
 * so the result is JSON.parse's, and any text JSON.parse refuses throws.
 * Anything the scan does not expect (a top level that is not an object, a
 * key given twice) is left to one JSON.parse of the whole text.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Just past the string whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw new SyntaxError('Unterminated string in JSON');
    let backslashes = 0;
    for (let j = quote - 1; text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Just past the value starting at `start`: a string, a bracketed value, or a literal up to the next delimiter. */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  let i = start;
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === COMMA || c === CLOSE_BRACKET || c === CLOSE_BRACE || isSpace(c)) break;
    }
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
    i++;
  }
  throw new SyntaxError('Unexpected end of JSON input');
}

/** What the scan did not expect: the whole text goes to JSON.parse. */
class Unexpected extends Error {}

/**
 * The value of `text` as JSON.parse gives it (or its SyntaxError), in steps:
 * one after each element of a top-level array, telling how many characters
 * are parsed of the text's length.
 */
export function* parseJsonSteps(text: string): Generator<number, unknown, void> {
  try {
    return yield* parseObjectSteps(text);
  } catch (error) {
    if (error instanceof Unexpected) return JSON.parse(text);
    throw error;
  }
}

function* parseObjectSteps(text: string): Generator<number, unknown, void> {
  const expect = (ok: boolean) => {
    if (!ok) throw new Unexpected();
  };
  let i = skipSpace(text, 0);
  expect(text.charCodeAt(i) === OPEN_BRACE);
  /** The text with every top-level array emptied, in pieces; and each array's elements, by key. */
  const skeleton: string[] = [];
  const arrays = new Map<string, unknown[]>();
  const keys = new Set<string>();
  let kept = 0;
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) !== CLOSE_BRACE) {
    for (;;) {
      expect(text.charCodeAt(i) === QUOTE);
      const keyEnd = stringEnd(text, i);
      const key = JSON.parse(text.slice(i, keyEnd)) as string;
      // A key given twice: JSON.parse keeps the last value; not worth copying here.
      expect(!keys.has(key));
      keys.add(key);
      i = skipSpace(text, keyEnd);
      expect(text.charCodeAt(i) === COLON);
      i = skipSpace(text, i + 1);
      if (text.charCodeAt(i) === OPEN_BRACKET) {
        skeleton.push(text.slice(kept, i + 1));
        const items: unknown[] = [];
        arrays.set(key, items);
        i = skipSpace(text, i + 1);
        if (text.charCodeAt(i) !== CLOSE_BRACKET) {
          for (;;) {
            const end = valueEnd(text, i);
            items.push(JSON.parse(text.slice(i, end)));
            yield end;
            i = skipSpace(text, end);
            if (text.charCodeAt(i) === CLOSE_BRACKET) break;
            expect(text.charCodeAt(i) === COMMA);
            i = skipSpace(text, i + 1);
          }
        }
        kept = i;
        i += 1;
      } else {
        i = valueEnd(text, i);
      }
      i = skipSpace(text, i);
      if (text.charCodeAt(i) === CLOSE_BRACE) break;
      expect(text.charCodeAt(i) === COMMA);
      i = skipSpace(text, i + 1);
    }
  }
  skeleton.push(text.slice(kept));
  const result = JSON.parse(skeleton.join('')) as Record<string, unknown[]>;
  for (const [key, items] of arrays) {
    // Pushed into the parsed array rather than assigned: a key "__proto__" stays a plain property, as JSON.parse makes it.
    const target = result[key] as unknown[];
    for (const item of items) target.push(item);
  }
  return result;
}
