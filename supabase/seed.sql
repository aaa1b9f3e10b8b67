-- Demo data for local development with `supabase start` / `supabase db reset`
-- (never pushed to a hosted project: `supabase db push` skips seeds).
-- Signs in as demo@example.com with password demo-checkpoint.
-- The empty token columns are what Supabase Auth expects for a usable account.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-00000000de70', 'authenticated', 'authenticated',
  'demo@example.com', extensions.crypt('demo-checkpoint', extensions.gen_salt('bf', 10)), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}', '{"name": "Demo Investor"}', now(), now()
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-00000000de70', 'd0000000-0000-4000-8000-00000000de70',
  '{"sub": "d0000000-0000-4000-8000-00000000de70", "email": "demo@example.com", "email_verified": true}',
  'email', now(), now(), now()
);

insert into public.profiles (user_id, name, risk_tolerance, preferred_strategies)
values ('d0000000-0000-4000-8000-00000000de70', 'Demo Investor', 'balanced', '{"Index Investing", "Dollar-Cost Averaging"}');

insert into public.decisions (user_id, id, name, bank_id, bank_version, stage, answers, created_at)
values (
  'd0000000-0000-4000-8000-00000000de70', 'decision-1748736000000-demo0001', 'Broad-market index fund',
  'decision-checkpoint', '1.0.0', 2,
  '{"1-1": "Build a retirement fund with steady growth over 20 years.", "1-2": "long", "1-3": "moderate",
    "1-4": "Six months of expenses kept in cash; this money is not needed before retirement."}',
  now() - interval '1 day'
);

insert into public.risk_assessments (user_id, id, bank_id, bank_version, score, type, name, answers, result, created_at)
values (
  'd0000000-0000-4000-8000-00000000de70', 'risk_1748736000000_demo01', 'risk-tolerance', '1.0.0', 62, 'balanced', 'risk.type.balanced.name',
  '{"fin-1": "50to80", "fin-2": "6to12m", "fin-3": "10to30", "goal-1": "balanced", "goal-2": "gt5y",
    "psych-1": "hold", "psych-2": "6to12m", "psych-3": "acceptVolatility", "exp-1": "3to5y",
    "exp-2": ["pePb", "sharpeDrawdown"], "demo-1": "30to50", "demo-2": "corporate"}',
  '{"score": 62, "type": "balanced", "name": "risk.type.balanced.name", "description": "risk.type.balanced.description",
    "recommendation": "risk.type.balanced.recommendation", "needsVerification": false, "needsWarning": false}',
  now() - interval '2 days'
);
