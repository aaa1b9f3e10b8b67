import { describe, expect, it } from 'vitest';
import type { Lang } from '../content/types';
import { en, zh } from '../i18n/resources';
import { ruleMessages } from '../scoring/rule-messages';
import { MESSAGES } from './machine-messages';

/** The text a namespaced key has in `lang`: the UI tables, or the scoring rules' messages for `rules:`. */
function textOf(key: string, lang: Lang): unknown {
  const [namespace = '', path = ''] = key.split(':');
  if (namespace === 'rules') return ruleMessages(lang)[path];
  const tables: Record<string, unknown> = lang === 'en' ? en : zh;
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tables[namespace]);
}

describe('machine message keys', () => {
  it.each(['en', 'zh'] as const)('all have a text in %s', (lang) => {
    const missing = Object.values(MESSAGES).filter((key) => typeof textOf(key, lang) !== 'string');
    expect(missing).toEqual([]);
  });
});
