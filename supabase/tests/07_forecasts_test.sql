-- Forecasts: stamped by the database when made, fixed from then on (the
-- forecast, its date, the same questions in the answers, the decision staying
-- completed), while every other answer may still change; counted, kept as they
-- were by import, deleted with the rest, private to their owner.
begin;
create extension if not exists pgtap with schema extensions;
select plan(56);

-- The columns, their rules, and the trigger.
select has_column('public', 'decisions', 'forecast', 'a decision keeps its forecast');
select col_type_is('public', 'decisions', 'forecast', 'jsonb', 'the forecast is an answers map');
select col_is_null('public', 'decisions', 'forecast', 'a decision may have no forecast');
select col_type_is('public', 'decisions', 'forecast_made_at', 'timestamp with time zone', 'and when it was made');
select col_hasnt_default('public', 'decisions', 'forecast_made_at', 'the trigger dates a forecast, not a default');
select has_trigger('public', 'decisions', 'decisions_guard_forecast', 'a trigger guards the forecast');
select is(
  (select proconfig from pg_proc where oid = 'internal.guard_decision_forecast()'::regprocedure),
  array['search_path=""'],
  'the guard pins an empty search path'
);

insert into auth.users (id, email, encrypted_password) values
  ('99999999-9999-4999-8999-999999999999', 'gina@example.com', 'x'),
  ('88888888-8888-4888-8888-888888888888', 'hugo@example.com', 'x');

set local role authenticated;
set local request.jwt.claims = '{"sub": "99999999-9999-4999-8999-999999999999", "role": "authenticated"}';

-- Made: the database dates it, whatever the decision was saved with.
select lives_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('called', 'Called', 'decision-checkpoint', '1.1.0', 7, true,
            '{"1-1": "Grow savings", "8-1": "70", "8-2": ["-5", "15"], "8-3": "CSI 300"}',
            '{"8-1": "70", "8-2": ["-5", "15"], "8-3": "CSI 300"}')$$,
  'G completes a decision with its forecast'
);
select is(
  (select forecast_made_at from public.decisions where id = 'called'), now(),
  'the database stamps when the forecast was made'
);
select lives_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers)
    values ('later', 'Later', 'decision-checkpoint', '1.1.0', 7, true, '{"8-1": "40"}')$$,
  'G completes a decision without a forecast'
);
select lives_ok(
  $$update public.decisions set forecast = '{"8-1": "40"}', forecast_made_at = '2020-01-01T00:00:00Z'
     where id = 'later'$$,
  'G gives it a forecast afterwards'
);
select is(
  (select forecast_made_at from public.decisions where id = 'later'), now(),
  'an update cannot backdate a forecast: it is made now'
);

-- What a forecast needs.
insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers)
  values ('plain', 'Plain', 'decision-checkpoint', '1.1.0', 7, true, '{"8-1": "40"}');
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('open', 'Open', 'b', '1', 3, false, '{"8-1": "70"}', '{"8-1": "70"}')$$,
  '23514', null, 'an open decision has no forecast'
);
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, forecast_made_at)
    values ('dated', 'Dated', 'b', '1', 7, true, now())$$,
  '23514', null, 'no date without a forecast'
);
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('odd', 'Odd', 'b', '1', 7, true, '{"8-1": "70"}', '{"8-1": 70}')$$,
  '23514', null, 'a forecast has the shape of answers'
);
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('odd', 'Odd', 'b', '1', 7, true, '{"8-1": "70"}', '["70"]')$$,
  '23514', null, 'a forecast is an answers map, not a list'
);
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('odd', 'Odd', 'b', '1', 7, true, '{"8-1": "60"}', '{"8-1": "70"}')$$,
  'IC003', 'forecast-differs-from-answers', 'a forecast is a copy of its answers'
);
select throws_ok(
  $$insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
    values ('odd', 'Odd', 'b', '1', 7, true, '{}', '{"8-1": "70"}')$$,
  'IC003', 'forecast-differs-from-answers', 'a forecast answers nothing the answers leave out'
);
select throws_ok(
  $$update public.decisions set forecast = '{"8-1": "45"}' where id = 'plain'$$,
  'IC003', 'forecast-differs-from-answers', 'nor when it is added later'
);

