-- The journal's lists read summaries, not whole decisions: everything a list,
-- a count or a statistic shows, and of the answers only the ones the caller
-- names (e.g. the review-schedule question). A decision's full answers and its
-- evaluation result are read when it is opened. With years of decisions this
-- keeps what every visit reads (and, on Supabase, sends over the network)
-- proportional to what the lists show rather than to everything ever written.
--
-- Security invoker: row-level security decides what the caller sees, exactly
-- as a select on the table would; the explicit user filter lets the
-- (user_id, created_at, id) index serve the order.

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
    d.created_at,
    d.updated_at,
    d.version
  from public.decisions as d
  where d.user_id = (select auth.uid())
  order by d.created_at desc, d.id desc
$$;

revoke all on function public.decision_summaries(text[]) from public, anon;
grant execute on function public.decision_summaries(text[]) to authenticated;
