-- The sign-in dialog's lookup: which methods (password, google, github) an
-- e-mail uses, so it can offer "forgot password" or "continue with GitHub".
--
-- Trade-off: anyone can call it, so anyone can learn whether an e-mail has an
-- account here (account enumeration). To switch it off, run
--   revoke execute on function public.sign_in_methods(text) from anon, authenticated;
-- The app then treats every e-mail as unknown (see docs/persistence.md).
--
-- The reader of auth.users is a security definer function in a schema of its
-- own, not exposed through the API, with an empty search path so no caller
-- can shadow the names it uses. The API calls the thin invoker wrapper in public.

create schema if not exists account_lookup;
revoke all on schema account_lookup from public;
grant usage on schema account_lookup to anon, authenticated;

create function account_lookup.sign_in_methods(p_email text) returns text[]
language sql stable security definer
set search_path = ''
as $$
  with target as (
    select u.id, u.encrypted_password
    from auth.users u
    where char_length(p_email) <= 320 and lower(u.email) = lower(btrim(p_email))
  )
  select coalesce(array_agg(m.method order by m.method), '{}'::text[])
  from (
    select 'password' as method from target t where coalesce(t.encrypted_password, '') <> ''
    union
    select i.provider from auth.identities i join target t on t.id = i.user_id
    where i.provider in ('google', 'github')
  ) m
$$;

create function public.sign_in_methods(p_email text) returns text[]
language sql stable security invoker
set search_path = ''
as $$
  select account_lookup.sign_in_methods(p_email)
$$;

revoke all on function account_lookup.sign_in_methods(text) from public;
revoke all on function public.sign_in_methods(text) from public;
grant execute on function account_lookup.sign_in_methods(text) to anon, authenticated;
grant execute on function public.sign_in_methods(text) to anon, authenticated;
