-- A returning investor can act on their newest decisions before the rest of
-- a long journal has been read: the app reads the newest page first, then
-- everything. The page is its own function because a function with
-- `set search_path` is never inlined into the caller's query, so a `limit`
-- outside it would still read every row; inside, the (user_id, created_at, id)
-- index stops the scan after the page.
--
-- `decision_summaries` keeps its name, arguments and result, and reads through
-- the page function with no limit, so the row shape has one definition.

create function public.decision_summaries_page(answer_keys text[], page_size integer)
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
  limit page_size
$$;

revoke all on function public.decision_summaries_page(text[], integer) from public, anon;
grant execute on function public.decision_summaries_page(text[], integer) to authenticated;

create or replace function public.decision_summaries(answer_keys text[] default '{}')
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
  -- A null limit is no limit.
  select * from public.decision_summaries_page(answer_keys, null)
$$;

-- The journal's counts while only its newest page is read: how many decisions
-- there are, and how many of them are completed.
create function public.decision_counts()
returns table (total integer, completed integer)
language sql stable security invoker
set search_path = ''
as $$
  select pg_catalog.count(*)::integer, (pg_catalog.count(*) filter (where d.completed))::integer
  from public.decisions as d
  where d.user_id = (select auth.uid())
$$;

revoke all on function public.decision_counts() from public, anon;
grant execute on function public.decision_counts() to authenticated;
