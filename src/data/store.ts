/**
 * The StorePort both runtimes share. A runtime supplies a StoreDriver (plain
 * queries on its own connection: SQL on PGlite, REST on Supabase); this file
 * adds what must behave identically everywhere: sign-in check, retries,
 * optimistic concurrency, shape checks on read, error messages.
 */

import { defaultProfile } from './default-profile';
import { ERROR_KEYS } from './error-keys';
import {
  decisionProblem,
  type FieldProblem,
  isReviewerEmail,
  normalizeTags,
  profileNameProblem,
  reviewAnswersProblem,
  riskAnswersProblem,
  searchQueryProblem,
  tagsProblem,
} from './limits';
import { runInSlices } from './main-thread-slices';
import { operationError, type StoreOperation } from './operation-errors';
import { EXPORT_SECOND_OPINION_KEYS, SECOND_OPINION_STORE_KEYS } from './packet-error-keys';
import type { SharePort, StorePort, UserDataExport } from './ports';
import { DEFAULT_RETRY, type RetryPolicy } from './retry';
import {
  decisionFromRow,
  decisionSummaryFromRow,
  decisionToImportRow,
  decisionToInsertRow,
  decisionToUpdateRow,
  profileFromRow,
  profileToRow,
  type Row,
  reviewFromRow,
  reviewToImportRow,
  reviewToInsertRow,
  riskAssessmentFromRow,
  riskAssessmentToRow,
  rowMatchesDecision,
  statsFromRow,
} from './rows';
import type { ReviewResponse, SharedPacket } from './second-opinion';
import {
  decisionShareFromRow,
  isAnswers,
  isReviewPacket,
  isReviewResponse,
  reviewPacketProblem,
  reviewResponseProblem,
  secondOpinionFromRow,
  secondOpinionToImportRow,
  sharedForecastProblem,
  sharedPacketFromRow,
  sharedPacketToImportRow,
} from './second-opinion-shapes';
import { isDecision, isProfile, isRiskAssessment, newReviewSchema } from './shapes';
import { signedInOperation } from './signed-in-operation';
import { createSkippedRowReporter, type SkippedKind, type SkippedRowReporter } from './skipped-rows';
import { StoreError, type StoreErrorCode } from './store-error';
import type { Decision, DecisionCounts, ImportMode, Profile, Session } from './types';

export type { Row } from './rows';

