/**
 * The store's requests to Supabase's REST API. Row-level security limits them
 * to the signed-in user's rows; the `user_id` filters only help the planner.
 * PostgREST's own retries are off (`retry(false)`): store.ts retries every
 * kind of request the same way.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Row, ShareDriver, StoreDriver } from '../store';
import { classifySupabaseError, PostgrestFailure, unwrap } from './postgrest-errors';

export function createSupabaseStoreDriver(client: SupabaseClient): StoreDriver {
  const table = (
    name:
      | 'profiles'
      | 'decisions'
      | 'risk_assessments'
      | 'reviews'
      | 'shared_packets'
      | 'second_opinions'
      | 'decision_shares',
  ) => client.from(name);

  const shares: ShareDriver = {
    // No owner_id: the column defaults to the caller, and the API may not set it.
    insertShare: async (_userId, row) =>
      unwrap(
        await table('decision_shares')
          .insert({ id: row.id, decision_id: row.decision_id, reviewer_email: row.reviewer_email, packet: row.packet })
          .select()
          .single<Row>(),
      ),

    getShareRow: async (_userId, id) =>
      unwrap(await table('decision_shares').select('*').eq('id', id).retry(false).maybeSingle<Row>()),

    listMyShareRows: async (userId) =>
      unwrap(
        await table('decision_shares')
          .select('*')
          .eq('owner_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    // Row-level security shows the caller's own shares and the active ones addressed to them: the latter are the others.
    listSharesWithMeRows: async (userId) =>
      unwrap(
        await table('decision_shares')
          .select('*')
          .neq('owner_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    // A share revoked already keeps its first date (the table's trigger).
    revokeShare: async (userId, id) => {
      unwrap(
        await table('decision_shares')
          .update({ revoked_at: new Date().toISOString() })
          .eq('owner_id', userId)
          .eq('id', id),
      );
    },

    respondToShare: async (_userId, id, response) =>
      unwrap(await client.rpc('respond_to_share', { share_id: id, response })) as Row,
  };

  return {
    classify: classifySupabaseError,
    sqlState: (error) => (error instanceof PostgrestFailure && error.code ? error.code : null),

    getProfileRow: async (userId) =>
      unwrap(await table('profiles').select('*').eq('user_id', userId).retry(false).maybeSingle<Row>()),

    insertProfileIfMissing: async (userId, row) => {
      unwrap(
        await table('profiles').upsert({ ...row, user_id: userId }, { onConflict: 'user_id', ignoreDuplicates: true }),
      );
    },

    upsertProfile: async (userId, row) =>
      unwrap(
        await table('profiles')
          .upsert({ ...row, user_id: userId }, { onConflict: 'user_id' })
          .select()
          .single<Row>(),
      ),

    listDecisionRows: async (userId) =>
      unwrap(
        await table('decisions')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    searchDecisionIds: async (_userId, query) =>
      (unwrap(await client.rpc('search_decisions', { query })) as string[] | null) ?? [],

    // The function filters by the caller's own id (auth.uid()), as row-level security would.
    listDecisionSummaryRows: async (_userId, answerKeys, limit) =>
      (unwrap(
        limit === undefined
          ? await client.rpc('decision_summaries', { answer_keys: [...answerKeys] })
          : await client.rpc('decision_summaries_page', { answer_keys: [...answerKeys], page_size: limit }),
      ) as Row[] | null) ?? [],

    countDecisions: async () => {
      const [counts] = (unwrap(await client.rpc('decision_counts')) as Row[] | null) ?? [];
      return { total: Number(counts?.total ?? 0), completed: Number(counts?.completed ?? 0) };
    },

    getDecisionRow: async (userId, id) =>
      unwrap(await table('decisions').select('*').eq('user_id', userId).eq('id', id).retry(false).maybeSingle<Row>()),

    insertDecision: async (userId, row) =>
      unwrap(
        await table('decisions')
          .insert({ ...row, user_id: userId })
          .select()
          .single<Row>(),
      ),

    // The function sets them only when they changed, so an unchanged list writes nothing.
    setDecisionTags: async (_userId, id, tags) =>
      (unwrap(await client.rpc('set_decision_tags', { p_id: id, p_tags: tags })) as string[] | null) ?? null,

    updateDecision: async (userId, id, version, row) => {
      const rows = unwrap(
        await table('decisions')
          .update(row)
          .eq('user_id', userId)
          .eq('id', id)
          .eq('version', version)
          .select()
          .returns<Row[]>(),
      );
      return rows?.[0] ?? null;
    },

    deleteDecision: async (userId, id, version) => {
      const rows = unwrap(
        await table('decisions')
          .delete()
          .eq('user_id', userId)
          .eq('id', id)
          .eq('version', version)
          .select('id')
          .returns<Row[]>(),
      );
      return (rows?.length ?? 0) > 0;
    },

    listRiskAssessmentRows: async (userId) =>
      unwrap(
        await table('risk_assessments')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: true })
          .order('id', { ascending: true })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    insertRiskAssessment: async (userId, row) => {
      const rows = unwrap(
        await table('risk_assessments')
          .upsert({ ...row, user_id: userId }, { onConflict: 'user_id,id', ignoreDuplicates: true })
          .select()
          .returns<Row[]>(),
      );
      return rows?.[0] ?? null;
    },

    deleteRiskAssessment: async (userId, id) => {
      unwrap(await table('risk_assessments').delete().eq('user_id', userId).eq('id', id));
    },

    listReviewRows: async (userId) =>
      unwrap(
        await table('reviews')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    getReviewRow: async (userId, id) =>
      unwrap(await table('reviews').select('*').eq('user_id', userId).eq('id', id).retry(false).maybeSingle<Row>()),

    insertReview: async (userId, row) => {
      const rows = unwrap(
        await table('reviews')
          .upsert({ ...row, user_id: userId }, { onConflict: 'user_id,id', ignoreDuplicates: true })
          .select()
          .returns<Row[]>(),
      );
      return rows?.[0] ?? null;
    },

    listSharedPacketRows: async (userId) =>
      unwrap(
        await table('shared_packets')
          .select('*')
          .eq('user_id', userId)
          .order('received_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    receivePacket: async (userId, packetId, packet) => {
      const rows = unwrap(
        await table('shared_packets')
          .upsert(
            { user_id: userId, packet_id: packetId, packet },
            { onConflict: 'user_id,packet_id', ignoreDuplicates: true },
          )
          .select()
          .returns<Row[]>(),
      );
      const stored =
        rows?.[0] ??
        unwrap(
          await table('shared_packets')
            .select('*')
            .eq('user_id', userId)
            .eq('packet_id', packetId)
            .retry(false)
            .maybeSingle<Row>(),
        );
      if (!stored) throw new Error('packet insert returned no row');
      return stored;
    },

    updateSharedPacket: async (userId, id, columns) => {
      const rows = unwrap(
        await table('shared_packets').update(columns).eq('user_id', userId).eq('id', id).select().returns<Row[]>(),
      );
      return rows?.[0] ?? null;
    },

    deleteSharedPacket: async (userId, id) => {
      unwrap(await table('shared_packets').delete().eq('user_id', userId).eq('id', id));
    },

    listSecondOpinionRows: async (userId) =>
      unwrap(
        await table('second_opinions')
          .select('*')
          .eq('user_id', userId)
          .order('imported_at', { ascending: false })
          .order('id', { ascending: false })
          .retry(false)
          .returns<Row[]>(),
      ) ?? [],

    getSecondOpinionRow: async (userId, id) =>
      unwrap(
        await table('second_opinions').select('*').eq('user_id', userId).eq('id', id).retry(false).maybeSingle<Row>(),
      ),

    insertSecondOpinion: async (userId, row) => {
      const rows = unwrap(
        await table('second_opinions')
          .upsert({ ...row, user_id: userId }, { onConflict: 'user_id,id', ignoreDuplicates: true })
          .select()
          .returns<Row[]>(),
      );
      return rows?.[0] ?? null;
    },

    shares,

    storageStats: async () => unwrap(await client.rpc('my_storage_stats').retry(false)) as Row,

    deleteAllData: async () => {
      unwrap(await client.rpc('delete_my_data'));
    },

    // One RPC, so the whole import (with replace: the deletion too) is one transaction.
    importData: async (_userId, data, mode) => {
      unwrap(
        await client.rpc('import_my_data', {
          p_profile: data.profile,
          p_decisions: data.decisions,
          p_risk_assessments: data.riskAssessments,
          p_replace: mode === 'replace',
          p_reviews: data.reviews,
          p_shared_packets: data.sharedPackets,
          p_second_opinions: data.secondOpinions,
        }),
      );
    },
  };
}
