-- Reviews: their table and checks, only for a completed decision of the
-- caller's, gone with their decision, private to their owner, append-only,
-- counted, deleted and imported with the rest of a user's data.
begin;
create extension if not exists pgtap with schema extensions;
select plan(44);

-- The table.
select has_table('public', 'reviews', 'reviews have a table');
select columns_are('public', 'reviews',
  array['user_id', 'id', 'decision_id', 'bank_id', 'bank_version', 'answers', 'created_at']);
select col_is_pk('public', 'reviews', array['user_id', 'id']::name[], 'review ids are unique per user');
select fk_ok('public', 'reviews', array['user_id', 'decision_id']::name[],
             'public', 'decisions', array['user_id', 'id']::name[]);
select has_index('public', 'reviews', 'reviews_user_created_idx', array['user_id', 'created_at', 'id']);
select policies_are('public', 'reviews',
  array['reviews: owner reads', 'reviews: owner inserts', 'reviews: owner deletes']);
select table_privs_are('public', 'reviews', 'authenticated', array['SELECT', 'INSERT', 'DELETE']);
select table_privs_are('public', 'reviews', 'anon', array[]::text[]);
select col_default_is('public', 'reviews', 'created_at', 'now()', 'the database stamps when a review was made');

insert into auth.users (id, email, encrypted_password) values
  ('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'erin@example.com', 'x'),
  ('ffffffff-ffff-4fff-8fff-ffffffffffff', 'frank@example.com', 'x');

set local role authenticated;
set local request.jwt.claims = '{"sub": "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee", "role": "authenticated"}';
insert into public.decisions (id, name, bank_id, bank_version, completed, stage)
  values ('done', 'Done', 'b', '1', true, 7), ('open', 'Open', 'b', '1', false, 3);

-- Only a completed decision of the caller's.
select lives_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version, answers)
    values ('review-1', 'done', 'decision-review', '1.0.0', '{"r-1": "12.5", "r-7": "Held"}')$$,
  'E reviews her completed decision (user_id from the token)'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-x', 'open', 'r', '1')$$,
  'IC001', 'review-decision-incomplete', 'a decision that is not completed cannot be reviewed'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-x', 'nowhere', 'r', '1')$$,
  'IC002', 'review-decision-missing', 'a decision that does not exist cannot be reviewed'
);

-- The checks, as on decisions.
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('bad id!', 'done', 'r', '1')$$,
  '23514', null, 'the id follows the id rule'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-x', 'done', '', '1')$$,
  '23514', null, 'a bank id is required'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-x', 'done', 'r', repeat('v', 51))$$,
  '23514', null, 'a bank version has at most 50 characters'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version, answers) values ('review-x', 'done', 'r', '1', '[]')$$,
  '23514', null, 'answers are an object'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version, answers) values ('review-x', 'done', 'r', '1', '{"r-1": 12.5}')$$,
  '23514', null, 'an answer is a text, not a number'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version, answers) values ('review-x', 'done', 'r', '1', '{"r-1": ["a", 1]}')$$,
  '23514', null, 'a list answer holds texts only'
);
select throws_ok(
  format($$insert into public.reviews (id, decision_id, bank_id, bank_version, answers) values ('review-x', 'done', 'r', '1', %L)$$,
         jsonb_build_object('r-7', repeat('x', 200001))),
  '23514', null, 'answers hold at most 200000 bytes'
);
select lives_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version, answers, created_at)
    values ('review-2', 'done', 'decision-review', '1.0.0', '{"r-2": "yes", "r-4": ["hold"]}', now() + interval '1 day')$$,
  'a second review of the same decision is kept beside the first'
);
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-1', 'done', 'r', '1')$$,
  '23505', null, 'a review id is used once per user'
);

-- Append-only.
select throws_ok(
  $$update public.reviews set answers = '{}' where id = 'review-1'$$,
  '42501', null, 'a review is never edited'
);

select is((public.my_storage_stats() ->> 'reviews')::int, 2, 'stats count reviews');
select ok((public.my_storage_stats() ->> 'reviewsBytes')::int > 0, 'stats measure reviews');

