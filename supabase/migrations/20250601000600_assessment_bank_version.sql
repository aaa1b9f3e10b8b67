-- Risk assessments keep the bank id and version they were answered on, as
-- decisions and reviews do, so an old assessment opens with its own questions.
--
-- Existing rows were all answered on the risk bank as first released: id
-- 'risk-tolerance', version '1.0.0' (questionnaires/risk-tolerance/bank.json and
-- questionnaires/versions.lock.json at the time of this migration, the only
-- released version). A data migration records a fact about the past, so this is
-- the one place the SQL names a bank; the default exists only to fill those
-- rows and is dropped at once, so every new row must say its bank.
alter table public.risk_assessments
  add column bank_id text not null default 'risk-tolerance'
    check (char_length(bank_id) between 1 and 100),
  add column bank_version text not null default '1.0.0'
    check (char_length(bank_version) between 1 and 50);

alter table public.risk_assessments
  alter column bank_id drop default,
  alter column bank_version drop default;

-- Import with the assessments' bank. Same parameters as before, so callers and
-- grants carry over; an assessment without bank fields (an export written
-- before this change) is read as answered on the bank filled in above.
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

  insert into public.decisions (
    user_id, id, name, bank_id, bank_version, stage, answers, completed, evaluated,
    evaluation_score, evaluation_result, created_at, updated_at
  )
  select uid, d.id, d.name, d.bank_id, d.bank_version, d.stage, d.answers, d.completed, d.evaluated,
         d.evaluation_score, d.evaluation_result, coalesce(d.created_at, now()), coalesce(d.updated_at, now())
    from jsonb_to_recordset(coalesce(p_decisions, '[]'::jsonb)) as d(
      id text, name text, bank_id text, bank_version text, stage smallint, answers jsonb,
      completed boolean, evaluated boolean, evaluation_score smallint, evaluation_result jsonb,
      created_at timestamptz, updated_at timestamptz
    )
  on conflict (user_id, id) do nothing;

  -- An assessment from a file written before assessments kept their bank was
  -- answered on the only risk bank then released (see the fill above).
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

