-- Deleting one's own account: the caller's login and every row of theirs go,
-- nobody else's; only a signed-in user may call it, and only for themselves.
-- Runs as PostgREST does: switching to the request's role and setting its JWT claims.
begin;
create extension if not exists pgtap with schema extensions;
select plan(26);

-- The functions and who may call them.
select is_definer('account_removal', 'delete_account', array[]::text[], 'deleting reads and writes auth.users as its owner');
select isnt_definer('public', 'delete_my_account', array[]::text[], 'the API entry point runs as the caller');
select is(
  (select proconfig from pg_proc where oid = 'account_removal.delete_account()'::regprocedure),
  array['search_path=""'],
  'the deleting function pins an empty search path'
);
select ok(
  not has_function_privilege('anon', 'public.delete_my_account()', 'execute')
  and not has_function_privilege('anon', 'account_removal.delete_account()', 'execute'),
  'anon holds no execute privilege on either function'
);
select ok(
  has_function_privilege('authenticated', 'public.delete_my_account()', 'execute'),
  'a signed-in user may call it'
);
select is(
  (select count(*)::int from pg_proc where proname = 'delete_account' and pronamespace = 'account_removal'::regnamespace
     and pronargs = 0),
  1,
  'it takes no user id: nobody can name another account'
);

-- Every user table goes with its user: each foreign key into auth.users deletes in cascade.
select is(
  (select array_agg(conrelid::regclass::text order by conrelid::regclass::text) from pg_constraint
    where contype = 'f' and confrelid = 'auth.users'::regclass and connamespace = 'public'::regnamespace),
  array['decision_shares', 'decisions', 'profiles', 'reviews', 'risk_assessments', 'second_opinions', 'shared_packets'],
  'every public table keyed by user refers to auth.users'
);
select is(
  (select count(*)::int from pg_constraint
    where contype = 'f' and confrelid = 'auth.users'::regclass and connamespace = 'public'::regnamespace
      and confdeltype <> 'c'),
  0,
  'and each of those keys deletes in cascade'
);

insert into auth.users (id, email, encrypted_password) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');
insert into auth.identities (provider_id, user_id, identity_data, provider) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '{"email": "alice@example.com"}', 'email'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '{"email": "bob@example.com"}', 'email');

-- One of everything for each of them, written as themselves.
create temporary table people (id uuid, name text);
insert into people values ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Alice'), ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Bob');
do $$
declare
  person record;
begin
  for person in select * from people loop
    perform set_config('request.jwt.claims', json_build_object('sub', person.id, 'role', 'authenticated')::text, true);
    set local role authenticated;
    insert into public.profiles (name) values (person.name);
    insert into public.decisions (id, name, bank_id, bank_version, completed, stage)
      values ('done', 'Done', 'b', '1', true, 7), ('open', 'Open', 'b', '1', false, 3);
    insert into public.risk_assessments (id, bank_id, bank_version, score, type, name, answers, result)
      values ('risk_1', 'risk-tolerance', '1.0.0', 40, 'steady', 'risk.type.steady.name', '{}', '{}');
    insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-1', 'done', 'decision-review', '1.0.0');
    reset role;
  end loop;
end
$$;

-- Nobody signed in.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select throws_ok($$select public.delete_my_account()$$, '42501', null, 'anon cannot call it');
select throws_ok($$select account_removal.delete_account()$$, '42501', null, 'nor reach the deleting function itself');
set local role authenticated;
set local request.jwt.claims = '{"role": "authenticated"}';
select throws_ok($$select public.delete_my_account()$$, '42501', 'not signed in', 'a request naming no user is refused');

-- Alice deletes herself.
set local request.jwt.claims = '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$select public.delete_my_account()$$, 'Alice deletes her account');
select is_empty($$select 1 from public.decisions$$, 'she sees nothing of hers any more');
select lives_ok($$select public.delete_my_account()$$, 'the same request again (a retry) finds nothing left and succeeds');

reset role;
select is_empty($$select 1 from auth.users where email = 'alice@example.com'$$, 'her login is gone');
select is_empty(
  $$select 1 from auth.identities where user_id = 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  'with its sign-in identities'
);
select is_empty($$select 1 from public.profiles where user_id = 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'her profile is gone');
select is_empty($$select 1 from public.decisions where user_id = 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'her decisions are gone');
select is_empty(
  $$select 1 from public.risk_assessments where user_id = 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  'her risk assessments are gone'
);
select is_empty($$select 1 from public.reviews where user_id = 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'her reviews are gone');

select is(
  (select array[
     (select count(*) from auth.users where id = p.id),
     (select count(*) from auth.identities where user_id = p.id),
     (select count(*) from public.profiles where user_id = p.id),
     (select count(*) from public.decisions where user_id = p.id),
     (select count(*) from public.risk_assessments where user_id = p.id),
     (select count(*) from public.reviews where user_id = p.id)
   ]::int[] from people p where p.name = 'Bob'),
  array[1, 1, 1, 2, 1, 1],
  'Bob''s login and every row of his are untouched'
);

-- After it, the session that was Alice's is no session at all.
set local role authenticated;
set local request.jwt.claims = '';
select throws_ok($$select public.delete_my_account()$$, '42501', 'not signed in', 'a second call without a session is refused');
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is(public.sign_in_methods('alice@example.com'), '{}'::text[], 'the lookup no longer knows her e-mail');

-- Her e-mail is free again (the embedded runtime's sign-up; Supabase Auth's own on a project).
reset role;
select isnt(auth.local_sign_up('alice@example.com', 'new-password'), null, 'the same e-mail registers again');
select is(
  (select count(*)::int from public.decisions d join auth.users u on u.id = d.user_id where u.email = 'alice@example.com'),
  0,
  'and the new account starts empty'
);
select is((select count(*)::int from auth.users where email = 'bob@example.com'), 1, 'Bob is still there');

select * from finish();
rollback;