-- Fixed: every kind of change is refused.
select throws_ok(
  $$update public.decisions set forecast = '{"8-1": "90", "8-2": ["-5", "15"], "8-3": "CSI 300"}',
       answers = answers || '{"8-1": "90"}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'the forecast cannot be rewritten, even with its answers'
);
select throws_ok(
  $$update public.decisions set forecast = forecast - '8-3' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor a question dropped from it'
);
select throws_ok(
  $$update public.decisions set forecast = null where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor removed'
);
select throws_ok(
  $$update public.decisions set forecast_made_at = forecast_made_at - interval '1 day' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'its date cannot be changed'
);
select throws_ok(
  $$update public.decisions set forecast_made_at = null, forecast = null where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor taken away'
);
select throws_ok(
  $$update public.decisions set answers = answers || '{"8-1": "95"}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'a forecast answer cannot be changed in the answers'
);
select throws_ok(
  $$update public.decisions set answers = answers || '{"8-2": ["-5", "25"]}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor one end of a range'
);
select throws_ok(
  $$update public.decisions set answers = answers || '{"8-2": ["15", "-5"]}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor the order of a range''s ends'
);
select throws_ok(
  $$update public.decisions set answers = answers - '8-3' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor removed from the answers'
);
select throws_ok(
  $$update public.decisions set answers = '{}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'nor all answers cleared'
);
select throws_ok(
  $$update public.decisions set completed = false, stage = 6 where id = 'called'$$,
  'IC003', 'forecast-fixed', 'a decision with a forecast cannot be reopened'
);
select throws_ok(
  $$update public.decisions set completed = false, forecast = null, forecast_made_at = null where id = 'called'$$,
  'IC003', 'forecast-fixed', 'not even by dropping its forecast along the way'
);
select is(
  (select forecast from public.decisions where id = 'called'),
  '{"8-1": "70", "8-2": ["-5", "15"], "8-3": "CSI 300"}'::jsonb,
  'after all that the forecast is as it was made'
);
select is(
  (select version from public.decisions where id = 'called'), 1,
  'and the decision was never changed'
);

-- What may still change.
select lives_ok(
  $$update public.decisions set answers = answers || '{"1-1": "Grow savings for a house", "2-1": "new"}',
       name = 'Called it' where id = 'called'$$,
  'another answer of the completed decision may change, or be added'
);
select lives_ok(
  $$update public.decisions set forecast = '{"8-3": "CSI 300", "8-2": ["-5", "15"], "8-1": "70"}' where id = 'called'$$,
  'sending the same forecast again (keys in any order) is no change'
);
select lives_ok(
  $$update public.decisions set evaluated = true, evaluation_score = 80, evaluation_result = '{"totalScore": 80}'
     where id = 'called'$$,
  'the decision may be evaluated'
);
select is(
  (select array[answers ->> '1-1', forecast_made_at::text, version::text] from public.decisions where id = 'called'),
  array['Grow savings for a house', now()::text, '4'],
  'those changes were saved, and the forecast kept its date'
);

-- Counted with the decisions it lives in.
select is((public.my_storage_stats() ->> 'forecasts')::int, 2, 'stats count decisions with a forecast');
select ok((public.my_storage_stats() ->> 'forecastsBytes')::int > 0, 'stats measure forecasts');

-- Hugo.
set local request.jwt.claims = '{"sub": "88888888-8888-4888-8888-888888888888", "role": "authenticated"}';
select is_empty($$select forecast from public.decisions where id = 'called'$$, 'H cannot read G''s forecast');
select is_empty(
  $$update public.decisions set forecast = null, answers = '{}' where id = 'called' returning id$$,
  'H cannot change G''s forecast'
);
select is((public.my_storage_stats() ->> 'forecasts')::int, 0, 'H''s stats count none of G''s forecasts');

set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select throws_ok($$select forecast from public.decisions$$, '42501', null, 'anon cannot read forecasts');

-- Not even the table's owner, past row-level security, can rewrite one.
reset role;
select throws_ok(
  $$update public.decisions set forecast = '{"8-1": "99"}', answers = '{"8-1": "99"}' where id = 'called'$$,
  'IC003', 'forecast-fixed', 'the database itself keeps a forecast fixed'
);

