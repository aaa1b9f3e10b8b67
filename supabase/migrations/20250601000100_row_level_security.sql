-- Every user reaches only their own rows, enforced by the database.
-- `(select auth.uid())` is evaluated once per statement, not once per row.
-- Explicit grants: Supabase no longer exposes new public tables by default,
-- and `anon` (signed-out visitors) gets nothing at all.

alter table public.profiles enable row level security;
alter table public.decisions enable row level security;
alter table public.risk_assessments enable row level security;

revoke all on table public.profiles, public.decisions, public.risk_assessments from public, anon;
grant select, insert, update, delete on table public.profiles, public.decisions, public.risk_assessments
  to authenticated;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "profiles: owner inserts" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "profiles: owner deletes" on public.profiles
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "decisions: owner reads" on public.decisions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "decisions: owner inserts" on public.decisions
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "decisions: owner updates" on public.decisions
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "decisions: owner deletes" on public.decisions
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "risk_assessments: owner reads" on public.risk_assessments
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "risk_assessments: owner inserts" on public.risk_assessments
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "risk_assessments: owner updates" on public.risk_assessments
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "risk_assessments: owner deletes" on public.risk_assessments
  for delete to authenticated using ((select auth.uid()) = user_id);