/** Plain data access for one signed-in user. Throws the runtime's raw errors; `classify` names them. */
export interface StoreDriver {
  classify(error: unknown): StoreErrorCode;
  /** The SQLSTATE the database raised, when the error carries one (the store reads the app's own codes). */
  sqlState(error: unknown): string | null;
  getProfileRow(userId: string): Promise<Row | null>;
  /** Inserts a profile with these columns unless the user already has one. */
  insertProfileIfMissing(userId: string, row: Row): Promise<void>;
  upsertProfile(userId: string, row: Row): Promise<Row>;
  /** Whole rows, newest first: what an export writes. */
  listDecisionRows(userId: string): Promise<Row[]>;
  /** Rows of the `decision_summaries` function, newest first; with `limit`, of `decision_summaries_page`: the newest that many. */
  listDecisionSummaryRows(userId: string, answerKeys: readonly string[], limit?: number): Promise<Row[]>;
  /** From the `decision_counts` function. */
  countDecisions(userId: string): Promise<DecisionCounts>;
  getDecisionRow(userId: string, id: string): Promise<Row | null>;
  /** Ids from the `search_decisions` function, newest first. */
  searchDecisionIds(userId: string, query: string): Promise<string[]>;
  /** Throws an error classified 'conflict' when the id exists. */
  insertDecision(userId: string, row: Row): Promise<Row>;
  /** The tags as stored, from the `set_decision_tags` function; null when the user has no decision with this id. */
  setDecisionTags(userId: string, id: string, tags: string[]): Promise<string[] | null>;
  /** Null when no row has this id and version (it moved on, or is gone). */
  updateDecision(userId: string, id: string, version: number, row: Row): Promise<Row | null>;
  /** Deletes only the row with this id and version; true when one was deleted. */
  deleteDecision(userId: string, id: string, version: number): Promise<boolean>;
  /** Oldest first. */
  listRiskAssessmentRows(userId: string): Promise<Row[]>;
  /** Null when an assessment with this id already exists (nothing written). */
  insertRiskAssessment(userId: string, row: Row): Promise<Row | null>;
  deleteRiskAssessment(userId: string, id: string): Promise<void>;
  /** Newest first. */
  listReviewRows(userId: string): Promise<Row[]>;
  getReviewRow(userId: string, id: string): Promise<Row | null>;
  /** Null when a review with this id already exists (nothing written). */
  insertReview(userId: string, row: Row): Promise<Row | null>;
  /** The user's received packets (shared_packets), newest first. */
  listSharedPacketRows(userId: string): Promise<Row[]>;
  /** Inserts the packet unless the user has one with this packet id; returns the stored row either way. */
  receivePacket(userId: string, packetId: string, packet: Row): Promise<Row>;
  /** Sets these columns (forecast, response) of the user's packet row; null when they have none with this id. */
  updateSharedPacket(userId: string, id: string, columns: Row): Promise<Row | null>;
  deleteSharedPacket(userId: string, id: string): Promise<void>;
  /** The user's imported second opinions, newest first. */
  listSecondOpinionRows(userId: string): Promise<Row[]>;
  getSecondOpinionRow(userId: string, id: string): Promise<Row | null>;
  /** Null when a second opinion with this id already exists (nothing written). */
  insertSecondOpinion(userId: string, row: Row): Promise<Row | null>;
  /** Present where the runtime offers sharing by invitation (see `SharePort`). */
  shares?: ShareDriver;
  storageStats(userId: string): Promise<Row>;
  deleteAllData(userId: string): Promise<void>;
  /**
   * In one transaction: with `merge`, writes the profile and adds the decisions, assessments,
   * reviews, shared packets and second opinions whose ids are new, keeping existing ones; with
   * `replace`, deletes the user's data first.
   */
  importData(
    userId: string,
    data: ImportRows,
    mode: ImportMode,
    /** A driver that writes in parts may tell, after each, how many records it has written (not yet committed). */
    onWritten?: (records: number) => void,
  ): Promise<void>;
}

/** An import's records as rows, each list as `import_my_data` takes it. */
export interface ImportRows {
  profile: Row | null;
  decisions: Row[];
  riskAssessments: Row[];
  reviews: Row[];
  sharedPackets: Row[];
  secondOpinions: Row[];
}

/** The queries behind `SharePort`, on the decision_shares table and its respond_to_share function. */
export interface ShareDriver {
  /** Throws an error classified 'conflict' when the id exists. */
  insertShare(userId: string, row: Row): Promise<Row>;
  /** A share the user may see (as its owner, or as its reviewer while it is active); null otherwise. */
  getShareRow(userId: string, id: string): Promise<Row | null>;
  /** The shares the user owns, newest first. */
  listMyShareRows(userId: string): Promise<Row[]>;
  /** The active shares addressed to the user and owned by someone else, newest first. */
  listSharesWithMeRows(userId: string): Promise<Row[]>;
  revokeShare(userId: string, id: string): Promise<void>;
  /** The share as stored after the response, from the `respond_to_share` function. */
  respondToShare(userId: string, id: string, response: Row): Promise<Row>;
}

/**
 * The SQLSTATEs the reviews table's trigger raises (supabase/migrations/…_reviews.sql):
 * the app's own codes, so a refused review says why instead of "failed to save".
 */
const REVIEW_DECISION_INCOMPLETE = 'IC001';
const REVIEW_DECISION_MISSING = 'IC002';
/** The same code, raised by the second-opinion tables for a decision the caller does not have. */
const DECISION_MISSING = REVIEW_DECISION_MISSING;
/**
 * What the decisions table's forecast trigger raises (supabase/migrations/…_forecasts.sql)
 * when a save would change a completed decision's forecast, or answers that disagree with it.
 */
