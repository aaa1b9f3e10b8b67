-- Second opinions on a completed decision. Three tables:
--
--   shared_packets   the reviewer's side: review packets they received ("Shared
--                    with me"), their own blind forecast and, once given, their
--                    response. Owned by the reviewer like any of their rows.
--   second_opinions  the investor's side: responses they imported, kept beside
--                    the decision they review (and deleted with it).
--   decision_shares  invitations on Supabase: the owner hands a packet to a
--                    reviewer's e-mail; the reviewer reads that packet (never the
--                    decisions table, so never the owner's forecast) and answers
--                    once through respond_to_share.
--
-- The app checks a response's hash against the decision before it imports it;
-- the database checks who owns what, that the rows keep their shape, and that
-- what is fixed stays fixed. The app's own SQLSTATEs (the store reads them):
--   IC002 the caller has no such decision (as for reviews)
--   IC004 the shared packet is answered already: its forecast and response no longer change
--   IC005 the reviewer's forecast is fixed once given (it is a blind forecast:
--         changing it after the critique, or after seeing anything else, would
--         defeat it), and a response must carry that same forecast
--   IC006 the share is not the caller's to answer, was revoked, or is gone
--   IC007 the share is answered already

-- Ids a response or packet carries, as the other tables' ids (uuids fit).
create function internal.second_opinion_id_ok(id text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(id ~ '^[A-Za-z0-9_-]{1,64}$', false)
$$;

-- A packet as the app writes it: an object naming itself and the decision it
-- snapshots, within a size far beyond a real one (a decision's answers are at
-- most 200 kB, its evaluation a few kB).
create function internal.review_packet_ok(packet jsonb) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(packet) = 'object'
      and pg_catalog.octet_length(packet::text) <= 1000000
      and internal.second_opinion_id_ok(packet ->> 'packetId')
      and pg_catalog.jsonb_typeof(packet -> 'decision') = 'object'
      and internal.second_opinion_id_ok(packet -> 'decision' ->> 'id')
      and pg_catalog.jsonb_typeof(packet -> 'decision' -> 'answers') = 'object',
    false
  )
$$;

-- A response as the app writes it: its ids, the reviewer's forecast (an answers
-- map) and the critique's answers, within the sizes of a decision's and a
-- review's answers together.
create function internal.review_response_ok(response jsonb) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(response) = 'object'
      and pg_catalog.octet_length(response::text) <= 500000
      and internal.second_opinion_id_ok(response ->> 'id')
      and internal.second_opinion_id_ok(response ->> 'packetId')
      and internal.second_opinion_id_ok(response ->> 'decisionId')
      and internal.answers_shape_ok(response -> 'forecast', 200000)
      and pg_catalog.jsonb_typeof(response -> 'critique') = 'object'
      and internal.answers_shape_ok(response -> 'critique' -> 'answers', 200000),
    false
  )
$$;

-- ---------------------------------------------------------------------------
-- shared_packets: the reviewer's "Shared with me".

create table public.shared_packets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  packet_id text not null,
  packet jsonb not null check (internal.review_packet_ok(packet)),
  received_at timestamptz not null default now(),
  forecast jsonb check (forecast is null or internal.answers_shape_ok(forecast, 200000)),
  response jsonb check (response is null or internal.review_response_ok(response)),
  responded_at timestamptz,
  -- Receiving the same packet twice keeps one row.
  unique (user_id, packet_id),
  check (packet ->> 'packetId' = packet_id),
  check ((response is null) = (responded_at is null)),
  -- A response answers this packet, about its decision, and keeps the forecast given.
  check (
    response is null
    or (response ->> 'packetId' = packet_id
        and response ->> 'decisionId' = packet -> 'decision' ->> 'id'
        and forecast is not null)
  )
);

-- "Shared with me" lists newest first.
create index shared_packets_user_received_idx on public.shared_packets (user_id, received_at desc, id desc);

-- The packet is what was received: it never changes. The forecast is set once
-- (then fixed) and the response once; a response fills the forecast in when it
-- was never kept on its own, and must agree with it when it was. Once answered,
-- nothing changes.
create function internal.guard_shared_packet() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.packet_id := old.packet_id;
    new.packet := old.packet;
    new.received_at := old.received_at;
    if old.response is not null then
      if new.response is distinct from old.response or new.forecast is distinct from old.forecast then
        raise exception 'shared-packet-answered' using errcode = 'IC004';
      end if;
      new.responded_at := old.responded_at;
      return new;
    end if;
    if old.forecast is not null and new.forecast is distinct from old.forecast then
      raise exception 'shared-forecast-fixed' using errcode = 'IC005';
    end if;
  end if;
  if new.response is not null then
    if new.forecast is null then
      new.forecast := new.response -> 'forecast';
    elsif new.forecast is distinct from new.response -> 'forecast' then
      raise exception 'shared-forecast-fixed' using errcode = 'IC005';
    end if;
    new.responded_at := now();
  else
    new.responded_at := null;
  end if;
  return new;
