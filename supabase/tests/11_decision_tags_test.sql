-- Tags on decisions: the column's rule refuses bad lists; changing only the
-- tags is no edit (the version and update time stay, so an open editor saves
-- afterwards without a conflict), even on a completed decision with a fixed
-- forecast; the lists and the search read them; import keeps them; only the
-- owner sees or changes them.
begin;
create extension if not exists pgtap with schema extensions;
select plan(28);

select has_column('public', 'decisions', 'tags', 'a decision keeps its tags');
select col_type_is('public', 'decisions', 'tags', 'text[]', 'as a list of texts');
select col_not_null('public', 'decisions', 'tags', 'never null');
select col_default_is('public', 'decisions', 'tags', '{}', 'none unless given');
select isnt_definer('public', 'set_decision_tags', array['text', 'text[]'], 'setting tags runs as the caller');
select ok(
  not has_function_privilege('anon', 'public.set_decision_tags(text, text[])', 'execute'),
  'anon may not set tags'
);

-- The rule, on its own.
select ok(public.valid_decision_tags(array['dividend', 'A-shares', '期权']), 'plain tags are valid');
select ok(public.valid_decision_tags('{}'), 'no tags are valid');
select ok(
  not public.valid_decision_tags(array(select 't' || g from generate_series(1, 21) as g)),
  'at most 20 tags'
);
select ok(public.valid_decision_tags(array(select 't' || g from generate_series(1, 20) as g)), '20 tags are fine');
select ok(not public.valid_decision_tags(array[repeat('x', 41)]), 'a tag has at most 40 characters');
select ok(public.valid_decision_tags(array[repeat('期', 40)]), '40 characters, counted as characters');
select ok(not public.valid_decision_tags(array['']), 'an empty tag is refused');
select ok(
  not public.valid_decision_tags(array[' dividend']) and not public.valid_decision_tags(array['dividend ']),
  'a tag with a space at either end is refused'
);
select ok(not public.valid_decision_tags(array['Dividend', 'dividend']), 'two tags alike in any case are refused');
select ok(not public.valid_decision_tags(array['dividend', null]), 'a null tag is refused');

insert into auth.users (id, email, encrypted_password) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');

select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
set local role authenticated;
-- Completed, with a fixed forecast, last changed long ago.
insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast, updated_at)
values ('done', 'Moutai', 'b', '1', 7, true, '{"1-1": "Brand", "8-1": "70"}', '{"8-1": "70"}', '2025-01-01T00:00:00Z');

select throws_ok(
  $$update public.decisions set tags = array['x', 'X'] where id = 'done'$$,
  '23514', null, 'the table refuses a list that breaks the rule'
);
select is(
  public.set_decision_tags('done', array['dividend', 'A-shares']),
  array['dividend', 'A-shares'],
  'the owner tags her completed decision, its forecast fixed'
);
select is(
  (select (version, updated_at) from public.decisions where id = 'done'),
  (1, '2025-01-01T00:00:00Z'::timestamptz),
  'changing only the tags keeps the version and the update time'
);
select lives_ok(
  $$update public.decisions set name = 'Moutai 2' where id = 'done' and version = 1$$,
  'an editor holding that version then saves'
);
select is(
  (select (version, tags) from public.decisions where id = 'done'),
  (2, array['dividend', 'A-shares']),
  'its save moves the version on and keeps the tags'
);
select is(
  (select (s.tags) from public.decision_summaries() as s where s.id = 'done'),
  array['dividend', 'A-shares'],
  'the summaries carry the tags'
);
select is(
  (select array_agg(id) from public.search_decisions('DIVIDEND') as id), array['done'],
  'a search finds a decision by its tag'
);

select lives_ok(
  $$select public.import_my_data(null,
      '[{"id": "old", "name": "Old", "bank_id": "b", "bank_version": "1", "stage": 1, "answers": {},
         "completed": false, "evaluated": false},
        {"id": "tagged", "name": "Tagged", "bank_id": "b", "bank_version": "1", "stage": 1, "answers": {},
         "completed": false, "evaluated": false, "tags": ["options"]}]'::jsonb,
      '[]'::jsonb)$$,
  'an import with and without tags'
);
select is(
  (select array_agg(array_to_string(tags, ',') order by id) from public.decisions where id in ('old', 'tagged')),
  array['', 'options'],
  'keeps a decision''s tags, and gives one from an older file none'
);
reset role;

select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
set local role authenticated;
select is(public.set_decision_tags('done', array['mine']), null, 'Bob cannot tag Alice''s decision: it is not there for him');
select is((select count(*)::int from public.decision_summaries() as s), 0, 'nor see her tags');
reset role;

select is((select tags from public.decisions where id = 'done'), array['dividend', 'A-shares'], 'her tags are as she left them');

select * from finish();
rollback;
