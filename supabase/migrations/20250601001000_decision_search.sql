-- Finding a decision by its name or by anything written in its answers, in
-- either language. Chinese has no spaces to split words on, so the search is a
-- substring match (LIKE) rather than full-text search with a tokenizer. Its
-- text is kept beside each decision, lower-cased, as a generated column: the
-- database keeps it right on every write, including imports, and a search
-- reads one column instead of walking every answer of every decision. Measured
-- on PGlite with 10,000 decisions (~2.5 KB of answers each), a search scans it
-- in ~30 ms; a trigram index (pg_trgm) did not make that faster there and made
-- an import of 10,000 decisions three times slower, so there is none.

create function public.decision_search_text(name text, answers jsonb) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(
    name || ' ' || coalesce(
      (select pg_catalog.string_agg(
                case pg_catalog.jsonb_typeof(a.value)
                  when 'array' then (
                    select pg_catalog.string_agg(item, ' ') from pg_catalog.jsonb_array_elements_text(a.value) as item
                  )
                  else a.value #>> '{}'
                end,
                ' ')
         -- Anything but an object is refused by the table's own check, which runs after this.
         from pg_catalog.jsonb_each(
           case pg_catalog.jsonb_typeof(answers) when 'object' then answers else '{}'::jsonb end
         ) as a),
      ''
    )
  )
$$;

alter table public.decisions
  add column search_text text not null generated always as (public.decision_search_text(name, answers)) stored;

-- The caller's decisions whose name or answers contain `query` (any case), newest
-- first. The query is matched literally: % and _ are not wildcards.
create function public.search_decisions(query text) returns setof text
language sql stable security invoker
set search_path = ''
as $$
  select d.id
    from public.decisions as d
   where d.user_id = (select auth.uid())
     and d.search_text like '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
           pg_catalog.lower(query), '\', '\\'), '%', '\%'), '_', '\_') || '%'
   order by d.created_at desc, d.id desc
$$;

revoke all on function public.search_decisions(text) from public, anon;
grant execute on function public.search_decisions(text) to authenticated;