end
$$;

create trigger shared_packets_guard before insert or update on public.shared_packets
  for each row execute function internal.guard_shared_packet();

alter table public.shared_packets enable row level security;
revoke all on table public.shared_packets from public, anon;
grant select, insert, delete on table public.shared_packets to authenticated;
-- Only these change after the packet arrived; the trigger keeps them once-only.
grant update (forecast, response) on table public.shared_packets to authenticated;

create policy "shared_packets: owner reads" on public.shared_packets
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "shared_packets: owner inserts" on public.shared_packets
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "shared_packets: owner updates" on public.shared_packets
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "shared_packets: owner deletes" on public.shared_packets
  for delete to authenticated using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------
-- second_opinions: responses the investor imported, beside their decision.

create table public.second_opinions (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The response's own id: importing it twice adds it once.
  id text not null check (internal.second_opinion_id_ok(id)),
  decision_id text not null,
  response jsonb not null check (internal.review_response_ok(response)),
  imported_at timestamptz not null default now(),
  primary key (user_id, id),
  check (response ->> 'id' = id and response ->> 'decisionId' = decision_id),
  -- A second opinion never outlives the decision it is about.
  foreign key (user_id, decision_id) references public.decisions (user_id, id) on delete cascade
);

create index second_opinions_user_imported_idx on public.second_opinions (user_id, imported_at desc, id desc);
create index second_opinions_user_decision_idx on public.second_opinions (user_id, decision_id);

-- A missing decision is named as such before the foreign key would report it
-- as a key violation (which the adapters read as a lost session). Security
-- invoker: row-level security hides other users' decisions here too.
create function internal.check_second_opinion_decision() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from public.decisions d where d.user_id = new.user_id and d.id = new.decision_id) then
    raise exception 'second-opinion-decision-missing' using errcode = 'IC002';
  end if;
  return new;
end
$$;

create trigger second_opinions_check_decision before insert on public.second_opinions
  for each row execute function internal.check_second_opinion_decision();

-- Imported, never edited: no update grant nor policy.
alter table public.second_opinions enable row level security;
revoke all on table public.second_opinions from public, anon;
grant select, insert, delete on table public.second_opinions to authenticated;

create policy "second_opinions: owner reads" on public.second_opinions
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "second_opinions: owner inserts" on public.second_opinions
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "second_opinions: owner deletes" on public.second_opinions
  for delete to authenticated using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------
-- decision_shares: invitations (Supabase), addressed to an e-mail.

-- The signed-in caller's e-mail, lower case, read from auth.users: the same on
-- Supabase and in the embedded runtime (whose tokens carry no e-mail claim).
-- Only a confirmed address counts: a share is for whoever proved they own it.
-- (A project that confirms no e-mail at all, as local development, marks every
-- address confirmed at sign-up: there a share trusts whoever registered it.)
-- Security definer, to read auth.users; it takes no argument, so it tells a
-- caller nothing but their own address.
create function internal.my_email() returns text
language sql stable security definer
set search_path = ''
as $$
  select pg_catalog.lower(u.email) from auth.users as u
   where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;

revoke all on function internal.my_email() from public, anon;
grant execute on function internal.my_email() to authenticated;

