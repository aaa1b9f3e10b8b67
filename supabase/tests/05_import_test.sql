-- Importing an export file: into the caller's account only, twice without
-- duplicates, all or nothing, and with replace the caller's data goes first.
begin;
create extension if not exists pgtap with schema extensions;
select plan(10);

insert into auth.users (id, email, encrypted_password) values
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'carol@example.com', 'x'),
  ('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'dave@example.com', 'x');

set local role authenticated;
set local request.jwt.claims = '{"sub": "dddddddd-dddd-4ddd-8ddd-dddddddddddd", "role": "authenticated"}';
insert into public.decisions (id, name, bank_id, bank_version) values ('kept', 'Dave''s own', 'b', '1');

set local request.jwt.claims = '{"sub": "cccccccc-cccc-4ccc-8ccc-cccccccccccc", "role": "authenticated"}';
insert into public.decisions (id, name, bank_id, bank_version) values ('mine', 'Carol''s own', 'b', '1');

create temporary table file (profile jsonb, decisions jsonb, assessments jsonb);
grant select on file to authenticated;
insert into file values (
  '{"name": "Carol", "risk_tolerance": "balanced", "preferred_strategies": ["index"]}',
  '[{"id": "d-1", "name": "Index fund", "bank_id": "b", "bank_version": "1", "stage": 7, "answers": {"q-1": "a"},
     "completed": true, "evaluated": false, "evaluation_score": null, "evaluation_result": null,
     "created_at": "2025-01-02T00:00:00Z", "updated_at": "2025-01-03T00:00:00Z"},
    {"id": "kept", "name": "Same id as Dave''s", "bank_id": "b", "bank_version": "1", "stage": 1, "answers": {},
     "completed": false, "evaluated": false, "evaluation_score": null, "evaluation_result": null,
     "created_at": "2025-01-04T00:00:00Z", "updated_at": "2025-01-04T00:00:00Z"}]',
  '[{"id": "r-1", "score": 50, "type": "balanced", "name": "risk.type.balanced.name", "answers": {}, "result": {},
     "created_at": "2025-01-01T00:00:00Z"},
    {"id": "r-2", "bank_id": "risk-tolerance", "bank_version": "2.0.0", "score": 20, "type": "steady",
     "name": "risk.type.steady.name", "answers": {}, "result": {}, "created_at": "2025-01-05T00:00:00Z"}]'
);

select lives_ok(
  $$select public.import_my_data(profile, decisions, assessments) from file$$,
  'C imports a file'
);
select lives_ok(
  $$select public.import_my_data(profile, decisions, assessments) from file$$,
  'C imports the same file again'
);
select is(
  (select array_agg(id order by id) from public.decisions),
  array['d-1', 'kept', 'mine'],
  'merging adds what is new once and keeps what C had'
);
select is(
  (select bank_id || '@' || bank_version from public.risk_assessments where id = 'r-1'),
  'risk-tolerance@1.0.0',
  'an assessment from a file written before assessments kept their bank gets the risk bank of that time'
);
select is(
  (select bank_id || '@' || bank_version from public.risk_assessments where id = 'r-2'),
  'risk-tolerance@2.0.0',
  'an assessment that names its bank version keeps it'
);
select is(
  (select updated_at from public.decisions where id = 'd-1'),
  '2025-01-03T00:00:00Z'::timestamptz,
  'an imported decision keeps when it was last changed'
);
select throws_ok(
  $$select public.import_my_data(null,
      '[{"id": "d-2", "name": "", "bank_id": "b", "bank_version": "1", "stage": 1, "answers": {},
         "completed": false, "evaluated": false},
        {"id": "d-3", "name": "", "bank_id": "b", "bank_version": "1", "stage": 21, "answers": {},
         "completed": false, "evaluated": false}]',
      '[]', true)$$,
  '23514', null, 'a file with one broken record is refused'
);
select is((select count(*)::int from public.decisions), 3, 'and nothing of it was written, nothing deleted');
select lives_ok(
  $$select public.import_my_data(null, (select decisions from file), '[]', true)$$,
  'C replaces her data with the file''s decisions'
);

reset role;
select is(
  (select array_agg(user_id::text || '/' || id order by user_id, id) from public.decisions
    where user_id in ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd')),
  array[
    'cccccccc-cccc-4ccc-8ccc-cccccccccccc/d-1',
    'cccccccc-cccc-4ccc-8ccc-cccccccccccc/kept',
    'dddddddd-dddd-4ddd-8ddd-dddddddddddd/kept'
  ],
  'replace left only the file''s decisions for C, and Dave''s untouched'
);

select * from finish();
rollback;
