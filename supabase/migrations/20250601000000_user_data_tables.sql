-- Tables for each user's own data: profile, decisions (with their evaluation),
-- risk assessments. Every row belongs to one auth user; row-level security
-- (next migration) lets a user reach only their own rows.
-- Ids are client-made text ids unique per user ('decision-<ms>-<random>',
-- 'risk_<ms>_<random>'), so the primary keys are (user_id, id): one user's
-- ids never collide with, or reveal, another's.

-- Helpers that tables and triggers use; not exposed through the API.
create schema if not exists internal;
revoke all on schema internal from public;
grant usage on schema internal to authenticated;

create table public.profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  name text not null default '' check (char_length(name) <= 200),
  risk_tolerance text not null default 'steady'
    check (risk_tolerance in ('conservative', 'steady', 'balanced', 'progressive', 'aggressive')),
  preferred_strategies text[] not null default '{}'
    check (
      cardinality(preferred_strategies) <= 20
      and array_position(preferred_strategies, null) is null
      and octet_length(array_to_string(preferred_strategies, '')) <= 2000
    ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.decisions (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text not null default '' check (char_length(name) <= 200),
  bank_id text not null check (char_length(bank_id) between 1 and 100),
  bank_version text not null check (char_length(bank_version) between 1 and 50),
  stage smallint not null default 1 check (stage between 1 and 7),
  -- Question id → string, or list of strings for checkbox questions.
  answers jsonb not null default '{}'::jsonb
    check (
      jsonb_typeof(answers) = 'object'
      and octet_length(answers::text) <= 200000
      and not jsonb_path_exists(answers, 'strict $.* ? (@.type() != "string" && @.type() != "array")')
      and not jsonb_path_exists(answers, 'strict $.* ? (@.type() == "array")[*] ? (@.type() != "string")')
    ),
  completed boolean not null default false,
  evaluated boolean not null default false,
  evaluation_score smallint check (evaluation_score between 0 and 100),
  evaluation_result jsonb
    check (
      evaluation_result is null
      or (
        jsonb_typeof(evaluation_result) = 'object'
        and coalesce(jsonb_typeof(evaluation_result -> 'totalScore') = 'number', false)
        and octet_length(evaluation_result::text) <= 200000
      )
    ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Optimistic concurrency: 1 on insert, bumped by the trigger on every update.
  version integer not null default 1 check (version >= 1),
  primary key (user_id, id),
  -- Only a completed decision can be evaluated, and an evaluated one carries its result.
  constraint decisions_evaluated_has_result check (
    not evaluated or (completed and evaluation_score is not null and evaluation_result is not null)
  )
);

create table public.risk_assessments (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  score smallint not null check (score between 0 and 100),
  type text not null check (type in ('conservative', 'steady', 'balanced', 'progressive', 'aggressive')),
  name text not null check (char_length(name) between 1 and 200),
  answers jsonb not null
    check (
      jsonb_typeof(answers) = 'object'
      and octet_length(answers::text) <= 50000
      and not jsonb_path_exists(answers, 'strict $.* ? (@.type() != "string" && @.type() != "array")')
      and not jsonb_path_exists(answers, 'strict $.* ? (@.type() == "array")[*] ? (@.type() != "string")')
    ),
  result jsonb not null check (jsonb_typeof(result) = 'object' and octet_length(result::text) <= 50000),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

-- Lists: decisions newest first, assessments oldest first, both per user.
create index decisions_user_created_idx on public.decisions (user_id, created_at desc, id desc);
create index risk_assessments_user_created_idx on public.risk_assessments (user_id, created_at, id);

-- Keeps version, updated_at and created_at honest whatever the client sends.
create function internal.stamp_decision_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := 1;
  return new;
end
$$;

create function internal.stamp_decision_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;

create function internal.stamp_profile_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;

create trigger decisions_stamp_insert before insert on public.decisions
  for each row execute function internal.stamp_decision_insert();
create trigger decisions_stamp_update before update on public.decisions
  for each row execute function internal.stamp_decision_update();
create trigger profiles_stamp_update before update on public.profiles
  for each row execute function internal.stamp_profile_update();