create table public.decision_shares (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  decision_id text not null,
  -- As typed; compared in lower case.
  reviewer_email text not null
    check (char_length(reviewer_email) <= 255 and reviewer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- The packet the owner's app built: all a reviewer ever reads of the decision.
  packet jsonb not null check (internal.review_packet_ok(packet)),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  response jsonb check (response is null or internal.review_response_ok(response)),
  responded_at timestamptz,
  check (packet -> 'decision' ->> 'id' = decision_id),
  check ((response is null) = (responded_at is null)),
  check (
    response is null
    or (response ->> 'packetId' = packet ->> 'packetId' and response ->> 'decisionId' = decision_id)
  ),
  -- Deleting the decision withdraws its shares.
  foreign key (owner_id, decision_id) references public.decisions (user_id, id) on delete cascade
);

create index decision_shares_owner_created_idx on public.decision_shares (owner_id, created_at desc, id desc);
create index decision_shares_reviewer_idx on public.decision_shares (lower(reviewer_email), created_at desc);
create index decision_shares_owner_decision_idx on public.decision_shares (owner_id, decision_id);

-- A share is made for one of the owner's own decisions, with a packet that
-- does not hold the decision's forecast: a stray copy of it would reach the
-- reviewer, and the app should never have put it there.
create function internal.check_share_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  fixed jsonb;
begin
  select d.forecast into fixed from public.decisions d where d.user_id = new.owner_id and d.id = new.decision_id;
  if not found then
    raise exception 'share-decision-missing' using errcode = 'IC002';
  end if;
  if fixed is not null and exists (
    select 1 from pg_catalog.jsonb_object_keys(fixed) as k(key) where (new.packet -> 'decision' -> 'answers') ? k.key
  ) then
    raise exception 'share-packet-holds-forecast' using errcode = '23514';
  end if;
  new.response := null;
  new.responded_at := null;
  new.revoked_at := null;
  return new;
end
$$;

create trigger decision_shares_check_insert before insert on public.decision_shares
  for each row execute function internal.check_share_insert();

-- The owner may only revoke (for good) once it is made; a response arrives
-- through respond_to_share alone.
create function internal.guard_share_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  end if;
  return new;
end
$$;

create trigger decision_shares_guard_update before update on public.decision_shares
  for each row execute function internal.guard_share_update();

alter table public.decision_shares enable row level security;
revoke all on table public.decision_shares from public, anon;
grant select, delete on table public.decision_shares to authenticated;
-- The id too: an app may name the share it makes, so a retried request finds it.
grant insert (id, decision_id, reviewer_email, packet) on table public.decision_shares to authenticated;
grant update (revoked_at) on table public.decision_shares to authenticated;

create policy "decision_shares: owner reads" on public.decision_shares
  for select to authenticated using ((select auth.uid()) = owner_id);
create policy "decision_shares: reviewer reads an active share" on public.decision_shares
  for select to authenticated
  using (revoked_at is null and pg_catalog.lower(reviewer_email) = (select internal.my_email()));
create policy "decision_shares: owner inserts" on public.decision_shares
  for insert to authenticated with check ((select auth.uid()) = owner_id);
create policy "decision_shares: owner revokes" on public.decision_shares
  for update to authenticated using ((select auth.uid()) = owner_id) with check ((select auth.uid()) = owner_id);
create policy "decision_shares: owner deletes" on public.decision_shares
  for delete to authenticated using ((select auth.uid()) = owner_id);

-- The reviewer's one response to a share addressed to them. Security definer,
-- because the reviewer may not update the owner's row; it reads the caller from
-- the request, so it answers only the caller's own active, unanswered share.
-- Returns the share as stored.
create function public.respond_to_share(share_id uuid, response jsonb) returns public.decision_shares
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me text := (select internal.my_email());
  share public.decision_shares;
begin
  if (select auth.uid()) is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  -- No confirmed address (me is null) matches no share: refused below as unavailable.
  select s.* into share from public.decision_shares as s
   where s.id = share_id and s.revoked_at is null and pg_catalog.lower(s.reviewer_email) = me
   for update;
  if not found then
    raise exception 'share-unavailable' using errcode = 'IC006';
  end if;
  if share.response is not null then
    raise exception 'share-answered' using errcode = 'IC007';
  end if;
  update public.decision_shares as s
     set response = respond_to_share.response, responded_at = now()
   where s.id = share_id
  returning s.* into share;
  return share;
end
$$;

revoke all on function public.respond_to_share(uuid, jsonb) from public, anon;
grant execute on function public.respond_to_share(uuid, jsonb) to authenticated;

-- ---------------------------------------------------------------------------
-- Deleting all of one's data deletes these too: packets received, second
-- opinions imported, shares made (a decision's second opinions and shares go
-- with it anyway). Responses given to someone else's share are theirs.
create or replace function public.delete_my_data() returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  delete from public.shared_packets where user_id = (select auth.uid());
  delete from public.second_opinions where user_id = (select auth.uid());
  delete from public.decision_shares where owner_id = (select auth.uid());
  delete from public.reviews where user_id = (select auth.uid());
  delete from public.decisions where user_id = (select auth.uid());
  delete from public.risk_assessments where user_id = (select auth.uid());
  delete from public.profiles where user_id = (select auth.uid());
end
$$;
