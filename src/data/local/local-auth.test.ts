/** Local accounts on the embedded database: what a user signing up and in would notice. */
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../contract/fixtures';
import { createLocalAuth } from './local-auth';
import { openMigratedCopy } from './node-database';
import { memoryStorage } from './session-store';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedCopy();
}, 120_000);

describe('local accounts', () => {
  it('signs up, stays signed in across a reload, and signs out', async () => {
    const storage = memoryStorage();
    const auth = createLocalAuth(db, storage);
    const changes: [string | null, boolean][] = [];
    auth.onChange((session, registered) => changes.push([session?.email ?? null, registered]));

    const session = await auth.signUp('  Reload@Example.com ', 'secret1');
    expect(session.email).toBe('reload@example.com');

    const afterReload = createLocalAuth(db, storage);
    expect(await afterReload.getSession()).toEqual(session);

    await auth.signOut();
    expect(await createLocalAuth(db, storage).getSession()).toBeNull();
    await auth.signIn('reload@example.com', 'secret1');
    // Only the sign-up says the account is new: nothing is stored under it yet.
    expect(changes).toEqual([
      ['reload@example.com', true],
      [null, false],
      ['reload@example.com', false],
    ]);
  });

  it('stores the password only as a bcrypt hash, as Supabase Auth does', async () => {
    await createLocalAuth(db, memoryStorage()).signUp('hash@example.com', 'correct horse');
    const row = await db.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email = 'hash@example.com'`,
    );
    expect(row.rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(row.rows[0]?.encrypted_password).not.toContain('correct horse');
    const identity = await db.query(`select provider from auth.identities i join auth.users u on u.id = i.user_id
      where u.email = 'hash@example.com'`);
    expect(identity.rows).toEqual([{ provider: 'email' }]);
  });

  it('names what was wrong, by code', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    await auth.signUp('taken@example.com', 'secret1');
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => auth.signUp('taken@example.com', 'another1'), 'email-in-use', 'emailInUse'],
      [() => auth.signUp('not-an-email', 'secret1'), 'invalid-email', 'invalidEmail'],
      [() => auth.signUp('short@example.com', '12345'), 'weak-password', 'weakPassword'],
      [() => auth.signIn('nobody@example.com', 'secret1'), 'user-not-found', 'userNotFound'],
      [() => auth.signIn('taken@example.com', 'wrong-one'), 'wrong-password', 'wrongPassword'],
      [() => auth.signIn('', ''), 'validation', 'credentialsRequired'],
    ];
    for (const [call, code, messageKey] of cases) expect(await refusal(call())).toMatchObject({ code, messageKey });
    expect(await auth.getSession()).toMatchObject({ email: 'taken@example.com' });
  });

  it('accepts a six-character password, the minimum', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    await auth.signUp('six@example.com', '123456');
    await auth.signOut();
    expect((await auth.signIn('six@example.com', '123456')).email).toBe('six@example.com');
  });

  it('refuses registration for an e-mail of a social account, naming the provider', async () => {
    await db.query(`insert into auth.users (id, email, encrypted_password)
      values ('e0000000-0000-4000-8000-000000000001', 'social@example.com', '')`);
    await db.query(`insert into auth.identities (provider_id, user_id, identity_data, provider)
      values ('gh-42', 'e0000000-0000-4000-8000-000000000001', '{"email": "social@example.com"}', 'github')`);
    const auth = createLocalAuth(db, memoryStorage());

    const error = await refusal(auth.signUp('social@example.com', 'secret1'));
    expect(error).toMatchObject({ code: 'provider-account', messageKey: 'signInWithProvider' });
    expect(error.params).toEqual({ provider: 'GitHub' });
    expect(await auth.lookupMethods('Social@example.com')).toEqual(['github']);
  });

  it('looks up sign-in methods for anyone, and treats a switched-off lookup as unknown', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    await auth.signUp('lookup@example.com', 'secret1');
    await auth.signOut();
    expect(await auth.lookupMethods('lookup@example.com')).toEqual(['password']);
    expect(await auth.lookupMethods('unknown@example.com')).toEqual([]);

    await db.exec('revoke execute on function public.sign_in_methods(text) from anon, authenticated');
    try {
      expect(await auth.lookupMethods('lookup@example.com')).toEqual([]);
    } finally {
      await db.exec('grant execute on function public.sign_in_methods(text) to anon, authenticated');
    }
  });

  it('says plainly that Google, GitHub and reset e-mails need a Supabase project', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    expect(auth.capabilities).toEqual({ oauth: false, passwordReset: false });
    expect(await refusal(auth.signInWithProvider('github'))).toMatchObject({
      code: 'unsupported',
      messageKey: 'oauthNeedsSupabase',
      params: { provider: 'GitHub' },
    });
    expect(await refusal(auth.requestPasswordReset('x@example.com'))).toMatchObject({
      code: 'unsupported',
      messageKey: 'resetNeedsSupabase',
    });
  });

  it('changes the password of the signed-in user', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    await auth.signUp('change@example.com', 'old-password');
    await auth.updatePassword?.('new-password');
    await auth.signOut();
    expect(await refusal(auth.signIn('change@example.com', 'old-password'))).toMatchObject({ code: 'wrong-password' });
    expect((await auth.signIn('change@example.com', 'new-password')).email).toBe('change@example.com');
  });

  it('deletes the account with its password, forgets the session a reload would find, and frees the e-mail', async () => {
    const storage = memoryStorage();
    const auth = createLocalAuth(db, storage);
    await auth.signUp('leaving@example.com', 'secret1');
    await auth.deleteMyAccount();
    expect(await createLocalAuth(db, storage).getSession()).toBeNull();
    const left = await db.query(`select 1 from auth.users where email = 'leaving@example.com'`);
    expect(left.rows).toEqual([]);
    expect(await auth.lookupMethods('leaving@example.com')).toEqual([]);
    expect((await auth.signUp('leaving@example.com', 'another1')).email).toBe('leaving@example.com');
  });

  it('keeps the account and the session when the database refuses the deletion, saying so', async () => {
    const auth = createLocalAuth(db, memoryStorage());
    const session = await auth.signUp('staying@example.com', 'secret1');
    await db.exec('revoke execute on function public.delete_my_account() from authenticated');
    try {
      expect(await refusal(auth.deleteMyAccount())).toMatchObject({
        code: 'permission',
        messageKey: 'deleteAccountFailed',
      });
    } finally {
      await db.exec('grant execute on function public.delete_my_account() to authenticated');
    }
    expect(await auth.getSession()).toEqual(session);
  });

  it('says the browser storage is full when the session cannot be kept, not "unknown"', async () => {
    const storage = memoryStorage();
    const full = {
      ...storage,
      setItem: () => {
        throw Object.assign(new Error("Failed to execute 'setItem' on 'Storage'"), { name: 'QuotaExceededError' });
      },
    };
    const error = await refusal(createLocalAuth(db, full).signUp('full@example.com', 'secret1'));
    expect(error).toMatchObject({ code: 'storage-full', messageKey: 'storageFull' });
  });
});
