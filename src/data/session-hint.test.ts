import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from './local/session-store';
import { storedUserId } from './session-hint';

function storageOf(values: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(values);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (key) => values[key] ?? null };
}

describe('storedUserId', () => {
  it("names the embedded runtime's user, or supabase-js's", () => {
    expect(storedUserId(storageOf({ [SESSION_KEY]: JSON.stringify({ userId: 'u-1', email: 'a@b.c' }) }))).toBe('u-1');
    expect(storedUserId(storageOf({ 'sb-x-auth-token': JSON.stringify({ user: { id: 'u-2' } }) }))).toBe('u-2');
  });

  it('names nobody for no session, a malformed one, or no storage', () => {
    expect(storedUserId(storageOf({}))).toBeNull();
    expect(storedUserId(storageOf({ [SESSION_KEY]: '{' }))).toBeNull();
    expect(storedUserId(storageOf({ 'sb-x-auth-token': '{"user":{}}' }))).toBeNull();
    expect(storedUserId(undefined)).toBeNull();
  });
});
