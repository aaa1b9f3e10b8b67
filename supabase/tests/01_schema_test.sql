-- The shape of the schema: row-level security everywhere, the right grants,
-- the indexes lists and policies use, and the lookup function's safety settings.
begin;
create extension if not exists pgtap with schema extensions;
select plan(29);

select tables_are(
  'public',
  array['profiles', 'decisions', 'risk_assessments', 'reviews', 'shared_packets', 'second_opinions', 'decision_shares',
        'decision_search'],
  'public holds exactly the user-data tables, and the search text the database keeps for them');

select is(
  (select array_agg(c.relname::text order by c.relname)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity),
  null,
  'every table in public has row-level security enabled'
);

select policies_are('public', 'profiles',
  array['profiles: owner reads', 'profiles: owner inserts', 'profiles: owner updates', 'profiles: owner deletes']);
select policies_are('public', 'decisions',
  array['decisions: owner reads', 'decisions: owner inserts', 'decisions: owner updates', 'decisions: owner deletes']);
select policies_are('public', 'risk_assessments',
  array['risk_assessments: owner reads', 'risk_assessments: owner inserts', 'risk_assessments: owner updates',
        'risk_assessments: owner deletes']);

select is(
  (select count(*)::int from pg_policies where schemaname = 'public'
     -- A share's reviewer is named by e-mail: that policy compares it with the caller's own (internal.my_email()).
     and policyname <> 'decision_shares: reviewer reads an active share'
     and (qual is not null and qual not like '%auth.uid()%' or with_check is not null and with_check not like '%auth.uid()%')),
  0,
  'every policy compares the row owner with auth.uid()'
);
select is(
  (select count(*)::int from pg_policies where schemaname = 'public' and roles <> '{authenticated}'),
  0,
  'every policy applies to signed-in users only'
);

select table_privs_are('public', 'profiles', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
select table_privs_are('public', 'decisions', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
select table_privs_are('public', 'risk_assessments', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
select table_privs_are('public', 'decision_search', 'authenticated', array['SELECT'], 'the search text is read, never written, by a client');
select policies_are('public', 'decision_search', array['decision_search: owner reads']);
select is(
  (select count(*)::int from information_schema.role_table_grants where grantee = 'anon' and table_schema = 'public'),
  0,
  'anon holds no privilege on any public table'
);

select has_index('public', 'decisions', 'decisions_user_created_idx', array['user_id', 'created_at', 'id']);
select has_index('public', 'risk_assessments', 'risk_assessments_user_created_idx', array['user_id', 'created_at', 'id']);
select col_is_pk('public', 'decisions', array['user_id', 'id']::name[], 'decision ids are unique per user');
select col_is_pk('public', 'risk_assessments', array['user_id', 'id']::name[], 'assessment ids are unique per user');
select col_not_null('public', 'risk_assessments', 'bank_id', 'an assessment always names its bank');
select col_not_null('public', 'risk_assessments', 'bank_version', 'and the bank version it was answered on');
select col_hasnt_default('public', 'risk_assessments', 'bank_id', 'a new assessment must say its bank');
select col_hasnt_default('public', 'risk_assessments', 'bank_version', 'and its bank version');
select col_default_is('public', 'profiles', 'risk_tolerance', 'steady'::text, 'a profile starts as steady');

select is_definer('account_lookup', 'sign_in_methods', array['text'], 'the lookup reads auth.users as its owner');
select isnt_definer('public', 'sign_in_methods', array['text'], 'the API entry point runs as the caller');
select is(
  (select proconfig from pg_proc where oid = 'account_lookup.sign_in_methods(text)'::regprocedure),
  array['search_path=""'],
  'the lookup pins an empty search path'
);
select ok(
  not has_function_privilege('anon', 'public.my_storage_stats()', 'execute')
  and not has_function_privilege('anon', 'public.delete_my_data()', 'execute'),
  'anon cannot call the account functions'
);
select ok(
  not has_function_privilege('anon', 'public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb, jsonb, jsonb)', 'execute')
  and has_function_privilege('authenticated', 'public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb, jsonb, jsonb)', 'execute'),
  'only a signed-in user can import'
);
select ok(
  has_function_privilege('anon', 'public.sign_in_methods(text)', 'execute'),
  'anon can call the sign-in method lookup'
);
select ok(
  not has_schema_privilege('anon', 'internal', 'usage'),
  'anon cannot reach the internal helpers'
);

select * from finish();
rollback;
