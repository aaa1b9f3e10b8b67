-- Forecasts: what the investor expected when a decision was completed (the
-- answers of the bank's locked sections), so a review can later score it. It
-- lives in the decision's row: saved, counted, exported and deleted with it.
--
-- A forecast is only worth scoring if it was not rewritten once the outcome
-- began to show, so the database, not the app, keeps it fixed: once a row has
-- a forecast, no update may change it, its date, the same questions in
-- `answers`, or make the decision open again. Every other answer of a
-- completed decision may still change.
alter table public.decisions
  add column forecast jsonb
    check (forecast is null or internal.answers_shape_ok(forecast, 200000)),
  add column forecast_made_at timestamptz,
  -- A forecast is made when the decision is completed; an open one has none.
  add constraint decisions_forecast_needs_completed check (forecast is null or completed),
  -- Its date says when it was made: the trigger below stamps it, so one never goes without the other.
  add constraint decisions_forecast_has_date check ((forecast is null) = (forecast_made_at is null));

-- The forecast came as a stage of its own, so a decision bank may now have more
-- than seven stages. The bound stays (a stage is a small whole number), with
-- room for banks editors add later; src/data/limits.ts holds the same number.
alter table public.decisions
  drop constraint decisions_stage_check,
  add constraint decisions_stage_check check (stage between 1 and 20);

-- The refusals raise the app's own code IC003 (the reviews trigger has IC001
-- and IC002), so the store can say "this forecast is fixed" rather than
-- "failed to save". Runs before the checks above, so an update that would
-- reopen a decision with a forecast is named as a change of the forecast.
create function internal.guard_decision_forecast() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.forecast is not null then
    -- jsonb compares by value (key order does not matter), so resending the same forecast is no change.
    if new.forecast is distinct from old.forecast
       or new.forecast_made_at is distinct from old.forecast_made_at
       or not new.completed
       or exists (
         select 1 from jsonb_each(old.forecast) as f (key, value)
          where new.answers -> f.key is distinct from f.value
       ) then
      raise exception 'forecast-fixed' using errcode = 'IC003';
    end if;
    return new;
  end if;

  -- A forecast the column's check refuses is left to it, so it is named as a bad shape.
  if new.forecast is not null and internal.answers_shape_ok(new.forecast, 200000) then
    -- Made now: an update first setting it cannot backdate it. An insert may
    -- give its date, as an import gives the one the file kept.
    if tg_op = 'UPDATE' or new.forecast_made_at is null then
      new.forecast_made_at := now();
    end if;
    -- The forecast is a copy of its answers: a row (or an imported file) whose answers say otherwise is refused.
    if exists (
      select 1 from jsonb_each(new.forecast) as f (key, value)
       where new.answers -> f.key is distinct from f.value
    ) then
      raise exception 'forecast-differs-from-answers' using errcode = 'IC003';
    end if;
  end if;
  return new;
end
$$;

create trigger decisions_guard_forecast before insert or update on public.decisions
  for each row execute function internal.guard_decision_forecast();

-- The account functions, now counting forecasts: a forecast is part of its
-- decision's row, so like evaluations it adds no stored row of its own and its
-- bytes are its column alone. Deleting all data needs nothing new: it deletes
-- the decisions, and their forecasts with them.
create or replace function public.my_storage_stats() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'profiles', (select count(*) from public.profiles p where p.user_id = (select auth.uid())),
    'profilesBytes', (select coalesce(sum(pg_column_size(p.*)), 0) from public.profiles p where p.user_id = (select auth.uid())),
    'decisions', (select count(*) from public.decisions d where d.user_id = (select auth.uid())),
    'decisionsBytes', (select coalesce(sum(pg_column_size(d.*)), 0) from public.decisions d where d.user_id = (select auth.uid())),
    'evaluations', (select count(*) from public.decisions d where d.user_id = (select auth.uid()) and d.evaluated),
    'evaluationsBytes', (
      select coalesce(sum(pg_column_size(d.evaluation_result)), 0) from public.decisions d
      where d.user_id = (select auth.uid()) and d.evaluated
    ),
    'forecasts', (
      select count(*) from public.decisions d where d.user_id = (select auth.uid()) and d.forecast is not null
    ),
    'forecastsBytes', (
      select coalesce(sum(pg_column_size(d.forecast)), 0) from public.decisions d
      where d.user_id = (select auth.uid()) and d.forecast is not null
    ),
    'riskAssessments', (select count(*) from public.risk_assessments r where r.user_id = (select auth.uid())),
    'riskAssessmentsBytes', (
      select coalesce(sum(pg_column_size(r.*)), 0) from public.risk_assessments r where r.user_id = (select auth.uid())
    ),
    'reviews', (select count(*) from public.reviews v where v.user_id = (select auth.uid())),
    'reviewsBytes', (select coalesce(sum(pg_column_size(v.*)), 0) from public.reviews v where v.user_id = (select auth.uid()))
  )
