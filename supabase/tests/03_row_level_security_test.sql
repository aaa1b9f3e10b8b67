-- Two users: B can neither read, change, delete nor write-as A anything of A's;
-- signed-out visitors (anon) reach nothing. Runs as PostgREST does: switching
-- to the request's role and setting its JWT claims.
begin;
create extension if not exists pgtap with schema extensions;
select plan(24);

insert into auth.users (id, email, encrypted_password) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');

-- Alice writes one of everything.
set local role authenticated;
set local request.jwt.claims = '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$insert into public.profiles (name) values ('Alice')$$, 'A creates her profile (user_id from the token)');
select lives_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version) values ('decision-a', 'Alice''s', 'b', '1')$$,
  'A creates a decision'
);
select lives_ok(
  $$insert into public.risk_assessments (id, bank_id, bank_version, score, type, name, answers, result)
    values ('risk_a', 'risk-tolerance', '1.0.0', 40, 'steady', 'risk.type.steady.name', '{}', '{}')$$,
  'A stores a risk assessment'
);
select is((select count(*)::int from public.decisions), 1, 'A sees her decision');

-- Bob.
set local request.jwt.claims = '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select is_empty($$select 1 from public.profiles$$, 'B cannot read A''s profile');
select is_empty($$select 1 from public.decisions$$, 'B cannot read A''s decisions');
select is_empty($$select 1 from public.risk_assessments$$, 'B cannot read A''s assessments');
select is_empty($$update public.decisions set name = 'hacked' where id = 'decision-a' returning id$$, 'B cannot update A''s decision');
select is_empty($$update public.profiles set name = 'hacked' returning user_id$$, 'B cannot update A''s profile');
select is_empty($$delete from public.decisions where id = 'decision-a' returning id$$, 'B cannot delete A''s decision');
select is_empty($$delete from public.risk_assessments returning id$$, 'B cannot delete A''s assessment');
select throws_ok(
  $$insert into public.decisions (user_id, id, bank_id, bank_version)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'decision-forged', 'b', '1')$$,
  '42501', null, 'B cannot insert a decision as A (forged user_id)'
);
select throws_ok(
  $$insert into public.profiles (user_id, name) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'forged')$$,
  '42501', null, 'B cannot insert a profile as A'
);
select lives_ok($$insert into public.decisions (id, bank_id, bank_version) values ('decision-b', 'b', '1')$$, 'B creates his own decision');
select throws_ok(
  $$update public.decisions set user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' where id = 'decision-b'$$,
  '42501', null, 'B cannot hand his decision over to A'
);
select lives_ok(
  $$insert into public.decisions (id, bank_id, bank_version) values ('decision-a', 'b', '1')$$,
  'ids are per user: B may use the same id as A without learning anything'
);
select is((public.my_storage_stats() ->> 'decisions')::int, 2, 'B''s stats count only his decisions');
select lives_ok($$select public.delete_my_data()$$, 'B deletes all his data');

-- Signed-out visitor.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select throws_ok($$select 1 from public.decisions$$, '42501', null, 'anon cannot read decisions');
select throws_ok($$select 1 from public.profiles$$, '42501', null, 'anon cannot read profiles');
select throws_ok($$insert into public.risk_assessments (id, bank_id, bank_version, score, type, name, answers, result)
  values ('risk_x', 'risk-tolerance', '1.0.0', 1, 'steady', 'n', '{}', '{}')$$, '42501', null, 'anon cannot write assessments');
select throws_ok($$select public.my_storage_stats()$$, '42501', null, 'anon cannot read storage stats');

-- Back to the owner of the database to see what is really there.
reset role;
select is(
  (select array_agg(user_id::text || '/' || id order by user_id) from public.decisions
    where user_id in ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb')),
  array['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/decision-a'],
  'A''s decision is untouched and B''s data is gone'
);
select is((select name from public.profiles where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 'Alice', 'A''s profile is untouched');

select * from finish();
rollback;
