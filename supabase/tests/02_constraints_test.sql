-- Check constraints and triggers reject nonsense at the database, whoever writes it.
begin;
create extension if not exists pgtap with schema extensions;
select plan(26);

insert into auth.users (id, email, encrypted_password)
values ('11111111-1111-4111-8111-111111111111', 'constraints@example.com', extensions.crypt('secret1', extensions.gen_salt('bf', 4)));

prepare decision(text, smallint, jsonb) as
  insert into public.decisions (user_id, id, name, bank_id, bank_version, stage, answers)
  values ('11111111-1111-4111-8111-111111111111', $1, 'n', 'decision-checkpoint', '1.0.0', $2, $3);

select lives_ok($$execute decision('decision-1', 1::smallint, '{"1-1": "text", "2-1": ["a", "b"]}')$$, 'a well-formed decision is stored');
select throws_ok($$execute decision('decision-2', 0::smallint, '{}')$$, '23514', null, 'stage 0 is refused');
select throws_ok($$execute decision('decision-3', 21::smallint, '{}')$$, '23514', null, 'a stage past the largest bank a decision may have is refused');
select throws_ok($$execute decision('decision-4', 1::smallint, '[]')$$, '23514', null, 'answers must be a JSON object');
select throws_ok($$execute decision('decision-5', 1::smallint, '{"1-1": 5}')$$, '23514', null, 'an answer must be text or a list');
select throws_ok($$execute decision('decision-6', 1::smallint, '{"2-1": ["a", 1]}')$$, '23514', null, 'a list answer holds only text');
select throws_ok($$execute decision('decision-7', 1::smallint, '{"2-1": [["a"]]}')$$, '23514', null, 'a list answer is not nested');
select throws_ok($$execute decision('bad/id', 1::smallint, '{}')$$, '23514', null, 'ids are plain tokens');
select throws_ok(
  $$insert into public.decisions (user_id, id, name, bank_id, bank_version) values
    ('11111111-1111-4111-8111-111111111111', 'decision-8', repeat('x', 201), 'b', '1')$$,
  '23514', null, 'names longer than 200 characters are refused'
);
select throws_ok(
  $$insert into public.decisions (user_id, id, bank_id, bank_version, completed, evaluated, evaluation_score, evaluation_result)
    values ('11111111-1111-4111-8111-111111111111', 'decision-9', 'b', '1', true, true, 101, '{"totalScore": 101}')$$,
  '23514', null, 'an evaluation score above 100 is refused'
);
select throws_ok(
  $$insert into public.decisions (user_id, id, bank_id, bank_version, completed, evaluated, evaluation_score, evaluation_result)
    values ('11111111-1111-4111-8111-111111111111', 'decision-10', 'b', '1', false, true, 80, '{"totalScore": 80}')$$,
  '23514', null, 'an unfinished decision cannot be evaluated'
);
select throws_ok(
  $$insert into public.decisions (user_id, id, bank_id, bank_version, completed, evaluated, evaluation_score, evaluation_result)
    values ('11111111-1111-4111-8111-111111111111', 'decision-11', 'b', '1', true, true, 80, '{"rating": "stable"}')$$,
  '23514', null, 'an evaluation result carries its total score'
);

-- Version: 1 on insert whatever the client sends, +1 on each update, created_at kept.
insert into public.decisions (user_id, id, bank_id, bank_version, version, created_at)
values ('11111111-1111-4111-8111-111111111111', 'decision-v', 'b', '1', 7, '2024-01-02T03:04:05Z');
select is((select version from public.decisions where id = 'decision-v'), 1, 'a new decision starts at version 1');
update public.decisions set name = 'renamed', version = 99, created_at = now() where id = 'decision-v';
update public.decisions set stage = 2 where id = 'decision-v';
select is((select version from public.decisions where id = 'decision-v'), 3, 'every update bumps the version by one');
select is(
  (select created_at from public.decisions where id = 'decision-v'), '2024-01-02T03:04:05Z'::timestamptz,
  'updates keep the creation time'
);

prepare assessment(smallint, text, jsonb) as
  insert into public.risk_assessments (user_id, id, bank_id, bank_version, score, type, name, answers, result)
  values ('11111111-1111-4111-8111-111111111111', 'risk_' || md5(random()::text), 'risk-tolerance', '1.0.0',
          $1, $2, 'risk.type.steady.name', $3, '{}');
select lives_ok($$execute assessment(50::smallint, 'steady', '{"exp-2": ["pePb"]}')$$, 'a well-formed assessment is stored');
select throws_ok($$execute assessment((-1)::smallint, 'steady', '{}')$$, '23514', null, 'a negative score is refused');
select throws_ok($$execute assessment(101::smallint, 'steady', '{}')$$, '23514', null, 'a score above 100 is refused');
select throws_ok($$execute assessment(50::smallint, 'reckless', '{}')$$, '23514', null, 'unknown risk types are refused');

prepare assessment_bank(text, text) as
  insert into public.risk_assessments (user_id, id, bank_id, bank_version, score, type, name, answers, result)
  values ('11111111-1111-4111-8111-111111111111', 'risk_' || md5(random()::text), $1, $2,
          50, 'steady', 'risk.type.steady.name', '{}', '{}');
select throws_ok($$execute assessment_bank('', '1.0.0')$$, '23514', null, 'an assessment names its bank');
select throws_ok($$execute assessment_bank('risk-tolerance', repeat('9', 51))$$, '23514', null,
  'an assessment''s bank version is at most 50 characters');
select throws_ok($$execute assessment_bank(null, '1.0.0')$$, '23502', null, 'an assessment without a bank is refused');
select throws_ok($$execute assessment_bank('risk-tolerance', null)$$, '23502', null,
  'an assessment without a bank version is refused');

insert into public.profiles (user_id) values ('11111111-1111-4111-8111-111111111111');
select is(
  (select risk_tolerance from public.profiles where user_id = '11111111-1111-4111-8111-111111111111'), 'steady',
  'a new profile starts as steady'
);
select throws_ok(
  $$update public.profiles set risk_tolerance = 'reckless' where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '23514', null, 'a profile holds only known risk types'
);
select throws_ok(
  $$update public.profiles set preferred_strategies = array_fill('Value Investing'::text, array[21])
    where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '23514', null, 'at most 20 preferred strategies'
);

select * from finish();
rollback;
