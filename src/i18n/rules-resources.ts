/**
 * The scoring messages live with their rules in scoring-rules/*.json
 * (so editors change them in one place) and are registered with i18next as the
 * namespace `rules`. Their keys are dotted paths ("risk.type.steady.name"), which
 * i18next reads as nesting, so the flat table is nested here.
 */
import type { Lang } from '../content/types';
import { ruleMessages } from '../scoring/rule-messages';

type Nested = { [key: string]: string | Nested };

export function nestRuleMessages(flat: Record<string, string>): Nested {
  const root: Nested = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`Rule message "${key}" is nested under another message`);
      if (next === undefined) {
        const created: Nested = {};
        node[part] = created;
        node = created;
      } else node = next;
    }
    const last = parts.at(-1) as string;
    if (typeof node[last] === 'object') throw new Error(`Rule message "${key}" is also a group of messages`);
    node[last] = text;
  }
  return root;
}

export function rulesResources(lang: Lang): Nested {
  return nestRuleMessages(ruleMessages(lang));
}
