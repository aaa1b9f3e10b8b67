/**
 * The store's queries on the embedded database. Every query runs as the
 * signed-in user (role `authenticated` with their claims), so the same
 * row-level security as on Supabase limits it; the `user_id = $1` filters
 * only help the planner use the indexes.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { Row, ShareDriver, StoreDriver } from '../store';
import { asRole, literal, readAsRole, readRowsAsRole, textArray } from './as-role';
import { importBatches } from './import-batches';
import { classifyLocalError, sqlStateOf } from './pg-errors';
import type { SqlClient } from './sql-client';

/** What a save writes; the forecast's date is never among them (the database stamps it). */
const DECISION_COLUMNS = [
  'name',
  'bank_id',
  'bank_version',
  'stage',
  'answers',
  'completed',
  'evaluated',
  'evaluation_score',
  'evaluation_result',
  'forecast',
] as const;

const ASSESSMENT_COLUMNS = [
  'id',
  'bank_id',
  'bank_version',
  'score',
  'type',
  'name',
  'answers',
  'result',
  'created_at',
] as const;

const REVIEW_COLUMNS = ['id', 'decision_id', 'bank_id', 'bank_version', 'answers'] as const;

async function one(tx: Transaction, sql: string, params: unknown[]): Promise<Row | null> {
  return (await tx.query<Row>(sql, params)).rows[0] ?? null;
}

async function insertDecisionRow(tx: Transaction, userId: string, row: Row, onConflict = '') {
  return one(
    tx,
    `insert into public.decisions (user_id, id, ${DECISION_COLUMNS.join(', ')}, created_at)
     values ($1, $2, ${DECISION_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, coalesce($${DECISION_COLUMNS.length + 3}::timestamptz, now()))
     ${onConflict} returning *`,
    [userId, row.id, ...DECISION_COLUMNS.map((column) => row[column]), row.created_at ?? null],
  );
}

async function insertAssessmentRow(tx: Transaction, userId: string, row: Row) {
  return one(
    tx,
    `insert into public.risk_assessments (user_id, ${ASSESSMENT_COLUMNS.join(', ')})
     values ($1, ${ASSESSMENT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
     on conflict (user_id, id) do nothing returning *`,
    [userId, ...ASSESSMENT_COLUMNS.map((column) => row[column])],
  );
}

async function upsertProfileRow(tx: Transaction, userId: string, row: Row, update: boolean) {
  return one(
    tx,
    `insert into public.profiles (user_id, name, risk_tolerance, preferred_strategies) values ($1, $2, $3, $4)
     on conflict (user_id) do ${
       update
         ? 'update set name = excluded.name, risk_tolerance = excluded.risk_tolerance, preferred_strategies = excluded.preferred_strategies'
         : 'nothing'
     }
     returning *`,
    [userId, row.name, row.risk_tolerance, row.preferred_strategies],
  );
}

export interface LocalStoreDriverOptions {
  /** The size of an import's batches, in characters of JSON (tests make it small to write many). */
  importBatchChars?: number;
  /**
   * Sharing by invitation, when given (`createLocalShareDriver`). The app's
   * embedded runtime offers none (one browser's accounts meet nobody); the store
   * contract passes it to run the share rules on the same SQL Supabase runs.
   */
  shares?: (db: SqlClient) => ShareDriver;
}

/** Every table an import writes, the decisions' search text (written by the database beside them) included. */
const IMPORTED_TABLES = [
  'public.profiles',
  'public.decisions',
  'public.decision_search',
  'public.risk_assessments',
  'public.reviews',
  'public.shared_packets',
  'public.second_opinions',
] as const;

/**
 * After an import, leaves its rows the way autovacuum would, which the
 * embedded database (Postgres in single-user mode) never runs. Without it
 * every row written still needs its writer looked up in the commit log, and
 * each reload's first read of a table does that for every row and marks every
 * page changed in memory only, where the reload discards it: 10,000 decisions
 * cost the journal's counts about 0.7 s on every visit. VACUUM records the
 * rows as visible to all (and ANALYZE gives the planner their number); the
 * CHECKPOINT writes those pages to the data files, so the flush after it
 * stores them and the next open has no log to replay. It deletes the log
 * files it no longer needs instead of keeping them for reuse (wal_recycle):
 * every open loads every stored file, and 10,000 decisions left some forty
 * 1 MB files of log behind, kept for good. Both run as the connection's own
 * role, the tables' owner: VACUUM outside any transaction, as it must, the
 * CHECKPOINT in one of its own, so the setting ends with it. A failure only
 * leaves the data slower to read: the import has committed, so it is not
 * reported.
 */
