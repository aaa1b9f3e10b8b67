-- Tags on decisions ("dividend", "A-shares", "options"): the investor's own
-- words for grouping decisions, to filter lists and statistics by later.
-- They live in the decision's row: saved, exported, imported and deleted with
-- it, read by the lists (decision_summaries) and found by the journal search.
--
-- Tags are about the decision, not part of what was decided: the investor may
-- change them on any decision, a completed one included, and doing so is no
-- edit of the decision. An update that changes only the tags keeps the row's
-- version and update time, so an editor open on the same decision (holding
-- that version) saves afterwards without a conflict.

-- The rule a list of tags keeps, in one place: the column's check. At most 20
-- tags; each 1 to 40 characters, without leading or trailing whitespace; no
-- null; no two alike in any case. src/data/limits.ts holds the same numbers and
-- normalizeTags there writes lists this accepts.
create function public.valid_decision_tags(tags text[]) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select tags is not null
    and coalesce(pg_catalog.array_ndims(tags), 1) = 1
    and pg_catalog.cardinality(tags) <= 20
    and pg_catalog.array_position(tags, null) is null
    and not exists (
      select 1 from pg_catalog.unnest(tags) as t(tag)
       where pg_catalog.char_length(t.tag) not between 1 and 40
          or t.tag <> pg_catalog.btrim(t.tag, E' \t\n\r\f\v')
    )
    and (select count(distinct pg_catalog.lower(t.tag)) from pg_catalog.unnest(tags) as t(tag))
        = pg_catalog.cardinality(tags)
$$;

alter table public.decisions
  add column tags text[] not null default '{}'
    constraint decisions_tags_check check (public.valid_decision_tags(tags));

-- As before (version bumped, created_at kept, updated_at stamped), except for an
-- update that changes the tags and nothing else. The columns are compared as
-- one JSON object without those the database keeps itself; the search text is
-- left out too (a generated column is not yet computed in a before trigger).
create or replace function internal.stamp_decision_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  if new.tags is distinct from old.tags
     and pg_catalog.to_jsonb(new) - '{tags,version,updated_at,created_at,search_text}'::text[]
         = pg_catalog.to_jsonb(old) - '{tags,version,updated_at,created_at,search_text}'::text[] then
    new.version := old.version;
    new.updated_at := old.updated_at;
  else
    new.version := old.version + 1;
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- Sets a decision's tags and returns them as stored; null when the caller has
-- no decision with this id (row-level security hides everyone else's). The same
-- list again writes nothing, so it changes nothing either. One function for
-- both runtimes: PGlite calls it with SQL, Supabase over RPC.
create function public.set_decision_tags(p_id text, p_tags text[]) returns text[]
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  stored text[];
begin
  update public.decisions as d
     set tags = p_tags
   where d.user_id = (select auth.uid()) and d.id = p_id and d.tags is distinct from p_tags
  returning d.tags into stored;
  if stored is null then
    select d.tags into stored from public.decisions as d where d.user_id = (select auth.uid()) and d.id = p_id;
  end if;
  return stored;
end
$$;

revoke all on function public.set_decision_tags(text, text[]) from public, anon;
grant execute on function public.set_decision_tags(text, text[]) to authenticated;

-- The lists read the tags too (their filters and chips). A function's result
-- columns cannot change in place: dropped and made again, with the same grants.
drop function public.decision_summaries(text[]);

create function public.decision_summaries(answer_keys text[] default '{}')
returns table (
  id text,
  name text,
  bank_id text,
  bank_version text,
  stage smallint,
  answers jsonb,
  completed boolean,
  evaluated boolean,
  evaluation_score smallint,
  forecast jsonb,
  forecast_made_at timestamptz,
  tags text[],
  created_at timestamptz,
  updated_at timestamptz,
  version integer
)
language sql stable security invoker
set search_path = ''
as $$
  select
    d.id,
    d.name,
    d.bank_id,
    d.bank_version,
    d.stage,
    -- Walks the few named keys, not every answer of the decision.
    coalesce(
      (select pg_catalog.jsonb_object_agg(k.key, d.answers -> k.key)
         from pg_catalog.unnest(answer_keys) as k(key)
        where d.answers ? k.key),
      '{}'::jsonb
    ),
    d.completed,
    d.evaluated,
    d.evaluation_score,
    d.forecast,
    d.forecast_made_at,
    d.tags,
    d.created_at,
    d.updated_at,
    d.version
  from public.decisions as d
  where d.user_id = (select auth.uid())
  order by d.created_at desc, d.id desc
$$;

revoke all on function public.decision_summaries(text[]) from public, anon;
grant execute on function public.decision_summaries(text[]) to authenticated;

-- Searching "dividend" finds the decisions tagged so. The search text is a
-- generated column, whose expression cannot change in place: it is dropped and
-- added again over the name, the answers and the tags (search_decisions reads
-- it by name and needs no change).
create function public.decision_search_text(name text, answers jsonb, tags text[]) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select public.decision_search_text(name, answers)
    || ' ' || pg_catalog.lower(pg_catalog.array_to_string(coalesce(tags, '{}'), ' '))
$$;

alter table public.decisions drop column search_text;
alter table public.decisions
  add column search_text text not null
    generated always as (public.decision_search_text(name, answers, tags)) stored;

-- Import with tags. Same parameters as before, so callers and grants carry
-- over. A decision from a file written before tags has none.
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
end
$$;