$$;

-- Import with forecasts. Same parameters as before, so callers and grants
-- carry over. A decision keeps its forecast and the date it was made (the
-- trigger takes a date an insert gives); a decision from a file written before
-- forecasts has neither. The trigger refuses, and rolls the whole import back,
-- a decision whose answers disagree with its forecast.
create or replace function public.import_my_data(
  p_profile jsonb,
  p_decisions jsonb,
  p_risk_assessments jsonb,
  p_replace boolean default false,
  p_reviews jsonb default '[]'::jsonb
) returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_replace then
    perform public.delete_my_data();
  end if;

  if p_profile is not null and jsonb_typeof(p_profile) = 'object' then
    insert into public.profiles (user_id, name, risk_tolerance, preferred_strategies)
    values (
      uid,
      p_profile ->> 'name',
      p_profile ->> 'risk_tolerance',
      array(select jsonb_array_elements_text(coalesce(p_profile -> 'preferred_strategies', '[]'::jsonb)))
    )
    on conflict (user_id) do update
      set name = excluded.name,
          risk_tolerance = excluded.risk_tolerance,
          preferred_strategies = excluded.preferred_strategies;
  end if;

  -- A JSON null forecast reads as SQL null, not as the JSON value null.
  insert into public.decisions (
    user_id, id, name, bank_id, bank_version, stage, answers, completed, evaluated,
    evaluation_score, evaluation_result, forecast, forecast_made_at, created_at, updated_at
  )
  select uid, d.id, d.name, d.bank_id, d.bank_version, d.stage, d.answers, d.completed, d.evaluated,
         d.evaluation_score, d.evaluation_result, nullif(d.forecast, 'null'::jsonb), d.forecast_made_at,
         coalesce(d.created_at, now()), coalesce(d.updated_at, now())
    from jsonb_to_recordset(coalesce(p_decisions, '[]'::jsonb)) as d(
      id text, name text, bank_id text, bank_version text, stage smallint, answers jsonb,
      completed boolean, evaluated boolean, evaluation_score smallint, evaluation_result jsonb,
      forecast jsonb, forecast_made_at timestamptz, created_at timestamptz, updated_at timestamptz
    )
  on conflict (user_id, id) do nothing;

  -- An assessment from a file written before assessments kept their bank was
  -- answered on the only risk bank then released (see the assessment-bank migration).
  insert into public.risk_assessments (
    user_id, id, bank_id, bank_version, score, type, name, answers, result, created_at
  )
  select uid, r.id, coalesce(r.bank_id, 'risk-tolerance'), coalesce(r.bank_version, '1.0.0'),
         r.score, r.type, r.name, r.answers, r.result, coalesce(r.created_at, now())
    from jsonb_to_recordset(coalesce(p_risk_assessments, '[]'::jsonb)) as r(
      id text, bank_id text, bank_version text, score smallint, type text, name text,
      answers jsonb, result jsonb, created_at timestamptz
    )
  on conflict (user_id, id) do nothing;

  insert into public.reviews (user_id, id, decision_id, bank_id, bank_version, answers, created_at)
  select uid, v.id, v.decision_id, v.bank_id, v.bank_version, v.answers, coalesce(v.created_at, now())
    from jsonb_to_recordset(coalesce(p_reviews, '[]'::jsonb)) as v(
      id text, decision_id text, bank_id text, bank_version text, answers jsonb, created_at timestamptz
    )
  on conflict (user_id, id) do nothing;
end
$$;
