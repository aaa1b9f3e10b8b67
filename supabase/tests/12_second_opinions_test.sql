-- Second opinions. A reviewer's received packets (shared_packets) and an
-- investor's imported responses (second_opinions) are their own rows, seen and
-- changed by nobody else; a packet received twice is one row; the reviewer's
-- forecast is fixed once given, and nothing changes once they answered. A
-- share (decision_shares) shows the reviewer exactly the packet the owner
-- built and nothing of the owner's decisions, takes one response through
-- respond_to_share, and shows nothing once revoked; a stranger sees nothing.
begin;
create extension if not exists pgtap with schema extensions;
select plan(69);

insert into auth.users (id, email, encrypted_password, email_confirmed_at) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x', now()),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x', now()),
  ('c3c3c3c3-cccc-4ccc-8ccc-cccccccccccc', 'carol@example.com', 'x', now()),
  -- Signed up, but never confirmed the address.
  ('d4d4d4d4-dddd-4ddd-8ddd-dddddddddddd', 'dave@example.com', 'x', null);

-- What the apps write: a packet of Alice's completed decision (without its
-- forecast), and Bob's response to it.
create temp table fx (packet jsonb, response jsonb);
insert into fx values (
  '{"format": "investment-checkpoint-review-packet", "version": 1, "packetId": "pk-1",
    "createdAt": "2025-06-01T00:00:00Z", "from": "Alice", "hash": "sha256:00",
    "decision": {"id": "done", "name": "Moutai", "bankId": "b", "bankVersion": "1",
                 "answers": {"1-1": "Brand"}, "evaluationResult": null, "createdAt": "2025-05-01T00:00:00Z"}}',
  '{"format": "investment-checkpoint-review-response", "version": 1, "id": "resp-1", "packetId": "pk-1",
    "packetHash": "sha256:00", "decisionId": "done", "reviewer": "Bob", "respondedAt": "2025-06-02T00:00:00Z",
    "forecast": {"8-1": "40"},
    "critique": {"bankId": "critique", "bankVersion": "1.0.0", "answers": {"c-1": "Too optimistic"}}}'
);
grant select on fx to authenticated;

select is_definer('public', 'respond_to_share', array['uuid', 'jsonb'], 'a response to a share is written as the table owner');
select is(
  (select proconfig from pg_proc where oid = 'public.respond_to_share(uuid, jsonb)'::regprocedure),
  array['search_path=""'],
  'with an empty search path'
);
select ok(
  not has_function_privilege('anon', 'public.respond_to_share(uuid, jsonb)', 'execute'),
  'anon may not respond to a share'
);
select ok(
  not has_function_privilege('anon', 'internal.my_email()', 'execute'),
  'anon may not ask for an e-mail'
);

set local role authenticated;

-- Alice: a completed decision with a fixed forecast.
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
insert into public.decisions (id, name, bank_id, bank_version, stage, completed, answers, forecast)
values ('done', 'Moutai', 'b', '1', 7, true, '{"1-1": "Brand", "8-1": "70"}', '{"8-1": "70"}');
insert into public.decisions (id, name, bank_id, bank_version) values ('other', 'Secret plan', 'b', '1');

-- ---------------------------------------------------------------------------
-- shared_packets, Bob's side.
select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);

select lives_ok(
  $$insert into public.shared_packets (packet_id, packet) select 'pk-1', packet from fx$$,
  'Bob receives a packet'
);
select is(
  (select count(*)::int from public.shared_packets
     where user_id = 'b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb' and forecast is null and response is null),
  1,
  'it is his, with no forecast or response yet'
);
select is_empty(
  $$insert into public.shared_packets (packet_id, packet) select 'pk-1', packet from fx
    on conflict (user_id, packet_id) do nothing returning id$$,
  'receiving the same packet again adds nothing'
);
select throws_ok(
  $$insert into public.shared_packets (packet_id, packet) select 'pk-2', packet from fx$$,
  '23514', null, 'a packet is stored under its own id'
);
select throws_ok(
  $$insert into public.shared_packets (packet_id, packet) values ('pk-x', '[1, 2]')$$,
  '23514', null, 'a packet is an object'
);
select throws_ok(
  $$insert into public.shared_packets (packet_id, packet)
    select 'pk-big', jsonb_set(packet, '{packetId}', '"pk-big"') || jsonb_build_object('pad', repeat('x', 1000001)) from fx$$,
  '23514', null, 'a packet has a size limit'
);
select throws_ok(
  $$update public.shared_packets set forecast = '{"8-1": 40}'$$,
  '23514', null, 'a forecast is an answers map (texts)'
);
select lives_ok($$update public.shared_packets set forecast = '{"8-1": "40"}'$$, 'Bob gives his forecast');
select throws_ok(
  $$update public.shared_packets set forecast = '{"8-1": "90"}'$$,
  'IC005', null, 'once given, his forecast is fixed'
);
select throws_ok(
  $$update public.shared_packets set response = jsonb_set(fx.response, '{forecast}', '{"8-1": "90"}') from fx$$,
  'IC005', null, 'a response cannot bring another forecast'
);
select throws_ok(
  $$update public.shared_packets set packet = '{}'$$,
  '42501', null, 'the packet received cannot be changed'
);
select throws_ok(
  $$update public.shared_packets set response = jsonb_set(fx.response, '{decisionId}', '"other"') from fx$$,
  '23514', null, 'a response is about the packet''s decision'
);
select lives_ok($$update public.shared_packets set response = fx.response from fx$$, 'Bob responds');
select ok(
  (select responded_at is not null from public.shared_packets where packet_id = 'pk-1'),
  'the database stamps when he responded'
);
select throws_ok(
  $$update public.shared_packets set response = jsonb_set(response, '{reviewer}', '"Robert"')$$,
  'IC004', null, 'once answered, the response no longer changes'
);
select throws_ok(
  $$update public.shared_packets set forecast = null$$,
  'IC004', null, 'nor the forecast'
);

