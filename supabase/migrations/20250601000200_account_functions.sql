-- Whole-account operations, callable over the API (POST /rest/v1/rpc/...).
-- Both run as the caller (security invoker), so row-level security still
-- limits them to the caller's own rows.

-- Counts and on-disk sizes (bytes, as Postgres stores them) per kind of data.
create function public.my_storage_stats() returns jsonb
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
    'riskAssessments', (select count(*) from public.risk_assessments r where r.user_id = (select auth.uid())),
    'riskAssessmentsBytes', (
      select coalesce(sum(pg_column_size(r.*)), 0) from public.risk_assessments r where r.user_id = (select auth.uid())
    )
  )
$$;

-- Deletes everything the caller stored, in one transaction. The account itself stays.
create function public.delete_my_data() returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  delete from public.decisions where user_id = (select auth.uid());
  delete from public.risk_assessments where user_id = (select auth.uid());
  delete from public.profiles where user_id = (select auth.uid());
end
$$;

revoke all on function public.my_storage_stats() from public, anon;
revoke all on function public.delete_my_data() from public, anon;
grant execute on function public.my_storage_stats() to authenticated;
grant execute on function public.delete_my_data() to authenticated;
