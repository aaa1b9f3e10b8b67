import { describe, expect, it } from 'vitest';
import { classifyLocalError, localAuthFailure, plainMessage, prefixSqlState, sqlStateOf } from './pg-errors';
import { keepSqlStateAcrossWorker } from './worker-errors';

describe('embedded database errors', () => {
  it('keep their SQLSTATE through the worker, which forwards only the message', async () => {
    const dbError = Object.assign(new Error('new row violates row-level security policy'), { code: '42501' });
    const db = keepSqlStateAcrossWorker({
      execProtocol: async () => {
        throw dbError;
      },
      execProtocolStream: async () => {
        throw dbError;
      },
    } as never) as { execProtocolStream(): Promise<unknown> };
    const thrown = await db.execProtocolStream().catch((error: unknown) => error);
    const forwarded = new Error((thrown as Error).message);
    expect(sqlStateOf(forwarded)).toBe('42501');
    expect(classifyLocalError(forwarded)).toBe('permission');
    expect(plainMessage(forwarded)).toBe('new row violates row-level security policy');
    expect(prefixSqlState('42501', forwarded.message)).toBe(forwarded.message);
  });

  it('are named by their SQLSTATE class', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(classifyLocalError(withCode('23505'))).toBe('conflict');
    expect(classifyLocalError(withCode('23514'))).toBe('validation');
    expect(classifyLocalError(withCode('22P02'))).toBe('validation');
    expect(classifyLocalError(withCode('40001'))).toBe('network');
    expect(classifyLocalError(new Error('Leader changed, pending operation in indeterminate state'))).toBe('network');
    expect(classifyLocalError(new Error('something else'))).toBe('unknown');
  });

  it('read the local auth functions’ own codes', () => {
    expect(localAuthFailure(new Error('[SQLSTATE P0001] wrong-password'))).toEqual({ code: 'wrong-password' });
    expect(localAuthFailure(new Error('provider-account:github'))).toEqual({
      code: 'provider-account',
      provider: 'github',
    });
    expect(localAuthFailure(new Error('syntax error'))).toBeNull();
  });
});