-- ---------------------------------------------------------------------------
-- second_opinions, Alice's side.
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
select is_empty($$select 1 from public.shared_packets$$, 'Alice sees nothing of Bob''s received packets');
select is_empty($$update public.shared_packets set forecast = null returning id$$, 'nor changes them');
select is_empty($$delete from public.shared_packets returning id$$, 'nor deletes them');

select lives_ok(
  $$insert into public.second_opinions (id, decision_id, response) select 'resp-1', 'done', response from fx$$,
  'Alice imports Bob''s response beside her decision'
);
select throws_ok(
  $$insert into public.second_opinions (id, decision_id, response) select 'resp-1', 'done', response from fx$$,
  '23505', null, 'the same response twice is one row'
);
select throws_ok(
  $$insert into public.second_opinions (id, decision_id, response)
    select 'resp-2', 'gone', jsonb_set(jsonb_set(response, '{id}', '"resp-2"'), '{decisionId}', '"gone"') from fx$$,
  'IC002', null, 'a response to a decision she does not have is refused'
);
select throws_ok(
  $$insert into public.second_opinions (id, decision_id, response) select 'resp-3', 'done', response from fx$$,
  '23514', null, 'a second opinion is stored under its response''s id'
);
select throws_ok(
  $$update public.second_opinions set imported_at = now()$$,
  '42501', null, 'an imported second opinion is never edited'
);

select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
select is_empty($$select 1 from public.second_opinions$$, 'Bob sees nothing of Alice''s second opinions');
select throws_ok(
  $$insert into public.second_opinions (id, decision_id, response) select 'resp-1', 'done', response from fx$$,
  'IC002', null, 'nor can he import one beside her decision'
);
select throws_ok(
  $$insert into public.second_opinions (user_id, id, decision_id, response)
    select 'a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'resp-9', 'done', jsonb_set(response, '{id}', '"resp-9"') from fx$$,
  'IC002', null, 'nor write one as her (her decision is hidden from him)'
);

-- ---------------------------------------------------------------------------
-- decision_shares: Alice shares her decision with Bob (his address in another case).
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
select throws_ok(
  $$insert into public.decision_shares (decision_id, reviewer_email, packet)
    select 'done', 'bob@example.com', jsonb_set(packet, '{decision,answers,8-1}', '"70"') from fx$$,
  '23514', null, 'a packet holding the decision''s forecast is refused'
);
select throws_ok(
  $$insert into public.decision_shares (decision_id, reviewer_email, packet)
    select 'done', 'not an address', packet from fx$$,
  '23514', null, 'a share goes to an e-mail address'
);
select throws_ok(
  $$insert into public.decision_shares (decision_id, reviewer_email, packet, response)
    select 'done', 'bob@example.com', packet, response from fx$$,
  '42501', null, 'the owner cannot write a response herself'
);
select lives_ok(
  $$insert into public.decision_shares (id, decision_id, reviewer_email, packet)
    select 'd0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', 'done', 'Bob@Example.COM', packet from fx$$,
  'Alice shares her completed decision with Bob'
);
select is((select count(*)::int from public.decision_shares), 1, 'she sees her share');

-- Carol: a decision of her own, which Alice cannot share.
select set_config('request.jwt.claims', '{"sub": "c3c3c3c3-cccc-4ccc-8ccc-cccccccccccc", "role": "authenticated"}', true);
insert into public.decisions (id, name, bank_id, bank_version) values ('carols', 'Carol''s', 'b', '1');
select throws_ok(
  $$insert into public.decision_shares (decision_id, reviewer_email, packet)
    select 'done', 'carol@example.com', packet from fx$$,
  'IC002', null, 'Carol cannot share Alice''s decision (she has no such decision)'
);
select is_empty($$select 1 from public.decision_shares$$, 'the stranger sees no share');
select is_empty($$select 1 from public.decisions where user_id <> 'c3c3c3c3-cccc-4ccc-8ccc-cccccccccccc'$$,
  'nor anyone else''s decision');
select throws_ok(
  $$select public.respond_to_share('d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', response) from fx$$,
  'IC006', null, 'the stranger cannot respond to the share'
);
select is_empty(
  $$update public.decision_shares set revoked_at = now() returning id$$,
  'nor revoke it'
);