async function settleImportedRows(db: SqlClient): Promise<void> {
  try {
    await db.query(`vacuum (analyze) ${IMPORTED_TABLES.join(', ')}`);
    await db.transaction(async (tx) => {
      await tx.exec('set local wal_recycle = off; checkpoint');
    });
  } catch {
    // Nothing to undo: see above.
  }
}

async function all(tx: Transaction, sql: string, params: unknown[]): Promise<Row[]> {
  return (await tx.query<Row>(sql, params)).rows;
}

export function createLocalStoreDriver(db: SqlClient, options: LocalStoreDriverOptions = {}): StoreDriver {
  const as = <T>(userId: string, work: (tx: Transaction) => Promise<T>) =>
    asRole(db, { role: 'authenticated', userId }, work);
  /** One statement as the user, in one message: for the reads that open the journal and search it. */
  const read = async (userId: string, sql: string) =>
    (await readAsRole(db, { role: 'authenticated', userId }, sql)).rows as Row[];
  /** For the lists that grow with the journal. */
  const readRows = (userId: string, sql: string): Promise<Row[]> =>
    readRowsAsRole(db, { role: 'authenticated', userId }, sql);

  return {
    classify: classifyLocalError,
    sqlState: sqlStateOf,

    getProfileRow: async (userId) =>
      (await read(userId, `select * from public.profiles where user_id = ${literal(userId)}`))[0] ?? null,

    insertProfileIfMissing: async (userId, row) => {
      await as(userId, (tx) => upsertProfileRow(tx, userId, row, false));
    },

    upsertProfile: (userId, row) =>
      as(userId, async (tx) => {
        const saved = await upsertProfileRow(tx, userId, row, true);
        if (!saved) throw new Error('profile upsert returned no row');
        return saved;
      }),

    listDecisionRows: (userId) =>
      as(
        userId,
        async (tx) =>
          (
            await tx.query<Row>('select * from public.decisions where user_id = $1 order by created_at desc, id desc', [
              userId,
            ])
          ).rows,
      ),

    searchDecisionIds: async (userId, query) =>
      (await read(userId, `select id from public.search_decisions(${literal(query)}) as id`)).map((row) =>
        String(row.id),
      ),

    listDecisionSummaryRows: (userId, answerKeys, limit) => {
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
        return Promise.reject(new RangeError(`a page of ${limit} decisions`));
      }
      const keys = textArray(answerKeys);
      return readRows(
        userId,
        limit === undefined
          ? `select * from public.decision_summaries(${keys})`
          : `select * from public.decision_summaries_page(${keys}, ${limit})`,
      );
    },

    countDecisions: async (userId) => {
      const [counts] = await read(userId, 'select total, completed from public.decision_counts()');
      return { total: Number(counts?.total ?? 0), completed: Number(counts?.completed ?? 0) };
    },

    getDecisionRow: (userId, id) =>
      as(userId, (tx) => one(tx, 'select * from public.decisions where user_id = $1 and id = $2', [userId, id])),

    insertDecision: (userId, row) =>
      as(userId, async (tx) => {
        const saved = await insertDecisionRow(tx, userId, row);
        if (!saved) throw new Error('decision insert returned no row');
        return saved;
      }),

    setDecisionTags: (userId, id, tags) =>
      as(userId, async (tx) => {
        const row = await one(tx, 'select public.set_decision_tags($1, $2) as tags', [id, tags]);
        return (row?.tags as string[] | null | undefined) ?? null;
      }),

    updateDecision: (userId, id, version, row) =>
      as(userId, (tx) =>
        one(
          tx,
          `update public.decisions set ${DECISION_COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ')}
           where user_id = $1 and id = $2 and version = $3 returning *`,
          [userId, id, version, ...DECISION_COLUMNS.map((column) => row[column])],
        ),
      ),

    deleteDecision: async (userId, id, version) =>
      as(userId, async (tx) => {
        const result = await tx.query(
          'delete from public.decisions where user_id = $1 and id = $2 and version = $3 returning id',
          [userId, id, version],
        );
        return result.rows.length > 0;
      }),

    listRiskAssessmentRows: (userId) =>
      read(userId, `select * from public.risk_assessments where user_id = ${literal(userId)} order by created_at, id`),

    insertRiskAssessment: (userId, row) => as(userId, (tx) => insertAssessmentRow(tx, userId, row)),

    deleteRiskAssessment: async (userId, id) => {
      await as(userId, (tx) =>
        tx.query('delete from public.risk_assessments where user_id = $1 and id = $2', [userId, id]),
      );
    },

    listReviewRows: (userId) =>
      readRows(
        userId,
        `select * from public.reviews where user_id = ${literal(userId)} order by created_at desc, id desc`,
      ),

    getReviewRow: (userId, id) =>
      as(userId, (tx) => one(tx, 'select * from public.reviews where user_id = $1 and id = $2', [userId, id])),

    insertReview: (userId, row) =>
      as(userId, (tx) =>
        one(
          tx,
          `insert into public.reviews (user_id, ${REVIEW_COLUMNS.join(', ')})
           values ($1, ${REVIEW_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
           on conflict (user_id, id) do nothing returning *`,
          [userId, ...REVIEW_COLUMNS.map((column) => row[column])],
        ),
      ),

    listSharedPacketRows: (userId) =>
      as(userId, (tx) =>
        all(tx, 'select * from public.shared_packets where user_id = $1 order by received_at desc, id desc', [userId]),
      ),

    receivePacket: (userId, packetId, packet) =>
      as(userId, async (tx) => {
        const row =
          (await one(
            tx,
            `insert into public.shared_packets (packet_id, packet) values ($1, $2)
             on conflict (user_id, packet_id) do nothing returning *`,
            [packetId, packet],
          )) ??
          (await one(tx, 'select * from public.shared_packets where user_id = $1 and packet_id = $2', [
            userId,
            packetId,
          ]));
        if (!row) throw new Error('packet insert returned no row');
        return row;
      }),

    updateSharedPacket: (userId, id, columns) => {
      const names = Object.keys(columns).filter((name) => name === 'forecast' || name === 'response');
      return as(userId, (tx) =>
        one(
          tx,
          `update public.shared_packets set ${names.map((name, i) => `${name} = $${i + 3}`).join(', ')}
           where user_id = $1 and id = $2 returning *`,
          [userId, id, ...names.map((name) => columns[name])],
        ),
      );
    },

    deleteSharedPacket: async (userId, id) => {
      await as(userId, (tx) =>
        tx.query('delete from public.shared_packets where user_id = $1 and id = $2', [userId, id]),
      );
    },

    listSecondOpinionRows: (userId) =>
      as(userId, (tx) =>
        all(tx, 'select * from public.second_opinions where user_id = $1 order by imported_at desc, id desc', [userId]),
      ),

    getSecondOpinionRow: (userId, id) =>
      as(userId, (tx) => one(tx, 'select * from public.second_opinions where user_id = $1 and id = $2', [userId, id])),

    insertSecondOpinion: (userId, row) =>
      as(userId, (tx) =>
        one(
          tx,
          `insert into public.second_opinions (id, decision_id, response) values ($1, $2, $3)
           on conflict (user_id, id) do nothing returning *`,
          [row.id, row.decision_id, row.response],
        ),
      ),

    ...(options.shares ? { shares: options.shares(db) } : {}),

    storageStats: (userId) =>
      as(userId, async (tx) => (await one(tx, 'select public.my_storage_stats() as stats', []))?.stats as Row),

    deleteAllData: async (userId) => {
      await as(userId, (tx) => tx.query('select public.delete_my_data()'));
    },

    // The same SQL function as on Supabase, called once a batch (see import-batches.ts), all in one transaction:
    // a file imports completely or not at all. The first call writes the profile and, with replace, deletes first.
    importData: async (userId, data, mode, onWritten) => {
      await as(userId, async (tx) => {
        let written = 0;
        let first = true;
        for (const batch of importBatches(data, options.importBatchChars)) {
          await tx.query(
            'select public.import_my_data($1::jsonb, $2::jsonb, $3::jsonb, $4, $5::jsonb, $6::jsonb, $7::jsonb)',
            [
              first && data.profile !== null ? JSON.stringify(data.profile) : null,
              batch.decisions,
              batch.riskAssessments,
              first && mode === 'replace',
              batch.reviews,
              batch.sharedPackets,
              batch.secondOpinions,
            ],
          );
          first = false;
          written += batch.records;
          onWritten?.(written);
        }
      });
      await settleImportedRows(db);
    },
  };
}
