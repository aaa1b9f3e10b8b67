-- Imports an export file's records into the caller's account, in one
-- transaction on either runtime: over PostgREST a single RPC is the only way
-- to make "delete what I have, then add the file" all-or-nothing.
--
-- Records keep their ids, so importing the same file twice adds nothing: a
-- decision or assessment whose id the caller already has is kept as it is.
-- With p_replace the caller's data is deleted first. Security invoker: the
-- row-level security policies and table checks apply exactly as to any write.
create function public.import_my_data(
  p_profile jsonb,
  p_decisions jsonb,
  p_risk_assessments jsonb,
  p_replace boolean default false
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

  insert into public.risk_assessments (user_id, id, score, type, name, answers, result, created_at)
  select uid, r.id, r.score, r.type, r.name, r.answers, r.result, coalesce(r.created_at, now())
    from jsonb_to_recordset(coalesce(p_risk_assessments, '[]'::jsonb)) as r(
      id text, score smallint, type text, name text, answers jsonb, result jsonb, created_at timestamptz
    )
  on conflict (user_id, id) do nothing;
end
$$;

revoke all on function public.import_my_data(jsonb, jsonb, jsonb, boolean) from public, anon;
grant execute on function public.import_my_data(jsonb, jsonb, jsonb, boolean) to authenticated;