-- Bob, the reviewer.
select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
select results_eq(
  $$select id, packet from public.decision_shares$$,
  $$select 'd0d0d0d0-dddd-4ddd-8ddd-dddddddddddd'::uuid, packet from fx$$,
  'the reviewer reads the packet shared with him (his address compared in any case)'
);
select is_empty($$select 1 from public.decisions$$, 'and no row of the owner''s decisions, so never her forecast');
select ok(
  (select packet -> 'decision' -> 'answers' ? '8-1' from public.decision_shares) is false,
  'the packet he reads holds no forecast'
);
select is_empty(
  $$update public.decision_shares set revoked_at = now() returning id$$,
  'he cannot change the share'
);
select throws_ok(
  $$update public.decision_shares set packet = '{}'$$,
  '42501', null, 'nor its packet'
);
select is_empty($$delete from public.decision_shares returning id$$, 'nor delete it');
select is_empty($$update public.decisions set name = 'x' returning id$$, 'nor change the decision');
select throws_ok(
  $$select public.respond_to_share('d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', '{"id": "r"}')$$,
  '23514', null, 'a response has its shape'
);
select throws_ok(
  $$select public.respond_to_share('d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', jsonb_set(response, '{packetId}', '"pk-other"')) from fx$$,
  '23514', null, 'a response answers the packet shared'
);
select is(
  (select (public.respond_to_share('d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', response)).response from fx),
  (select response from fx),
  'the reviewer responds once'
);
select throws_ok(
  $$select public.respond_to_share('d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd', response) from fx$$,
  'IC007', null, 'and not a second time'
);
select ok(
  (select responded_at is not null from public.decision_shares),
  'the database stamps when he responded'
);

-- Alice reads the response and revokes the share.
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
select is((select response ->> 'id' from public.decision_shares), 'resp-1', 'the owner reads the response');
select throws_ok(
  $$update public.decision_shares set response = null$$,
  '42501', null, 'the owner cannot change the response'
);
select lives_ok(
  $$insert into public.decision_shares (id, decision_id, reviewer_email, packet)
    select 'e0e0e0e0-eeee-4eee-8eee-eeeeeeeeeeee', 'done', 'bob@example.com',
           jsonb_set(packet, '{packetId}', '"pk-2"') from fx$$,
  'she shares the decision with Bob again'
);
select lives_ok(
  $$update public.decision_shares set revoked_at = now() where id = 'e0e0e0e0-eeee-4eee-8eee-eeeeeeeeeeee'$$,
  'and revokes that share'
);
select lives_ok(
  $$update public.decision_shares set revoked_at = null where id = 'e0e0e0e0-eeee-4eee-8eee-eeeeeeeeeeee'$$,
  'a revoked share cannot be revived...'
);
select ok(
  (select revoked_at is not null from public.decision_shares where id = 'e0e0e0e0-eeee-4eee-8eee-eeeeeeeeeeee'),
  '...it stays revoked'
);

select lives_ok(
  $$insert into public.decision_shares (id, decision_id, reviewer_email, packet)
    select 'f0f0f0f0-ffff-4fff-8fff-ffffffffffff', 'done', 'dave@example.com',
           jsonb_set(packet, '{packetId}', '"pk-3"') from fx$$,
  'she shares it with Dave, who never confirmed his address'
);
select set_config('request.jwt.claims', '{"sub": "d4d4d4d4-dddd-4ddd-8ddd-dddddddddddd", "role": "authenticated"}', true);
select is_empty($$select 1 from public.decision_shares$$, 'an unconfirmed address sees no share made for it');
select throws_ok(
  $$select public.respond_to_share('f0f0f0f0-ffff-4fff-8fff-ffffffffffff',
      jsonb_set(jsonb_set(response, '{packetId}', '"pk-3"'), '{id}', '"resp-3"')) from fx$$,
  'IC006', null, 'nor answers it'
);

select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
select is(
  (select array_agg(id) from public.decision_shares),
  array['d0d0d0d0-dddd-4ddd-8ddd-dddddddddddd'::uuid],
  'the reviewer no longer sees the revoked share'
);
select throws_ok(
  $$select public.respond_to_share('e0e0e0e0-eeee-4eee-8eee-eeeeeeeeeeee',
      jsonb_set(jsonb_set(response, '{packetId}', '"pk-2"'), '{id}', '"resp-2"')) from fx$$,
  'IC006', null, 'and cannot respond to it'
);

-- Deleting all of one's data, and the decision, take these rows with them.
select lives_ok($$select public.delete_my_data()$$, 'Bob deletes all his data');
select is_empty($$select 1 from public.shared_packets$$, 'his received packets are gone');
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
select is(
  (select count(*)::int from public.decision_shares) + (select count(*)::int from public.second_opinions),
  4,
  'Alice''s shares and second opinions are untouched'
);
select lives_ok($$delete from public.decisions where id = 'done'$$, 'Alice deletes the decision');
select is(
  (select count(*)::int from public.decision_shares) + (select count(*)::int from public.second_opinions),
  0,
  'its shares and second opinions go with it'
);

select * from finish();
rollback;
