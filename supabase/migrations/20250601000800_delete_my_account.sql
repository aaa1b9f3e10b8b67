-- Deleting one's own account: the login (auth.users, with its identities and,
-- on Supabase, its sessions and refresh tokens) and, through the foreign keys'
-- `on delete cascade`, every row of the user's in public (profile, decisions,
-- risk assessments, reviews). Afterwards the e-mail is free to register again.
--
-- Only the signed-in caller's own account: the function takes no user id, it
-- reads the caller's from the request (auth.uid()), so nobody can name another.
-- Deleting from auth.users needs its owner's rights, so the deleting function
-- is security definer, kept as the sign-in lookup is: in a schema of its own,
-- not exposed through the API, with an empty search path so no caller can
-- shadow the names it uses. The API calls the thin invoker wrapper in public.
--
-- A repeated call with the same token (a retry whose first attempt landed but
-- whose answer was lost) finds nothing left and succeeds; a call without a
-- signed-in user is refused.

create schema if not exists account_removal;
revoke all on schema account_removal from public;
grant usage on schema account_removal to authenticated;

create function account_removal.delete_account() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  delete from auth.users where id = v_user;
end
$$;

create function public.delete_my_account() returns void
language sql volatile security invoker
set search_path = ''
as $$
  select account_removal.delete_account()
$$;

revoke all on function account_removal.delete_account() from public, anon;
revoke all on function public.delete_my_account() from public, anon;
grant execute on function account_removal.delete_account() to authenticated;
grant execute on function public.delete_my_account() to authenticated;
