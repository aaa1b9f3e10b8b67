-- The embedded runtime's stand-in for Supabase Auth (GoTrue): local accounts
-- with e-mail and bcrypt-hashed password, stored in auth.users/identities
-- exactly as Supabase stores them. Only the embedded runtime's privileged
-- connection calls these; anon and authenticated cannot.
-- Errors are raised with the app's error code as the message (see
-- src/data/local/pg-errors.ts), because SQLSTATE codes do not survive the
-- trip through PGlite's worker.
-- Append-only once released, like migrations.

create or replace function auth.local_normalize_email(p_email text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if char_length(v_email) > 255 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'invalid-email';
  end if;
  return v_email;
end
$$;

-- Password length: at least 6 (Supabase's default minimum), at most 72 (bcrypt's limit).
create or replace function auth.local_check_password(p_password text) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if char_length(coalesce(p_password, '')) < 6 or char_length(p_password) > 72 then
    raise exception 'weak-password';
  end if;
end
$$;

-- An account without a password signs in with Google or GitHub only: say which.
create or replace function auth.local_refuse_social_only(p_user auth.users) returns void
language plpgsql stable
set search_path = ''
as $$
declare
  v_social text;
begin
  if coalesce(p_user.encrypted_password, '') <> '' then
    return;
  end if;
  select i.provider into v_social from auth.identities i
    where i.user_id = p_user.id and i.provider in ('google', 'github') order by i.provider limit 1;
  raise exception 'provider-account:%', coalesce(v_social, 'google');
end
$$;

-- Creates a password account and returns its id.
create or replace function auth.local_sign_up(p_email text, p_password text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_email text := auth.local_normalize_email(p_email);
  v_user auth.users%rowtype;
begin
  perform auth.local_check_password(p_password);
  select * into v_user from auth.users u where lower(u.email) = v_email;
  if found then
    perform auth.local_refuse_social_only(v_user);
    raise exception 'email-in-use';
  end if;
  insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
  values (
    'authenticated', 'authenticated', v_email,
    extensions.crypt(p_password, extensions.gen_salt('bf', 10)), now(),
    '{"provider": "email", "providers": ["email"]}'::jsonb, '{}'::jsonb
  )
  returning * into v_user;
  insert into auth.identities (provider_id, user_id, identity_data, provider)
  values (v_user.id::text, v_user.id, jsonb_build_object('sub', v_user.id::text, 'email', v_email), 'email');
  return v_user.id;
end
$$;

-- Checks the password and returns the user id; the error names what was wrong.
create or replace function auth.local_sign_in(p_email text, p_password text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_email text := auth.local_normalize_email(p_email);
  v_user auth.users%rowtype;
begin
  select * into v_user from auth.users u where lower(u.email) = v_email;
  if not found then
    raise exception 'user-not-found';
  end if;
  perform auth.local_refuse_social_only(v_user);
  if v_user.encrypted_password is distinct from extensions.crypt(coalesce(p_password, ''), v_user.encrypted_password) then
    raise exception 'wrong-password';
  end if;
  update auth.users set last_sign_in_at = now() where id = v_user.id;
  return v_user.id;
end
$$;

-- Changes the password of a signed-in local account.
create or replace function auth.local_set_password(p_user_id uuid, p_password text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform auth.local_check_password(p_password);
  update auth.users
    set encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf', 10)), updated_at = now()
    where id = p_user_id;
  if not found then
    raise exception 'user-not-found';
  end if;
end
$$;

revoke all on function auth.local_normalize_email(text) from public, anon, authenticated;
revoke all on function auth.local_refuse_social_only(auth.users) from public, anon, authenticated;
revoke all on function auth.local_check_password(text) from public, anon, authenticated;
revoke all on function auth.local_sign_up(text, text) from public, anon, authenticated;
revoke all on function auth.local_sign_in(text, text) from public, anon, authenticated;
revoke all on function auth.local_set_password(uuid, text) from public, anon, authenticated;
