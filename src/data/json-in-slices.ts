/**
 * JSON.parse of a large JSON object in steps, for a page that must stay
 * responsive while it reads one: an export of 10,000 decisions is some 36 MB,
 * and one JSON.parse of it held Chromium's main thread for 150 to 400 ms.
 *
 * The elements of the object's top-level arrays (an export's decisions,
 * assessments and reviews), or of a top-level array itself (the database's
 * rows of a long list), are found by a scan that only follows strings and
 * brackets, and parsed one by one, a step each; the rest of an object, its
 * arrays emptied, is parsed at the end. Each piece is checked by JSON.parse
 * itself and the scan accepts only commas and white space between elements,
 * so the result is JSON.parse's, and any text JSON.parse refuses throws.
 * Anything the scan does not expect (a top level that is not an object, a
 * key given twice) is left to one JSON.parse of the whole text.
 *
 * The text may come in parts, as a file is decoded: they are read as the scan
 * reaches them, so the whole is never copied into one string (for 36 MB, a
 * copy of up to 200 ms in one task).
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

/** The text being scanned: its parts are appended as the scan reaches them, and what it is done with is let go. */
class Source {
  text = '';
  /** Where `text` starts in the whole. */
  base = 0;
  readonly #parts: readonly string[];
  #next = 0;

  constructor(parts: readonly string[]) {
    this.#parts = parts;
  }

  /** Appends the next part; false when there is none. */
  more(): boolean {
    if (this.#next >= this.#parts.length) return false;
    this.text += this.#parts[this.#next++];
    return true;
  }

  /** The character code at `i`, reading parts until there; NaN past the end. */
  at(i: number): number {
    while (i >= this.text.length) if (!this.more()) break;
    return this.text.charCodeAt(i);
  }

  /** Lets go of the text before `i`, which the scan is done with; returns i's new index. */
  drop(i: number): number {
    this.text = this.text.slice(i);
    this.base += i;
    return 0;
  }

  /** Everything, read to the end. */
  rest(): string {
    while (this.more());
    return this.text;
  }

  whole(): string {
    return this.#parts.join('');
  }
}

function skipSpace(source: Source, from: number): number {
  let i = from;
  while (isSpace(source.at(i))) i++;
  return i;
}

/** Just past the string whose opening quote is at `start`. */
function stringEnd(source: Source, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = source.text.indexOf('"', from);
    if (quote < 0) {
      from = Math.max(from, source.text.length);
      if (!source.more()) throw new SyntaxError('Unterminated string in JSON');
      continue;
    }
    let backslashes = 0;
    for (let j = quote - 1; source.text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Just past the value starting at `start`: a string, a bracketed value, or a literal up to the next delimiter. */
function valueEnd(source: Source, start: number): number {
  const first = source.at(start);
  if (first === QUOTE) return stringEnd(source, start);
  let i = start;
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    for (; ; i++) {
      const c = source.at(i);
      if (Number.isNaN(c) || c === COMMA || c === CLOSE_BRACKET || c === CLOSE_BRACE || isSpace(c)) break;
    }
    return i;
  }
  let depth = 0;
  for (;;) {
    const c = source.at(i);
    if (Number.isNaN(c)) throw new SyntaxError('Unexpected end of JSON input');
    if (c === QUOTE) {
      i = stringEnd(source, i);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
    i++;
  }
}

/** What the scan did not expect: the whole text goes to JSON.parse. */
class Unexpected extends Error {}

/**
 * The value of the text (one string, or its parts in order) as JSON.parse
 * gives it (or its SyntaxError), in steps: one after each element of a
 * top-level array, telling how many characters of the whole are parsed.
 */
export function* parseJsonSteps(text: string | readonly string[]): Generator<number, unknown, void> {
  const source = new Source(typeof text === 'string' ? [text] : text);
  try {
    const start = skipSpace(source, 0);
    return source.at(start) === OPEN_BRACKET
      ? yield* parseArraySteps(source, start)
      : yield* parseObjectSteps(source, start);
  } catch (error) {
    if (error instanceof Unexpected) return JSON.parse(source.whole());
    throw error;
  }
}

const expect = (ok: boolean) => {
  if (!ok) throw new Unexpected();
};

/**
 * The elements of the array whose opening bracket is at `open`, a step after
 * each, into `items`; returns the index of its closing bracket.
 */
function* elementSteps(source: Source, open: number, items: unknown[]): Generator<number, number, void> {
  let i = skipSpace(source, open + 1);
  if (source.at(i) === CLOSE_BRACKET) return i;
  for (;;) {
    // Inside an array nothing before the element is needed again.
    i = source.drop(i);
    const end = valueEnd(source, i);
    items.push(JSON.parse(source.text.slice(i, end)));
    yield source.base + end;
    i = skipSpace(source, end);
    if (source.at(i) === CLOSE_BRACKET) return i;
    expect(source.at(i) === COMMA);
    i = skipSpace(source, i + 1);
  }
}

function* parseArraySteps(source: Source, open: number): Generator<number, unknown, void> {
  const items: unknown[] = [];
  const close = yield* elementSteps(source, open, items);
  // Only white space may follow; anything else is JSON.parse's to refuse.
  expect(Number.isNaN(source.at(skipSpace(source, close + 1))));
  return items;
}

function* parseObjectSteps(source: Source, start: number): Generator<number, unknown, void> {
  let i = start;
  expect(source.at(i) === OPEN_BRACE);
  /** The text with every top-level array emptied, in pieces; and each array's elements, by key. */
  const skeleton: string[] = [];
  const arrays = new Map<string, unknown[]>();
  const keys = new Set<string>();
  let kept = 0;
  i = skipSpace(source, i + 1);
  if (source.at(i) !== CLOSE_BRACE) {
    for (;;) {
      expect(source.at(i) === QUOTE);
      const keyEnd = stringEnd(source, i);
      const key = JSON.parse(source.text.slice(i, keyEnd)) as string;
      // A key given twice: JSON.parse keeps the last value; not worth copying here.
      expect(!keys.has(key));
      keys.add(key);
      i = skipSpace(source, keyEnd);
      expect(source.at(i) === COLON);
      i = skipSpace(source, i + 1);
      if (source.at(i) === OPEN_BRACKET) {
        skeleton.push(source.text.slice(kept, i + 1));
        const items: unknown[] = [];
        arrays.set(key, items);
        i = yield* elementSteps(source, i, items);
        kept = i;
        i += 1;
      } else {
        i = valueEnd(source, i);
      }
      i = skipSpace(source, i);
      if (source.at(i) === CLOSE_BRACE) break;
      expect(source.at(i) === COMMA);
      i = skipSpace(source, i + 1);
    }
  }
  skeleton.push(source.rest().slice(kept));
  const result = JSON.parse(skeleton.join('')) as Record<string, unknown[]>;
  for (const [key, items] of arrays) {
    // Pushed into the parsed array rather than assigned: a key "__proto__" stays a plain property, as JSON.parse makes it.
    const target = result[key] as unknown[];
    for (const item of items) target.push(item);
  }
  return result;
}
