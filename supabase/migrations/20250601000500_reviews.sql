-- Reviews: the investor's scheduled looks back at a completed decision,
-- answered on a review bank. A decision keeps every review it had: rows are
-- added and deleted (with their decision, or with all of a user's data), never
-- edited, so there is no update grant nor update policy.

-- The shape every stored answers map has (question id → text, or list of
-- texts), written once for the tables that come from here on. Immutable, so a
-- check constraint may call it.
create function internal.answers_shape_ok(answers jsonb, max_bytes integer) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select jsonb_typeof(answers) = 'object'
    and octet_length(answers::text) <= max_bytes
    and not jsonb_path_exists(answers, 'strict $.* ? (@.type() != "string" && @.type() != "array")')
    and not jsonb_path_exists(answers, 'strict $.* ? (@.type() == "array")[*] ? (@.type() != "string")')
$$;

create table public.reviews (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  decision_id text not null,
  bank_id text not null check (char_length(bank_id) between 1 and 100),
  bank_version text not null check (char_length(bank_version) between 1 and 50),
  answers jsonb not null default '{}'::jsonb check (internal.answers_shape_ok(answers, 200000)),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  -- Deleting a decision deletes its reviews; a review never outlives what it looks back at.
  foreign key (user_id, decision_id) references public.decisions (user_id, id) on delete cascade
);

-- The dashboard lists all of a user's reviews newest first; the cascade finds a decision's reviews.
create index reviews_user_created_idx on public.reviews (user_id, created_at desc, id desc);
create index reviews_user_decision_idx on public.reviews (user_id, decision_id);

-- Only a completed decision can be reviewed. Checked before the foreign key,
-- so a missing decision is named as such rather than as a key violation (which
-- the adapters read as a lost session). The codes are the app's own:
--   IC001 the decision is not completed, IC002 the caller has no such decision.
-- Security invoker: row-level security hides other users' decisions here too.
create function internal.check_review_decision() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_completed boolean;
begin
  select d.completed into is_completed
    from public.decisions d
   where d.user_id = new.user_id and d.id = new.decision_id;
  if not found then
    raise exception 'review-decision-missing' using errcode = 'IC002';
  end if;
  if not is_completed then
    raise exception 'review-decision-incomplete' using errcode = 'IC001';
  end if;
  return new;
end
$$;

create trigger reviews_check_decision before insert on public.reviews
  for each row execute function internal.check_review_decision();

alter table public.reviews enable row level security;
revoke all on table public.reviews from public, anon;
grant select, insert, delete on table public.reviews to authenticated;

create policy "reviews: owner reads" on public.reviews
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "reviews: owner inserts" on public.reviews
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "reviews: owner deletes" on public.reviews
  for delete to authenticated using ((select auth.uid()) = user_id);

-- The account functions, now counting and deleting reviews too.
create or replace function public.my_storage_stats() returns jsonb
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
    ),
    'reviews', (select count(*) from public.reviews v where v.user_id = (select auth.uid())),
    'reviewsBytes', (select coalesce(sum(pg_column_size(v.*)), 0) from public.reviews v where v.user_id = (select auth.uid()))
  )
$$;

create or replace function public.delete_my_data() returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  delete from public.reviews where user_id = (select auth.uid());
  delete from public.decisions where user_id = (select auth.uid());
  delete from public.risk_assessments where user_id = (select auth.uid());
  delete from public.profiles where user_id = (select auth.uid());
end
$$;

-- Import with reviews. A new parameter is a new signature: the old function
-- goes, so a caller never reaches the version that would drop a file's reviews.
-- The reviews come last, so a call that names no reviews reads as before.
-- Reviews are added after the decisions, so a review may look back at a
-- decision of the file or one the account already has; the trigger above
-- refuses (and rolls the whole import back) when it is neither, or not completed.
drop function public.import_my_data(jsonb, jsonb, jsonb, boolean);

create function public.import_my_data(
  p_profile jsonb,
  p_decisions jsonb,
  p_risk_assessments jsonb,
  p_replace boolean default false,
  p_reviews jsonb default '[]'::jsonb
) returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_replace then
    perform public.delete_my_data();
  end if;

  if p_profile is not null and jsonb_typeof(p_profile) = 'object' then
    insert into public.profiles (user_id, name, risk_tolerance, preferred_strategies)
    values (
      uid,
      p_profile ->> 'name',
      p_profile ->> 'risk_tolerance',
      array(select jsonb_array_elements_text(coalesce(p_profile -> 'preferred_strategies', '[]'::jsonb)))
    )
    on conflict (user_id) do update
      set name = excluded.name,
          risk_tolerance = excluded.risk_tolerance,
          preferred_strategies = excluded.preferred_strategies;
  end if;

  insert into public.decisions (
    user_id, id, name, bank_id, bank_version, stage, answers, completed, evaluated,
    evaluation_score, evaluation_result, created_at, updated_at
  )
  select uid, d.id, d.name, d.bank_id, d.bank_version, d.stage, d.answers, d.completed, d.evaluated,
         d.evaluation_score, d.evaluation_result, coalesce(d.created_at, now()), coalesce(d.updated_at, now())
    from jsonb_to_recordset(coalesce(p_decisions, '[]'::jsonb)) as d(
      id text, name text, bank_id text, bank_version text, stage smallint, answers jsonb,
      completed boolean, evaluated boolean, evaluation_score smallint, evaluation_result jsonb,
      created_at timestamptz, updated_at timestamptz
    )
  on conflict (user_id, id) do nothing;

  insert into public.risk_assessments (user_id, id, score, type, name, answers, result, created_at)
  select uid, r.id, r.score, r.type, r.name, r.answers, r.result, coalesce(r.created_at, now())
    from jsonb_to_recordset(coalesce(p_risk_assessments, '[]'::jsonb)) as r(
      id text, score smallint, type text, name text, answers jsonb, result jsonb, created_at timestamptz
    )
  on conflict (user_id, id) do nothing;

  insert into public.reviews (user_id, id, decision_id, bank_id, bank_version, answers, created_at)
  select uid, v.id, v.decision_id, v.bank_id, v.bank_version, v.answers, coalesce(v.created_at, now())
    from jsonb_to_recordset(coalesce(p_reviews, '[]'::jsonb)) as v(
      id text, decision_id text, bank_id text, bank_version text, answers jsonb, created_at timestamptz
    )
  on conflict (user_id, id) do nothing;
end
$$;

revoke all on function public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb) from public, anon;
grant execute on function public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb) to authenticated;