-- Import keeps a forecast and its date; a file of an older format has none.
set local role authenticated;
set local request.jwt.claims = '{"sub": "88888888-8888-4888-8888-888888888888", "role": "authenticated"}';
create temporary table file (decisions jsonb);
grant select on file to authenticated;
insert into file values (
  '[{"id": "d-1", "name": "Forecast", "bank_id": "decision-checkpoint", "bank_version": "1.1.0", "stage": 7,
     "answers": {"1-1": "a", "8-1": "70", "8-2": ["-5", "15"]}, "completed": true, "evaluated": false,
     "evaluation_score": null, "evaluation_result": null,
     "forecast": {"8-1": "70", "8-2": ["-5", "15"]}, "forecast_made_at": "2025-02-03T04:05:06.789Z",
     "created_at": "2025-02-01T00:00:00Z", "updated_at": "2025-02-05T00:00:00Z"},
    {"id": "d-2", "name": "Before forecasts", "bank_id": "decision-checkpoint", "bank_version": "1.0.0", "stage": 7,
     "answers": {"1-1": "b"}, "completed": true, "evaluated": false,
     "created_at": "2025-01-01T00:00:00Z", "updated_at": "2025-01-02T00:00:00Z"},
    {"id": "d-3", "name": "Null forecast", "bank_id": "decision-checkpoint", "bank_version": "1.1.0", "stage": 2,
     "answers": {}, "completed": false, "evaluated": false, "forecast": null, "forecast_made_at": null,
     "created_at": "2025-01-01T00:00:00Z", "updated_at": "2025-01-02T00:00:00Z"}]'
);
select lives_ok($$select public.import_my_data(null, decisions, '[]') from file$$, 'H imports a file with a forecast');
select lives_ok($$select public.import_my_data(null, decisions, '[]') from file$$, 'and the same file again');
select is(
  (select array_agg(id || ':' || coalesce(forecast::text, '-') || '@' || coalesce(forecast_made_at::text, '-') order by id)
     from public.decisions),
  array[
    'd-1:{"8-1": "70", "8-2": ["-5", "15"]}@' || '2025-02-03T04:05:06.789Z'::timestamptz::text,
    'd-2:-@-',
    'd-3:-@-'
  ],
  'the forecast keeps the date it was made; decisions without one have neither'
);
select lives_ok(
  $$select public.import_my_data(null,
      '[{"id": "d-4", "name": "", "bank_id": "b", "bank_version": "1", "stage": 7, "answers": {"8-1": "55"},
         "completed": true, "evaluated": false, "forecast": {"8-1": "55"}}]', '[]')$$,
  'a forecast that comes without its date'
);
select is((select forecast_made_at from public.decisions where id = 'd-4'), now(), 'is dated by the import');
select throws_ok(
  $$select public.import_my_data(null,
      '[{"id": "d-5", "name": "", "bank_id": "b", "bank_version": "1", "stage": 7, "answers": {"1-1": "fine"},
         "completed": true, "evaluated": false},
        {"id": "d-6", "name": "", "bank_id": "b", "bank_version": "1", "stage": 7, "answers": {"8-1": "80"},
         "completed": true, "evaluated": false, "forecast": {"8-1": "70"},
         "forecast_made_at": "2025-02-03T00:00:00Z"}]', '[]', true)$$,
  'IC003', 'forecast-differs-from-answers', 'a file whose answers disagree with its forecast is refused'
);
select is(
  (select array_agg(id order by id) from public.decisions), array['d-1', 'd-2', 'd-3', 'd-4'],
  'and nothing of it was written, nothing deleted'
);
select throws_ok(
  $$select public.import_my_data(null,
      '[{"id": "d-7", "name": "", "bank_id": "b", "bank_version": "1", "stage": 3, "answers": {"8-1": "70"},
         "completed": false, "evaluated": false, "forecast": {"8-1": "70"}}]', '[]')$$,
  '23514', null, 'a file with a forecast on an open decision is refused'
);
select throws_ok(
  $$update public.decisions set answers = '{"1-1": "a", "8-1": "75", "8-2": ["-5", "15"]}' where id = 'd-1'$$,
  'IC003', 'forecast-fixed', 'an imported forecast is as fixed as one made here'
);

-- Deleting all data deletes the forecasts with their decisions.
select is((public.my_storage_stats() ->> 'forecasts')::int, 2, 'H has two forecasts');
select lives_ok($$select public.delete_my_data()$$, 'H deletes all his data');
select is((public.my_storage_stats() ->> 'forecasts')::int, 0, 'his forecasts are gone');

select * from finish();
rollback;