const FORECAST_FIXED = 'IC003';
/**
 * What the second-opinion tables raise (supabase/migrations/…_second_opinions.sql):
 * IC002 no such decision (as for reviews); a received packet answered already,
 * or its forecast fixed; a share not (any more) the caller's to answer, or
 * answered already.
 */
const SHARED_PACKET_ANSWERED = 'IC004';
const SHARED_FORECAST_FIXED = 'IC005';
const SHARE_UNAVAILABLE = 'IC006';
const SHARE_ANSWERED = 'IC007';
/** What `import_my_data` raises for a second opinion whose decision is neither in the file nor the account. */
const SECOND_OPINION_DECISION_MISSING = 'IC008';

/**
 * The export file's shape and its checks, loaded when an export or an import
 * starts: the store is on the way to every sign-in, and these are needed far
 * less often (see tests/bundle-budgets.json).
 */
const exportFile = () => import('./user-data-export-file');

/** Received packets and shares are named by uuids: any other id names nothing of the user's. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StoreOptions {
  /** The signed-in user, or null. */
  session(): Promise<Session | null>;
  retry?: RetryPolicy;
  skipped?: SkippedRowReporter;
}

export function createStore(driver: StoreDriver, options: StoreOptions): StorePort {
  const retry = options.retry ?? DEFAULT_RETRY;
  const skipped = options.skipped ?? createSkippedRowReporter();

  const runner = { session: () => options.session(), classify: (error: unknown) => driver.classify(error), retry };
  /** Signed-in check, retries, and one StoreError per failure. */
  const run = <T>(operation: StoreOperation, work: (session: Session, attempt: number) => Promise<T>): Promise<T> =>
    signedInOperation(runner, operation, work);

  /**
   * Each row's value, a row that fails its check reported and left out. In
   * slices: a long history's lists are thousands of rows, read as the page
   * draws the journal.
   */
  function readAll<T>(kind: SkippedKind, rows: Row[], read: (row: Row) => T | null): Promise<T[]> {
    return runInSlices(readingSteps(kind, rows, read));
  }

  function* readingSteps<T>(
    kind: SkippedKind,
    rows: Row[],
    read: (row: Row) => T | null,
  ): Generator<number, T[], void> {
    const values: T[] = [];
    for (const [index, row] of rows.entries()) {
      const value = read(row);
      if (value === null) skipped.report(kind, row);
      else values.push(value);
      yield index;
    }
    return values;
  }

  /** A row just written that does not read back is a bug in the schema or the mapping, not user error. */
  function readBack<T>(operation: StoreOperation, row: Row, read: (row: Row) => T | null): T {
    const value = read(row);
    if (value === null) throw operationError(operation, 'unknown', new Error('stored row failed its shape check'));
    return value;
  }

  function refuseInvalid(operation: StoreOperation, valid: boolean): void {
    if (!valid) throw operationError(operation, 'validation');
  }

  /** A broken field limit is refused with that limit's own message, before any query: retrying could never help. */
  function refuseProblem(problem: FieldProblem | null): void {
    if (problem) throw new StoreError('validation', problem.key, { params: problem.params });
  }

  async function readProfile(session: Session): Promise<Profile | null> {
    const row = await driver.getProfileRow(session.userId);
    if (!row) return null;
    const profile = profileFromRow(row);
    if (!profile) skipped.report('profile', row);
    return profile;
  }

  /** Sets the forecast or the response of a received packet, saying why when the database keeps it as it is. */
  async function updateSharedPacket(session: Session, id: string, columns: Row): Promise<SharedPacket> {
    let row: Row | null = null;
    try {
      if (UUID.test(id)) row = await driver.updateSharedPacket(session.userId, id, columns);
    } catch (error) {
      const state = driver.sqlState(error);
      if (state === SHARED_FORECAST_FIXED) {
        throw new StoreError('validation', SECOND_OPINION_STORE_KEYS.sharedForecastFixed, { cause: error });
      }
      if (state === SHARED_PACKET_ANSWERED) {
        throw new StoreError('validation', SECOND_OPINION_STORE_KEYS.sharedPacketAnswered, { cause: error });
      }
      throw error;
    }
    if (!row) throw new StoreError('not-found', SECOND_OPINION_STORE_KEYS.sharedPacketGone);
    return readBack('saveSharedPacket', row, sharedPacketFromRow);
  }

  function createShares(shares: ShareDriver): SharePort {
    return {
      shareDecision: async (decisionId, reviewerEmail, packet) => {
        refuseInvalid('shareDecision', isReviewPacket(packet) && packet.decision.id === decisionId);
        refuseProblem(reviewPacketProblem(packet));
        const email = reviewerEmail.trim();
        refuseInvalid('shareDecision', isReviewerEmail(email));
        // Named here, once: a retry whose first attempt landed finds its share instead of making a second.
        const id = crypto.randomUUID();
        return run('shareDecision', async (session, attempt) => {
          let row: Row;
          try {
            row = await shares.insertShare(session.userId, {
              id,
              decision_id: decisionId,
              reviewer_email: email,
              packet,
            });
          } catch (error) {
            if (driver.sqlState(error) === DECISION_MISSING) {
              throw new StoreError('not-found', SECOND_OPINION_STORE_KEYS.shareDecisionGone, { cause: error });
            }
            const landed =
              attempt > 1 && driver.classify(error) === 'conflict'
                ? await shares.getShareRow(session.userId, id)
                : null;
            if (!landed) throw error;
            row = landed;
          }
          return readBack('shareDecision', row, decisionShareFromRow);
        });
      },

      listMyShares: () =>
        run('load', async (session) =>
          readAll('share', await shares.listMyShareRows(session.userId), decisionShareFromRow),
        ),

      revokeShare: (id) =>
        run('revokeShare', async (session) => {
          if (UUID.test(id)) await shares.revokeShare(session.userId, id);
        }),

      listSharesWithMe: () =>
        run('load', async (session) =>
          readAll('share', await shares.listSharesWithMeRows(session.userId), decisionShareFromRow),
        ),

      respondToShare: async (id, response) => {
        refuseInvalid('respondToShare', isReviewResponse(response));
        refuseProblem(reviewResponseProblem(response));
        return run('respondToShare', async (session) => {
          if (!UUID.test(id)) throw new StoreError('not-found', SECOND_OPINION_STORE_KEYS.shareUnavailable);
          try {
            return readBack(
              'respondToShare',
              await shares.respondToShare(session.userId, id, response as unknown as Row),
              decisionShareFromRow,
            );
          } catch (error) {
            const state = driver.sqlState(error);
            if (state === SHARE_UNAVAILABLE) {
              throw new StoreError('not-found', SECOND_OPINION_STORE_KEYS.shareUnavailable, { cause: error });
            }
            if (state === SHARE_ANSWERED) {
              // Answered with this very response (a retry whose first attempt landed): that is success.
              const stored = await shares.getShareRow(session.userId, id);
              const share = stored ? decisionShareFromRow(stored) : null;
              if (share && sameResponse(share.response, response)) return share;
              throw new StoreError('validation', SECOND_OPINION_STORE_KEYS.shareAnswered, { cause: error });
            }
            throw error;
          }
        });
      },
    };
  }

  return {
    getProfile: () =>
      run('load', async (session) => {
        const existing = await readProfile(session);
        if (existing) return existing;
        const defaults = defaultProfile(session);
        await driver.insertProfileIfMissing(session.userId, profileToRow(defaults));
        return (await readProfile(session)) ?? defaults;
      }),

    saveProfile: async (profile) => {
      refuseProblem(typeof profile?.name === 'string' ? profileNameProblem(profile.name) : null);
      refuseInvalid('saveProfile', isProfile(profile));
      return run('saveProfile', async (session) =>
        readBack('saveProfile', await driver.upsertProfile(session.userId, profileToRow(profile)), profileFromRow),
      );
    },

    listDecisionSummaries: (answerKeys, limit) =>
      run('load', async (session) =>
        readAll(
          'decision',
          await driver.listDecisionSummaryRows(session.userId, answerKeys, limit),
          decisionSummaryFromRow,
        ),
      ),

    countDecisions: () => run('load', (session) => driver.countDecisions(session.userId)),

    searchDecisions: async (query) => {
      refuseProblem(searchQueryProblem(query));
      return run('search', (session) => driver.searchDecisionIds(session.userId, query));
    },

    getDecision: (id) =>
      run('load', async (session) => {
        const row = await driver.getDecisionRow(session.userId, id);
        if (!row) return null;
        const decision = decisionFromRow(row);
        if (!decision) skipped.report('decision', row);
        return decision;
      }),

    saveDecision: async (decision) => {
      refuseProblem(decisionProblem(decision ?? {}));
      refuseInvalid('saveDecision', isDecision(decision));
      return run('saveDecision', async (session, attempt) => {
        try {
          return await saveOneDecision(driver, session.userId, decision, attempt);
        } catch (error) {
          if (driver.sqlState(error) === FORECAST_FIXED) {
            throw new StoreError('validation', ERROR_KEYS.forecastFixed, { cause: error });
          }
          throw error;
        }
      });
    },

    setDecisionTags: async (id, tags) => {
      const normalized = normalizeTags(tags);
      refuseProblem(tagsProblem(normalized));
      return run('saveTags', async (session) => {
        const stored = await driver.setDecisionTags(session.userId, id, normalized);
        if (stored === null) throw new StoreError('not-found', ERROR_KEYS.decisionGone);
        return stored;
      });
    },

    deleteDecision: (id, version) =>
      run('deleteDecision', async (session) => {
        // A never-saved draft has no row; nothing of anyone's can be deleted by it.
        if (version === 0) return;
        if (await driver.deleteDecision(session.userId, id, version)) return;
        // Nothing deleted: gone already (fine, e.g. a retry whose first try landed) or changed since it was read.
        if (await driver.getDecisionRow(session.userId, id)) {
          throw new StoreError('conflict', ERROR_KEYS.decisionDeleteConflict);
        }
      }),

    listRiskAssessments: () =>
      run('load', async (session) =>
        readAll('riskAssessment', await driver.listRiskAssessmentRows(session.userId), riskAssessmentFromRow),
      ),

    saveRiskAssessment: async (assessment) => {
      refuseProblem(riskAnswersProblem(assessment?.answers));
      refuseInvalid('saveRiskAssessment', isRiskAssessment(assessment));
      return run('saveRiskAssessment', async (session) => {
        const row = await driver.insertRiskAssessment(session.userId, riskAssessmentToRow(assessment));
        // Already stored (a retry whose first attempt landed): assessments never change, so it is this one.
        return row ? readBack('saveRiskAssessment', row, riskAssessmentFromRow) : assessment;
      });
    },

    deleteRiskAssessment: (id) =>
      run('deleteRiskAssessment', (session) => driver.deleteRiskAssessment(session.userId, id)),

    listReviews: () =>
      run('load', async (session) => readAll('review', await driver.listReviewRows(session.userId), reviewFromRow)),

    addReview: async (review) => {
      refuseProblem(reviewAnswersProblem(review?.answers));
      refuseInvalid('addReview', newReviewSchema.is(review));
      return run('addReview', async (session) => {
        let row: Row | null;
        try {
          row = await driver.insertReview(session.userId, reviewToInsertRow(review));
        } catch (error) {
          const state = driver.sqlState(error);
          if (state === REVIEW_DECISION_INCOMPLETE) {
            throw new StoreError('validation', ERROR_KEYS.reviewDecisionIncomplete, { cause: error });
          }
          if (state === REVIEW_DECISION_MISSING) {
            throw new StoreError('not-found', ERROR_KEYS.reviewDecisionGone, { cause: error });
          }
          throw error;
        }
        // Already stored (a retry whose first attempt landed): reviews never change, so it is this one.
        row ??= await driver.getReviewRow(session.userId, review.id);
        if (!row) throw operationError('addReview', 'unknown', new Error('review insert returned no row'));
        return readBack('addReview', row, reviewFromRow);
      });
    },

    listSharedPackets: () =>
      run('load', async (session) =>
        readAll('sharedPacket', await driver.listSharedPacketRows(session.userId), sharedPacketFromRow),
      ),

    receivePacket: async (packet) => {
      refuseInvalid('receivePacket', isReviewPacket(packet));
      refuseProblem(reviewPacketProblem(packet));
      return run('receivePacket', async (session) =>
        readBack(
          'receivePacket',
          await driver.receivePacket(session.userId, packet.packetId, packet as unknown as Row),
          sharedPacketFromRow,
        ),
      );
    },

    saveSharedForecast: async (id, forecast) => {
      refuseInvalid('saveSharedPacket', isAnswers(forecast));
      refuseProblem(sharedForecastProblem(forecast));
      return run('saveSharedPacket', (session) => updateSharedPacket(session, id, { forecast }));
    },

    saveSharedResponse: async (id, response) => {
      refuseInvalid('saveSharedPacket', isReviewResponse(response));
      refuseProblem(reviewResponseProblem(response));
      return run('saveSharedPacket', (session) => updateSharedPacket(session, id, { response }));
    },

    deleteSharedPacket: (id) =>
      run('deleteSharedPacket', async (session) => {
        if (UUID.test(id)) await driver.deleteSharedPacket(session.userId, id);
      }),

    listSecondOpinions: () =>
      run('load', async (session) =>
        readAll('secondOpinion', await driver.listSecondOpinionRows(session.userId), secondOpinionFromRow),
      ),

    addSecondOpinion: async (response) => {
      refuseInvalid('addSecondOpinion', isReviewResponse(response));
      refuseProblem(reviewResponseProblem(response));
      return run('addSecondOpinion', async (session) => {
        let row: Row | null;
        try {
          row = await driver.insertSecondOpinion(session.userId, {
            id: response.id,
            decision_id: response.decisionId,
            response,
          });
        } catch (error) {
          if (driver.sqlState(error) === DECISION_MISSING) {
            throw new StoreError('not-found', SECOND_OPINION_STORE_KEYS.secondOpinionDecisionGone, { cause: error });
          }
          throw error;
        }
        // Stored already (imported before, or a retry whose first attempt landed): a response never changes.
        row ??= await driver.getSecondOpinionRow(session.userId, response.id);
        if (!row)
          throw operationError('addSecondOpinion', 'unknown', new Error('second opinion insert returned no row'));
        return readBack('addSecondOpinion', row, secondOpinionFromRow);
      });
    },

    ...(driver.shares ? { shares: createShares(driver.shares) } : {}),

    stats: () => run('load', async (session) => statsFromRow(await driver.storageStats(session.userId))),

    deleteAllMyData: () => run('deleteAll', (session) => driver.deleteAllData(session.userId)),

    exportAll: () =>
      run('export', async (session): Promise<UserDataExport> => {
        const [profile, decisionRows, assessmentRows, reviewRows, sharedPacketRows, secondOpinionRows] =
          await Promise.all([
            readProfile(session),
            driver.listDecisionRows(session.userId),
            driver.listRiskAssessmentRows(session.userId),
            driver.listReviewRows(session.userId),
            driver.listSharedPacketRows(session.userId),
            driver.listSecondOpinionRows(session.userId),
          ]);
        const { buildExport } = await exportFile();
        return buildExport(
          profile,
          await readAll('decision', decisionRows, decisionFromRow),
          await readAll('riskAssessment', assessmentRows, riskAssessmentFromRow),
          {
            reviews: await readAll('review', reviewRows, reviewFromRow),
            sharedPackets: await readAll('sharedPacket', sharedPacketRows, sharedPacketFromRow),
            secondOpinions: await readAll('secondOpinion', secondOpinionRows, secondOpinionFromRow),
          },
        );
      }),

    importAll: async (data, mode = 'merge', onProgress, contentFit) => {
      const { exportCheckSteps } = await exportFile();
      const check = await runInSlices(exportCheckSteps(data, contentFit), {
        onPause: ({ done, total }) => onProgress?.({ phase: 'checking', done, total }),
      });
      if (!check.ok) throw new StoreError('validation', check.problem.key, { params: check.problem.params });
      const { file } = check;
      const rows = {
        profile: file.profile ? profileToRow(file.profile) : null,
        decisions: file.decisions.map(decisionToImportRow),
        riskAssessments: file.riskAssessments.map(riskAssessmentToRow),
        reviews: file.reviews.map(reviewToImportRow),
        sharedPackets: file.sharedPackets.map(sharedPacketToImportRow),
        secondOpinions: file.secondOpinions.map(secondOpinionToImportRow),
      };
      const total =
        rows.decisions.length +
        rows.riskAssessments.length +
        rows.reviews.length +
        rows.sharedPackets.length +
        rows.secondOpinions.length;
      const saving = (done: number) => onProgress?.({ phase: 'saving', done, total });
      onProgress?.({ phase: 'checking', done: total, total });
      return run('import', async (session) => {
        try {
          saving(0);
          await driver.importData(session.userId, rows, mode, saving);
          saving(total);
        } catch (error) {
          // The file's own decisions were checked already: what the trigger refuses is one only the account could have had.
          const state = driver.sqlState(error);
          if (state === REVIEW_DECISION_INCOMPLETE || state === REVIEW_DECISION_MISSING) {
            throw new StoreError('validation', ERROR_KEYS.importReviewDecisionMissing, { cause: error });
          }
          if (state === SECOND_OPINION_DECISION_MISSING) {
            throw new StoreError('validation', EXPORT_SECOND_OPINION_KEYS.importSecondOpinionDecisionMissing, {
              cause: error,
            });
          }
          // checkExport refuses a forecast that disagrees with its answers, naming the decision; this is the backstop.
          if (state === FORECAST_FIXED) throw new StoreError('validation', ERROR_KEYS.importInvalid, { cause: error });
          throw error;
        }
      });
    },
  };
}

