-- The journal's summaries: each caller reads their own decisions only, newest
-- first, with of the answers only the named ones and never an evaluation result.
-- Runs as PostgREST does: switching to the request's role and setting its JWT claims.
begin;
create extension if not exists pgtap with schema extensions;
select plan(10);

select isnt_definer('public', 'decision_summaries', array['text[]'], 'it runs as the caller, under row-level security');
select ok(
  not has_function_privilege('anon', 'public.decision_summaries(text[])', 'execute'),
  'anon may not call it'
);
select ok(
  has_function_privilege('authenticated', 'public.decision_summaries(text[])', 'execute'),
  'a signed-in user may'
);
select is(
  (select array_agg(a order by a) from unnest(
     (select proargnames from pg_proc where oid = 'public.decision_summaries(text[])'::regprocedure)) as a
    where a = 'evaluation_result'),
  null,
  'the evaluation result is not among what it returns'
);

insert into auth.users (id, email, encrypted_password) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');

-- Alice's decisions, written as Alice.
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
set local role authenticated;
insert into public.decisions (id, name, bank_id, bank_version, stage, answers, created_at) values
  ('older', 'Older', 'b', '1', 2, '{"1-1": "Grow", "7-3": "monthly"}', now() - interval '1 day'),
  ('newer', 'Newer', 'b', '1', 3, '{"2-1": ["a", "b"], "long": "x"}', now());
insert into public.decisions (id, name, bank_id, bank_version, stage, completed, created_at)
  values ('scored', 'Scored', 'b', '1', 7, true, now() - interval '2 days');
update public.decisions set evaluated = true, evaluation_score = 71, evaluation_result = '{"totalScore": 71}'
  where id = 'scored';

select is(
  (select array_agg(id) from public.decision_summaries(array['7-3'])),
  array['newer', 'older', 'scored'],
  'Alice reads her decisions, newest first'
);
select is(
  (select answers from public.decision_summaries(array['7-3', '2-1', 'absent']) where id = 'older'),
  '{"7-3": "monthly"}'::jsonb,
  'only the named answers the decision has'
);
select is(
  (select answers from public.decision_summaries(array['7-3', '2-1']) where id = 'newer'),
  '{"2-1": ["a", "b"]}'::jsonb,
  'a list answer whole'
);
select is(
  (select evaluation_score from public.decision_summaries() where id = 'scored'),
  71::smallint,
  'the score, without the result'
);
reset role;

-- Bob sees nothing of Alice's; anon may not ask.
select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
set local role authenticated;
select is((select count(*)::int from public.decision_summaries(array['7-3'])), 0, 'Bob reads none of Alice''s');
reset role;
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok($$select * from public.decision_summaries()$$, '42501', null, 'anon is refused');
reset role;

select * from finish();
rollback;
