/**
 * The editor's text rewritten to hold new data, keeping the text's own layout:
 * every value the edit left alone is kept character for character (an array
 * item moved or a sibling deleted is found by its content), and a changed
 * object or array stays on one line or spread over several as it was. A new
 * array item takes the layout of the item before it. So a form edit changes
 * only the lines it touches, as a typed edit would: the save keeps each
 * object's layout as its author left it, so a text spread out from scratch would
 * put every line of the file in the git diff. Keys keep the text's order too
 * (a form may hand its data over in the order of its schema's required keys),
 * and a key the text lacks comes after those it has, as a new item's keys
 * follow the item whose layout it takes. Indentation is the content files' two
 * spaces.
 */

const INDENT = '  ';

/** `value` with every object's keys sorted, so two values holding the same compare equal whatever their key order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

const canonicalOf = (value: unknown) => JSON.stringify(sortedKeys(value));

interface Node {
  /** The value's text as it stands in the old text. */
  source: string;
  /** The value as JSON.stringify writes it with sorted keys, to compare with a new value. */
  canonical: string;
  multiline: boolean;
  members?: Map<string, Node>;
  items?: Node[];
}

/** The old text's values with their text; the text is known to be JSON. */
function parseNodes(text: string): Node {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  };
  const skipString = () => {
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
  };
  const sequence = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      const char = text[at];
      at += 1;
      if (char === close) return;
    }
  };
  const node = (): Node => {
    space();
    const start = at;
    const char = text[at];
    let members: Map<string, Node> | undefined;
    let items: Node[] | undefined;
    if (char === '{') {
      const found = new Map<string, Node>();
      members = found;
      sequence('}', () => {
        space();
        const keyStart = at;
        skipString();
        const key = JSON.parse(text.slice(keyStart, at)) as string;
        space();
        at += 1;
        found.set(key, node());
      });
    } else if (char === '[') {
      const found: Node[] = [];
      items = found;
      sequence(']', () => found.push(node()));
    } else if (char === '"') {
      skipString();
    } else {
      while (at < text.length && !',]} \t\n\r'.includes(text.charAt(at))) at += 1;
    }
    const source = text.slice(start, at);
    return { source, canonical: canonicalOf(JSON.parse(source)), multiline: source.includes('\n'), members, items };
  };
  return node();
}

/** For each new item, the old item it is (same content, each used once) or else the one whose layout it takes. */
function matchItems(items: unknown[], old: Node[] | undefined): (Node | undefined)[] {
  if (!old || old.length === 0) return items.map(() => undefined);
  const unused = new Set(old);
  const same = items.map((item) => {
    const canonical = canonicalOf(item);
    const match = old.find((candidate) => unused.has(candidate) && candidate.canonical === canonical);
    if (match) unused.delete(match);
    return match;
  });
  return items.map((_, index) => same[index] ?? old[index] ?? old.at(-1));
}

function layout(open: '{' | '[', parts: string[], old: Node | undefined, indent: string): string {
  const close = open === '{' ? '}' : ']';
  // A container with nothing to go by is spread out, as JSON.stringify would.
  const oneLine = old !== undefined && !old.multiline && parts.every((part) => !part.includes('\n'));
  if (oneLine) return open === '{' ? `{ ${parts.join(', ')} }` : `[${parts.join(', ')}]`;
  const inner = indent + INDENT;
  return `${open}\n${parts.map((part) => inner + part).join(',\n')}\n${indent}${close}`;
}

function render(value: unknown, old: Node | undefined, indent: string): string {
  if (old && old.canonical === canonicalOf(value)) return old.source;
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const olds = matchItems(value, old?.items);
    return layout(
      '[',
      value.map((item, index) => render(item, olds[index], inner)),
      old,
      indent,
    );
  }
  if (typeof value === 'object' && value !== null) {
    const order = [...(old?.members?.keys() ?? [])];
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const entries = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => rank(a) - rank(b));
    if (entries.length === 0) return '{}';
    return layout(
      '{',
      entries.map(([key, member]) => `${JSON.stringify(key)}: ${render(member, old?.members?.get(key), inner)}`),
      old,
      indent,
    );
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `text` (valid JSON) rewritten to hold `data`; the text itself when `data` is what it already holds.
 * A final newline stays as the text had it.
 */
export function rewriteJsonText(text: string, data: unknown): string {
  const root = parseNodes(text);
  if (root.canonical === canonicalOf(data)) return text;
  return `${render(data, root, '')}${text.endsWith('\n') ? '\n' : ''}`;
}