function sameResponse(stored: ReviewResponse | null, sent: ReviewResponse): boolean {
  return stored !== null && stored.id === sent.id && stored.packetId === sent.packetId;
}

/**
 * Inserts a draft (version 0) or updates a saved decision if nobody changed it
 * since it was read. A retried attempt whose first try did land is recognised
 * and not reported as a conflict.
 */
async function saveOneDecision(driver: StoreDriver, userId: string, decision: Decision, attempt: number) {
  const landedEarlier = async (expectedVersion: number) => {
    if (attempt === 1) return null;
    const current = await driver.getDecisionRow(userId, decision.id);
    return current && current.version === expectedVersion && rowMatchesDecision(current, decision) ? current : null;
  };
  const read = (row: Row) => {
    const saved = decisionFromRow(row);
    if (!saved) throw operationError('saveDecision', 'unknown', new Error('stored decision failed its shape check'));
    return saved;
  };

  if (decision.version === 0) {
    try {
      return read(await driver.insertDecision(userId, decisionToInsertRow(decision)));
    } catch (error) {
      const landed = driver.classify(error) === 'conflict' ? await landedEarlier(1) : null;
      if (landed) return read(landed);
      throw error;
    }
  }

  const updated = await driver.updateDecision(userId, decision.id, decision.version, decisionToUpdateRow(decision));
  if (updated) return read(updated);
  const landed = await landedEarlier(decision.version + 1);
  if (landed) return read(landed);
  const current = await driver.getDecisionRow(userId, decision.id);
  throw current
    ? new StoreError('conflict', ERROR_KEYS.decisionConflict)
    : new StoreError('not-found', ERROR_KEYS.decisionGone);
}
