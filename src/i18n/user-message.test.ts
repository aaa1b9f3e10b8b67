import { describe, expect, it } from 'vitest';
import { operationError } from '../data/operation-errors';
import { StoreError } from '../data/store-error';
import { resolveMessage, userMessage } from './user-message';

describe('user messages', () => {
  it("uses a store error's own key, in the errors namespace, with its values", () => {
    const error = new StoreError('provider-account', 'providerAccount', { params: { provider: 'GitHub' } });
    expect(userMessage(error, 'errors:generic')).toEqual({
      key: 'errors:providerAccount',
      params: { provider: 'GitHub' },
    });
  });

  it("gives the caller's words to a store error that names only the failed operation", () => {
    const generic = operationError('saveDecision', 'unknown');
    expect(userMessage(generic, 'errors:generic')).toEqual({ key: 'errors:generic' });
    expect(userMessage(generic, 'errors:decisionSaveFailed')).toEqual({ key: 'errors:decisionSaveFailed' });
    expect(userMessage(operationError('saveDecision', 'network'), 'errors:generic')).toMatchObject({
      key: 'errors:saveConnection',
    });
  });

  it('falls back to the given key for anything else', () => {
    expect(userMessage(new Error('boom'), 'errors:decisionSaveFailed')).toEqual({ key: 'errors:decisionSaveFailed' });
    expect(userMessage('text', 'errors:generic')).toEqual({ key: 'errors:generic' });
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
