-- Searching the journal: by name or answer text, any case, either language,
-- literally; each caller finds only their own decisions; the search text is
-- the database's to keep, never written by a client, and follows every edit,
-- retag and deletion.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);

select isnt_definer('public', 'search_decisions', array['text'], 'it runs as the caller, under row-level security');
select ok(
  not has_function_privilege('anon', 'public.search_decisions(text)', 'execute'),
  'anon may not call it'
);
select hasnt_column('public', 'decisions', 'search_text', 'the decisions'' rows do not carry the search text');
select is(
  (select attstorage::text from pg_attribute where attrelid = 'public.decision_search'::regclass and attname = 'search_text'),
  'x',
  'the search text is stored compressed, in the row where it fits'
);

insert into auth.users (id, email, encrypted_password) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x'),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x');

select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
set local role authenticated;
insert into public.decisions (id, name, bank_id, bank_version, answers, created_at) values
  ('moat', '贵州茅台', 'b', '1', '{"1-1": "品牌护城河", "2-1": ["Dividend", "Moat"]}', now() - interval '1 day'),
  ('cash', '100% cash', 'b', '1', '{"1-1": "Waiting for a MOAT"}', now());

select is((select array_agg(id) from public.search_decisions('moat') as id), array['cash', 'moat'], 'any case, newest first');
select is((select array_agg(id) from public.search_decisions('护城河') as id), array['moat'], 'Chinese inside an answer');
select is((select array_agg(id) from public.search_decisions('dividend') as id), array['moat'], 'an item of a list answer');
select is((select count(*)::int from public.search_decisions('0%') as id), 1, '% is matched as itself');
select is((select count(*)::int from public.search_decisions('c_sh') as id), 0, '_ is no wildcard');
select throws_ok(
  $$update public.decision_search set search_text = 'anything' where decision_id = 'moat'$$,
  '42501', null, 'nobody writes the search text'
);
select throws_ok(
  $$insert into public.decision_search (user_id, decision_id, created_at, search_text)
    values ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'moat', now(), 'anything')$$,
  '42501', null, 'nor adds to it'
);

update public.decisions set answers = '{"1-1": "Brand moat"}' where id = 'moat';
select is((select array_agg(id) from public.search_decisions('护城河') as id), null, 'an edited answer is no longer found');
select is((select array_agg(id) from public.search_decisions('brand') as id), array['moat'], 'its new words are');
update public.decisions set tags = '{Dividend}' where id = 'cash';
select is((select array_agg(id) from public.search_decisions('dividend') as id), array['cash'], 'a tag is found once set');
update public.decisions set name = '现金 100%' where id = 'cash';
select is((select array_agg(id) from public.search_decisions('现金') as id), array['cash'], 'so is a new name');
delete from public.decisions where id = 'moat';
reset role;
select is(
  (select count(*)::int from public.decision_search where decision_id = 'moat'),
  0,
  'a deleted decision leaves no search text behind'
);

select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
set local role authenticated;
select is((select count(*)::int from public.search_decisions('moat') as id), 0, 'Bob finds none of Alice''s');
reset role;

select * from finish();
rollback;
