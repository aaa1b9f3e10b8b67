-- The journal's newest page and its counts: a long journal can be used before
-- all of it is read. Each caller reads their own decisions only.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);

select isnt_definer('public', 'decision_summaries_page', array['text[]', 'integer'], 'the page runs as the caller');
select isnt_definer('public', 'decision_counts', array[]::text[], 'the counts run as the caller');
select ok(
  not has_function_privilege('anon', 'public.decision_summaries_page(text[], integer)', 'execute')
    and not has_function_privilege('anon', 'public.decision_counts()', 'execute'),
  'anon may call neither'
);

insert into auth.users (id, email, encrypted_password) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');

select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
set local role authenticated;
insert into public.decisions (id, name, bank_id, bank_version, stage, answers, completed, created_at) values
  ('d1', 'First', 'b', '1', 7, '{"7-3": "monthly"}', true, now() - interval '3 days'),
  ('d2', 'Second', 'b', '1', 2, '{}', false, now() - interval '2 days'),
  ('d3', 'Third', 'b', '1', 3, '{"7-3": "yearly"}', false, now() - interval '1 day'),
  ('d4', 'Fourth', 'b', '1', 1, '{}', false, now());

select is(
  (select array_agg(id) from public.decision_summaries_page(array['7-3'], 2)),
  array['d4', 'd3'],
  'the page is the newest decisions, newest first'
);
select is(
  (select answers from public.decision_summaries_page(array['7-3'], 2) where id = 'd3'),
  '{"7-3": "yearly"}'::jsonb,
  'with the named answers, as the whole list has them'
);
select is(
  (select array_agg(id) from public.decision_summaries_page(array['7-3'], null)),
  (select array_agg(id) from public.decision_summaries(array['7-3'])),
  'no limit is the whole journal, as decision_summaries reads it'
);
select results_eq(
  'select total, completed from public.decision_counts()',
  $$values (4, 1)$$,
  'the counts are the whole journal''s'
);
reset role;

select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
set local role authenticated;
select is((select count(*)::int from public.decision_summaries_page('{}', 10)), 0, 'Bob reads none of Alice''s');
select results_eq('select total, completed from public.decision_counts()', $$values (0, 0)$$, 'Bob counts none');
reset role;

select * from finish();
rollback;
