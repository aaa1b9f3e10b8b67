-- An export carries the second opinions both ways: the packets others sent
-- the user to review (with the user's forecast and response) and the
-- responses the user imported beside their decisions. Importing it brings
-- them back, so a replacing import no longer deletes them for good.
--
-- Two more parameters: the old five-parameter function is dropped, not left
-- as an overload that a call naming five arguments could still reach.
drop function public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb);

create function public.import_my_data(
  p_profile jsonb,
  p_decisions jsonb,
  p_risk_assessments jsonb,
  p_replace boolean default false,
  p_reviews jsonb default '[]'::jsonb,
  p_shared_packets jsonb default '[]'::jsonb,
  p_second_opinions jsonb default '[]'::jsonb
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
    evaluation_score, evaluation_result, forecast, forecast_made_at, tags, created_at, updated_at
  )
  select uid, d.id, d.name, d.bank_id, d.bank_version, d.stage, d.answers, d.completed, d.evaluated,
         d.evaluation_score, d.evaluation_result, nullif(d.forecast, 'null'::jsonb), d.forecast_made_at,
         coalesce(d.tags, '{}'), coalesce(d.created_at, now()), coalesce(d.updated_at, now())
    from jsonb_to_recordset(coalesce(p_decisions, '[]'::jsonb)) as d(
      id text, name text, bank_id text, bank_version text, stage smallint, answers jsonb,
      completed boolean, evaluated boolean, evaluation_score smallint, evaluation_result jsonb,
      forecast jsonb, forecast_made_at timestamptz, tags text[], created_at timestamptz, updated_at timestamptz
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

  -- A received packet is one row per packet; the row's id is the database's
  -- own (row ids are unique across users, so a file's could name another's
  -- row). The guard trigger keeps a response's forecast the one given first.
  insert into public.shared_packets (user_id, packet_id, packet, received_at, forecast, response)
  select uid, p.packet_id, p.packet, coalesce(p.received_at, now()),
         nullif(p.forecast, 'null'::jsonb), nullif(p.response, 'null'::jsonb)
    from jsonb_to_recordset(coalesce(p_shared_packets, '[]'::jsonb)) as p(
      packet_id text, packet jsonb, received_at timestamptz, forecast jsonb, response jsonb
    )
  on conflict (user_id, packet_id) do nothing;

  -- A second opinion stays beside its decision, which the file or the account
  -- must hold. Named here with a code of its own: the table's trigger would
  -- raise the reviews' code, which says a review's decision is missing.
  if exists (
    select 1
      from jsonb_to_recordset(coalesce(p_second_opinions, '[]'::jsonb)) as o(decision_id text)
     where not exists (
       select 1 from public.decisions as d where d.user_id = uid and d.id = o.decision_id
     )
  ) then
    raise exception 'second-opinion-decision-missing' using errcode = 'IC008';
  end if;

  insert into public.second_opinions (user_id, id, decision_id, response, imported_at)
  select uid, o.id, o.decision_id, o.response, coalesce(o.imported_at, now())
    from jsonb_to_recordset(coalesce(p_second_opinions, '[]'::jsonb)) as o(
      id text, decision_id text, response jsonb, imported_at timestamptz
    )
  on conflict (user_id, id) do nothing;
end
$$;

revoke all on function public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb, jsonb, jsonb) to authenticated;
