-- The sign-in dialog's lookup: which methods an e-mail uses, for anyone
-- (including signed-out visitors), and nothing more than that.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);

insert into auth.users (id, email, encrypted_password) values
  ('c0000000-0000-4000-8000-000000000001', 'password@example.com', 'x'),
  ('c0000000-0000-4000-8000-000000000002', 'github@example.com', ''),
  ('c0000000-0000-4000-8000-000000000003', 'both@example.com', 'x');
insert into auth.identities (provider_id, user_id, identity_data, provider) values
  ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', '{"email": "password@example.com"}', 'email'),
  ('gh-1', 'c0000000-0000-4000-8000-000000000002', '{"email": "github@example.com"}', 'github'),
  ('c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000003', '{"email": "both@example.com"}', 'email'),
  ('g-1', 'c0000000-0000-4000-8000-000000000003', '{"email": "both@example.com"}', 'google');

set local role anon;
select is(public.sign_in_methods('password@example.com'), array['password'], 'a password account');
select is(public.sign_in_methods('github@example.com'), array['github'], 'a GitHub-only account');
select is(public.sign_in_methods('both@example.com'), array['google', 'password'], 'an account with Google and a password');
select is(public.sign_in_methods('  Password@Example.COM '), array['password'], 'case and surrounding spaces do not matter');
select is(public.sign_in_methods('nobody@example.com'), '{}'::text[], 'an unknown e-mail has no methods');
select is(public.sign_in_methods(repeat('a', 400) || '@example.com'), '{}'::text[], 'over-long input finds nothing');
select throws_ok($$select account_lookup.sign_in_methods('x') from auth.users$$, '42501', null, 'anon cannot read auth.users itself');

-- Switching the lookup off, as docs/persistence.md describes.
reset role;
revoke execute on function public.sign_in_methods(text) from anon, authenticated;
set local role anon;
select throws_ok($$select public.sign_in_methods('password@example.com')$$, '42501', null, 'revoking execute switches the lookup off');
reset role;
select is(public.sign_in_methods('both@example.com'), array['google', 'password'], 'the owner still can');

select * from finish();
rollback;
