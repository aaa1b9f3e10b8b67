-- An export's second opinions come back with import_my_data: the packets a
-- reviewer received (with their forecast and response) and the responses an
-- investor imported. Importing the same file again adds nothing; a replacing
-- import deletes what was there and brings the file's back; a second opinion
-- whose decision is neither in the file nor the account is refused with its
-- own code, and nothing of the file stays. Each user imports only into their
-- own rows.
begin;
create extension if not exists pgtap with schema extensions;
select plan(14);

insert into auth.users (id, email, encrypted_password, email_confirmed_at) values
  ('a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', 'x', now()),
  ('b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'x', now());

-- What the app sends: one completed decision, a packet received with its
-- forecast and response, and a second opinion of the decision.
create temp table file (decisions jsonb, shared jsonb, opinions jsonb);
insert into file values (
  '[{"id": "done", "name": "Moutai", "bank_id": "b", "bank_version": "1", "stage": 7,
     "answers": {"1-1": "Brand", "8-1": "70"}, "completed": true, "evaluated": false,
     "forecast": {"8-1": "70"}, "created_at": "2025-05-01T00:00:00Z", "updated_at": "2025-05-01T00:00:00Z"}]',
  '[{"packet_id": "pk-1", "received_at": "2025-06-01T08:00:00Z", "forecast": {"8-1": "40"},
     "packet": {"format": "investment-checkpoint-review-packet", "version": 1, "packetId": "pk-1",
                "createdAt": "2025-06-01T00:00:00Z", "from": "Carol", "hash": "sha256:00",
                "decision": {"id": "carols", "name": "Gold", "bankId": "b", "bankVersion": "1",
                             "answers": {"1-1": "Hedge"}, "evaluationResult": null, "createdAt": "2025-05-01T00:00:00Z"}},
     "response": {"format": "investment-checkpoint-review-response", "version": 1, "id": "resp-b", "packetId": "pk-1",
                  "packetHash": "sha256:00", "decisionId": "carols", "reviewer": "Alice",
                  "respondedAt": "2025-06-02T00:00:00Z", "forecast": {"8-1": "40"},
                  "critique": {"bankId": "critique", "bankVersion": "1.0.0", "answers": {"c-1": "Hm"}}}}]',
  '[{"id": "resp-1", "decision_id": "done", "imported_at": "2025-06-03T00:00:00Z",
     "response": {"format": "investment-checkpoint-review-response", "version": 1, "id": "resp-1", "packetId": "pk-9",
                  "packetHash": "sha256:00", "decisionId": "done", "reviewer": "Bob",
                  "respondedAt": "2025-06-02T00:00:00Z", "forecast": {"8-1": "35"},
                  "critique": {"bankId": "critique", "bankVersion": "1.0.0", "answers": {"c-1": "Too optimistic"}}}}]'
);
grant select on file to authenticated;

select ok(
  not has_function_privilege('anon', 'public.import_my_data(jsonb, jsonb, jsonb, boolean, jsonb, jsonb, jsonb)', 'execute'),
  'anon may not import'
);
select is(
  (select count(*)::int from pg_proc where proname = 'import_my_data' and pronamespace = 'public'::regnamespace),
  1,
  'one import function: the one taking second opinions replaced the one before'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "a1a1a1a1-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);

select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', false, '[]', shared, opinions) from file$$,
  'Alice imports a file with a received packet and a second opinion'
);
select results_eq(
  $$select packet_id, received_at, forecast, response ->> 'id' from public.shared_packets$$,
  $$values ('pk-1', '2025-06-01T08:00:00Z'::timestamptz, '{"8-1": "40"}'::jsonb, 'resp-b')$$,
  'the packet comes back as received, with her forecast and her response'
);
select results_eq(
  $$select id, decision_id, imported_at, response ->> 'reviewer' from public.second_opinions$$,
  $$values ('resp-1', 'done', '2025-06-03T00:00:00Z'::timestamptz, 'Bob')$$,
  'the second opinion comes back beside its decision, with the date it was first imported'
);
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', false, '[]', shared, opinions) from file$$,
  'the same file again'
);
select is(
  (select count(*)::int from public.shared_packets) + (select count(*)::int from public.second_opinions),
  2,
  'adds nothing'
);
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', true, '[]', shared, opinions) from file$$,
  'a replacing import of the same file'
);
select is(
  (select count(*)::int from public.shared_packets) + (select count(*)::int from public.second_opinions),
  2,
  'deletes what was there and brings the file''s back'
);

select throws_ok(
  $$select public.import_my_data(null, '[]', '[]', false, '[]', '[]',
      (select jsonb_set(opinions, '{0,decision_id}', '"gone"') from file))$$,
  'IC008',
  'second-opinion-decision-missing',
  'a second opinion of a decision neither in the file nor the account is refused with its own code'
);
select throws_ok(
  $$select public.import_my_data(null, '[]', '[]', true, '[]', '[]',
      (select jsonb_set(jsonb_set(opinions, '{0,decision_id}', '"gone"'), '{0,id}', '"resp-2"') from file))$$,
  'IC008',
  null,
  'and a replacing import of such a file too'
);
select is(
  (select count(*)::int from public.decisions) + (select count(*)::int from public.second_opinions),
  2,
  'which deleted nothing: the refusal undid the whole call'
);

-- Bob imports the same file: rows of his own, beside Alice's.
select set_config('request.jwt.claims', '{"sub": "b2b2b2b2-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
select lives_ok(
  $$select public.import_my_data(null, decisions, '[]', false, '[]', shared, opinions) from file$$,
  'Bob imports the same file'
);
select is(
  (select count(*)::int from public.shared_packets) + (select count(*)::int from public.second_opinions),
  2,
  'and sees only his own copies'
);

select * from finish();
rollback;
