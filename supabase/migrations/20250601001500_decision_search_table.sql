-- The journal's search reads a narrow table of its own instead of a column of
-- the decisions. A search has to look at every decision's text (a substring
-- match, which Chinese needs), and it was reading it out of the decisions' own
-- rows: wide with answers, and with the text itself compressed there, so every
-- search scanned and unpacked the whole journal. Here each decision's text
-- sits uncompressed beside only what the search returns and sorts by, a
-- third of the bytes to scan; the decisions' rows shrink by as much, which every
-- read of the journal gains. Matching with strpos rather than LIKE also makes
-- the query literal without escaping % and _.
--
-- Only the database writes this table, from triggers on the decisions: a
-- client can read its own rows and write none, as with the generated column
-- before. A row goes with its decision (the foreign key cascades).

create table public.decision_search (
  user_id uuid not null,
  decision_id text not null,
  created_at timestamptz not null,
  search_text text not null,
  primary key (user_id, decision_id),
  foreign key (user_id, decision_id) references public.decisions (user_id, id) on delete cascade
);

-- Kept in the row and never compressed: the match reads the bytes as they are.
-- (A text too long for its row still moves out of line, uncompressed.)
alter table public.decision_search alter column search_text set storage external;

alter table public.decision_search enable row level security;
revoke all on table public.decision_search from public, anon, authenticated;
grant select on table public.decision_search to authenticated;
create policy "decision_search: owner reads" on public.decision_search
  for select to authenticated using ((select auth.uid()) = user_id);

-- Runs as the table's owner: the caller may not write the table, and the rows
-- it writes are those of decisions the caller's own insert or update just
-- passed the decisions' policies with.
create function internal.add_decision_search() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Once per statement: an import of thousands of decisions writes their texts in one insert.
  insert into public.decision_search (user_id, decision_id, created_at, search_text)
  select n.user_id, n.id, n.created_at, public.decision_search_text(n.name, n.answers, n.tags)
    from added as n;
  return null;
end
$$;

create function internal.update_decision_search() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.decision_search as s
     set search_text = public.decision_search_text(new.name, new.answers, new.tags)
   where s.user_id = new.user_id and s.decision_id = new.id;
  return null;
end
$$;

revoke all on function internal.add_decision_search(), internal.update_decision_search() from public;

create trigger decisions_add_search after insert on public.decisions
  referencing new table as added
  for each statement execute function internal.add_decision_search();
-- Only when the searched words change: a save of the stage or an evaluation leaves the text as it is.
create trigger decisions_update_search after update on public.decisions
  for each row
  when (old.name is distinct from new.name or old.answers is distinct from new.answers or old.tags is distinct from new.tags)
  execute function internal.update_decision_search();

insert into public.decision_search (user_id, decision_id, created_at, search_text)
select d.user_id, d.id, d.created_at, d.search_text from public.decisions as d;

-- Same name, argument and result as before, so callers and grants carry over.
create or replace function public.search_decisions(query text) returns setof text
language sql stable security invoker
set search_path = ''
as $$
  select s.decision_id
    from public.decision_search as s
   where s.user_id = (select auth.uid())
     and pg_catalog.strpos(s.search_text, pg_catalog.lower(query)) > 0
   order by s.created_at desc, s.decision_id desc
$$;

alter table public.decisions drop column search_text;
