import { describe, expect, it } from 'vitest';
import type { Lang } from '../content/types';
import { operationError } from '../data/operation-errors';
import { StoreError } from '../data/store-error';
import { en, zh } from '../i18n/resources';
import { ruleMessages } from '../scoring/rule-messages';
import { MESSAGES, messageFor, resolveMessage } from './machine-messages';

describe('machine messages', () => {
  it("uses a store error's own key, in the errors namespace, with its values", () => {
    const error = new StoreError('provider-account', 'providerAccount', { params: { provider: 'GitHub' } });
    expect(messageFor(error, MESSAGES.generic)).toEqual({
      key: 'errors:providerAccount',
      params: { provider: 'GitHub' },
    });
  });

  it("gives the caller's words to a store error that names only the failed operation", () => {
    const generic = operationError('saveDecision', 'unknown');
    expect(messageFor(generic, MESSAGES.generic)).toEqual({ key: MESSAGES.generic });
    expect(messageFor(generic, MESSAGES.decisionSaveFailed)).toEqual({ key: 'errors:decisionSaveFailed' });
    expect(messageFor(operationError('saveDecision', 'network'), MESSAGES.generic)).toMatchObject({
      key: 'errors:saveConnection',
    });
  });

  it('falls back to the given key for anything else', () => {
    expect(messageFor(new Error('boom'), MESSAGES.decisionSaveFailed)).toEqual({ key: MESSAGES.decisionSaveFailed });
    expect(messageFor('text', MESSAGES.generic)).toEqual({ key: MESSAGES.generic });
  });

  it('translates nested messages first and passes them in as values', () => {
    const texts: Record<string, string> = {
      outer: 'Input validation failed: {{details}} ({{count}})',
      inner: 'Decision name is required.',
    };
    const translate = (key: string, params: Record<string, string | number>) =>
      (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
    const text = resolveMessage(
      { key: 'outer', params: { count: 1 }, nested: { details: { key: 'inner' } } },
      translate,
    );
    expect(text).toBe('Input validation failed: Decision name is required. (1)');
  });
});

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