-- Frank.
set local request.jwt.claims = '{"sub": "ffffffff-ffff-4fff-8fff-ffffffffffff", "role": "authenticated"}';
select is_empty($$select 1 from public.reviews$$, 'F cannot read E''s reviews');
select is_empty($$delete from public.reviews returning id$$, 'F cannot delete E''s reviews');
select throws_ok(
  $$insert into public.reviews (id, decision_id, bank_id, bank_version) values ('review-f', 'done', 'r', '1')$$,
  'IC002', null, 'F cannot review E''s decision: it does not exist for him'
);
select throws_ok(
  $$insert into public.reviews (user_id, id, decision_id, bank_id, bank_version)
    values ('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'review-f', 'done', 'r', '1')$$,
  'IC002', null, 'F cannot add a review as E (forged user_id): her decision is invisible to him'
);
select is((public.my_storage_stats() ->> 'reviews')::int, 0, 'F''s stats count none of E''s reviews');

-- Signed-out visitor.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select throws_ok($$select 1 from public.reviews$$, '42501', null, 'anon cannot read reviews');

-- A decision's reviews go with it.
set local role authenticated;
set local request.jwt.claims = '{"sub": "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee", "role": "authenticated"}';
select lives_ok($$delete from public.decisions where id = 'done'$$, 'E deletes her reviewed decision');
select is_empty($$select 1 from public.reviews where decision_id = 'done'$$, 'its reviews are gone with it');

-- Import: reviews of the file's decisions and of the account's, once; all or nothing.
insert into public.decisions (id, name, bank_id, bank_version, completed, stage)
  values ('held', 'Held in the account', 'b', '1', true, 7);
create temporary table file (decisions jsonb, reviews jsonb);
grant select on file to authenticated;
insert into file values (
  '[{"id": "d-1", "name": "Index fund", "bank_id": "b", "bank_version": "1", "stage": 7, "answers": {},
     "completed": true, "evaluated": false, "evaluation_score": null, "evaluation_result": null,
     "created_at": "2025-01-02T00:00:00Z", "updated_at": "2025-01-03T00:00:00Z"}]',
  '[{"id": "review-i1", "decision_id": "d-1", "bank_id": "decision-review", "bank_version": "1.0.0",
     "answers": {"r-1": "-4"}, "created_at": "2025-04-01T00:00:00Z"},
    {"id": "review-i2", "decision_id": "held", "bank_id": "decision-review", "bank_version": "1.0.0",
     "answers": {}, "created_at": "2025-05-01T00:00:00Z"}]'
);
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', false, reviews) from file$$,
  'E imports a file with reviews of its own decision and of one she holds'
);
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', false, reviews) from file$$,
  'E imports the same file again'
);
select is(
  (select array_agg(id || '@' || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') order by id) from public.reviews),
  array['review-i1@2025-04-01', 'review-i2@2025-05-01'],
  'each review once, with the time it was made'
);
select throws_ok(
  $$select public.import_my_data(null, '[]', '[]', false,
      '[{"id": "review-i3", "decision_id": "unknown", "bank_id": "r", "bank_version": "1", "answers": {}}]')$$,
  'IC002', null, 'a review of a decision neither in the file nor in the account is refused'
);
select throws_ok(
  $$select public.import_my_data(null,
      '[{"id": "d-2", "name": "n", "bank_id": "b", "bank_version": "1", "stage": 1, "answers": {}, "completed": false,
         "evaluated": false}]', '[]', false,
      '[{"id": "review-i4", "decision_id": "d-2", "bank_id": "r", "bank_version": "1", "answers": {}}]')$$,
  'IC001', null, 'a review of an open decision is refused'
);
select is((select count(*)::int from public.decisions where id = 'd-2'), 0, 'a refused import writes nothing');
select throws_ok(
  $$select public.import_my_data(null, '[]', '[]', true, reviews) from file$$,
  'IC002', null, 'with replace, a review whose decision was only in the account is refused'
);
select is((select count(*)::int from public.reviews), 2, 'and the account keeps its reviews');
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', true,
      (select jsonb_agg(r) from jsonb_array_elements(reviews) r where r ->> 'decision_id' = 'd-1')) from file$$,
  'E replaces her data with the file'
);
select is((select array_agg(id) from public.reviews), array['review-i1'], 'only the file''s review is left');
select lives_ok($$select public.delete_my_data()$$, 'E deletes all her data');
select is_empty($$select 1 from public.reviews$$, 'her reviews are gone');

select * from finish();
rollback;
