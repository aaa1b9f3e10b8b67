/**
 * The two ports the UI and machines talk to. Adapters: `local` (PGlite, the
 * embedded default) and `supabase`. Nothing outside src/data knows which one runs.
 */
import type { Answers, BankKind } from '../content/types';
import type { DecisionShare, ReviewPacket, ReviewResponse, SecondOpinion, SharedPacket } from './second-opinion';
import type { StoreError } from './store-error';
import type {
  Decision,
  DecisionCounts,
  DecisionSummary,
  ExportedRiskAssessment,
  ImportMode,
  NewReview,
  OAuthProvider,
  Profile,
  Review,
  RiskAssessment,
  Session,
  SignInMethod,
  StorageStats,
} from './types';

export interface AuthCapabilities {
  /** Google / GitHub sign-in available (Supabase mode only). */
  oauth: boolean;
  /** Password-reset e-mails available (Supabase mode only). */
  passwordReset: boolean;
}

export interface AuthPort {
  readonly capabilities: AuthCapabilities;
  getSession(): Promise<Session | null>;
  /**
   * Called on every sign-in / sign-out; returns an unsubscribe function.
   * `registered` is true when the session is that of the account a sign-up
   * here has just created: nothing is stored under it yet.
   */
  onChange(listener: (session: Session | null, registered: boolean) => void): () => void;
  signUp(email: string, password: string): Promise<Session>;
  signIn(email: string, password: string): Promise<Session>;
  signInWithProvider(provider: OAuthProvider): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Deletes the signed-in user's account for good: the login and, with it,
   * everything stored under it; then ends the session as `signOut` does
   * (listeners hear null). The e-mail may register again afterwards. Refuses
   * with `unauthenticated` when nobody is signed in. The deletion is one
   * transaction: when the database refuses it (`deleteAccountFailed`) nothing is
   * deleted. Transient failures are retried as the store retries; a retry whose
   * first attempt landed succeeds.
   */
  deleteMyAccount(): Promise<void>;
  /** Which methods an e-mail uses; empty when unknown or when the lookup is switched off. */
  lookupMethods(email: string): Promise<SignInMethod[]>;
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password for the signed-in user (after a recovery link, or any time). */
  updatePassword?(password: string): Promise<void>;
  /** Called when the user arrives from a password-reset link and should choose a new password. */
  onPasswordRecovery?(listener: () => void): () => void;
  /**
   * The error of the sign-in redirect this page load came back from (OAuth or
   * reset link), once; null when there was none. E.g. a reset link opened in
   * another browser than the one that asked for it.
   */
  takeRedirectError?(): Promise<StoreError | null>;
}

/** Everything a user can export and import back. */
export interface UserDataExport {
  format: 'investment-checkpoint-export';
  /** Format version; an app refuses a file newer than it reads. */
  version: 5;
  exportedAt: string;
  profile: Profile | null;
  /** With their forecasts and tags. Decisions of version-1 and 2 files have no forecast (read as null), of version 1 to 3 no tags. */
  decisions: Decision[];
  /** Oldest first. Files written before assessments kept their bank lack the bank fields. */
  riskAssessments: ExportedRiskAssessment[];
  /** Every review, newest first. Version-1 files have none. */
  reviews: Review[];
  /** The packets others sent the user to review ("Shared with me"), with the user's forecast and response. Files before version 5 have none. */
  sharedPackets: SharedPacket[];
  /** The reviewers' responses the user imported beside their decisions. Files before version 5 have none. */
  secondOpinions: SecondOpinion[];
}

/**
 * How far an import has come. `checking`: the file's records (decisions, risk
 * assessments, reviews, shared packets and second opinions together) checked so far; `saving`: the records
 * written so far, in the one transaction that commits them all at the end.
 */
export interface ImportProgress {
  phase: 'checking' | 'saving';
  done: number;
  total: number;
}

export interface StorePort {
  /** Fetches the signed-in user's profile, creating it with defaults when missing. */
  getProfile(): Promise<Profile>;
  saveProfile(profile: Profile): Promise<Profile>;
  /**
   * Every decision of the user's as its summary, newest first: what lists,
   * counts and statistics read, with of the answers only those of `answerKeys`
   * (question ids). The full decision is `getDecision`. With `limit`, only the
   * newest that many: a long journal's first screen, read before the rest.
   */
  listDecisionSummaries(answerKeys: readonly string[], limit?: number): Promise<DecisionSummary[]>;
  /** The journal's counts, read by the database: what the lists show while only the newest page is in. */
  countDecisions(): Promise<DecisionCounts>;
  getDecision(id: string): Promise<Decision | null>;
  /**
   * The ids of the decisions whose name or answers contain `query` (any case,
   * matched literally, in any language), newest first. Refuses a query over
   * `LIMITS.searchQuery` characters with `validation` (searchTooLong).
   */
  searchDecisions(query: string): Promise<string[]>;
  /**
   * Sets a saved decision's tags, on any decision (completed ones too), and
   * returns them as stored. They are normalised first (`normalizeTags`); a list
   * over the limits is refused with `validation` (tooManyTags, tagTooLong)
   * before any query. Changing only the tags keeps the decision's version, so an
   * editor open on it saves afterwards without a conflict. Refuses with
   * `not-found` (decisionGone) when the user has no such decision.
   */
  setDecisionTags(id: string, tags: readonly string[]): Promise<string[]>;
  /** Inserts (version 0) or updates one decision; refuses with a `conflict` StoreError when the stored version moved on. */
  saveDecision(decision: Decision): Promise<Decision>;
  /**
   * Deletes the decision only while the stored version is still `version` (the one
   * the caller was shown): a copy left open in another tab cannot erase newer work.
   * Refuses with a `conflict` StoreError (decisionDeleteConflict) when it moved on;
   * deleting what is already gone, or a never-saved draft (version 0), succeeds.
   */
  deleteDecision(id: string, version: number): Promise<void>;
  /** Oldest first, so the last one is the current assessment. */
  listRiskAssessments(): Promise<RiskAssessment[]>;
  saveRiskAssessment(assessment: RiskAssessment): Promise<RiskAssessment>;
  deleteRiskAssessment(id: string): Promise<void>;
  /** Every review of every decision of the user's, newest first. */
  listReviews(): Promise<Review[]>;
  /**
   * Adds one review (reviews are never edited) and returns it with the time the
   * database stamped. Refuses with `validation` (reviewDecisionIncomplete) when
   * the decision is not completed, `not-found` (reviewDecisionGone) when it is
   * gone. Adding a review whose id is stored already returns the stored one.
   */
  addReview(review: NewReview): Promise<Review>;
  /**
   * The packets the user received as a reviewer ("Shared with me"), newest
   * first, each with the forecast and response they gave so far.
   */
  listSharedPackets(): Promise<SharedPacket[]>;
  /**
   * Keeps a received packet (checked first: `validation` when it is not one).
   * Receiving a packet the user has already (same `packetId`) adds nothing and
   * returns the stored one, with whatever forecast and response it has.
   */
  receivePacket(packet: ReviewPacket): Promise<SharedPacket>;
  /**
   * Keeps the reviewer's own forecast, given before the critique. It is a blind
   * forecast: once given it is fixed. Giving the same forecast again returns the
   * packet; another one is refused with `validation` (sharedForecastFixed),
   * after a response with `validation` (sharedPacketAnswered); `not-found`
   * (sharedPacketGone) when the user has no such packet.
   */
  saveSharedForecast(id: string, forecast: Answers): Promise<SharedPacket>;
  /**
   * Keeps the reviewer's finished response; from then on neither it nor the
   * forecast changes. The response must answer this packet (its `packetId` and
   * `decisionId`, else `validation`) and carry the forecast kept (if one was kept
   * without it, `validation` sharedForecastFixed). The same response again
   * returns the packet; another one is refused (sharedPacketAnswered);
   * `not-found` (sharedPacketGone) when the user has no such packet.
   */
  saveSharedResponse(id: string, response: ReviewResponse): Promise<SharedPacket>;
  /** Removes a packet from "Shared with me" (answered or not); a packet already gone is fine. */
  deleteSharedPacket(id: string): Promise<void>;
  /** The responses the user imported beside their decisions, newest first. */
  listSecondOpinions(): Promise<SecondOpinion[]>;
  /**
   * Keeps an imported response beside its decision (`response.decisionId`). The
   * app checks the response's hash against the decision first; the store refuses
   * with `not-found` (secondOpinionDecisionGone) when the user has no such
   * decision. A response whose id is stored already returns the stored one.
   */
  addSecondOpinion(response: ReviewResponse): Promise<SecondOpinion>;
  /**
   * Sharing decisions by invitation: present only where accounts meet (the
   * Supabase runtime); the embedded runtime has none, and a UI without it
   * offers files only. See `SharePort`.
   */
  readonly shares?: SharePort;
  stats(): Promise<StorageStats>;
  /** Deletes every row of the user's: profile, decisions, assessments, reviews, packets received, second opinions and shares. */
  deleteAllMyData(): Promise<void>;
  exportAll(): Promise<UserDataExport>;
  /**
   * Imports a file's content (any value: it is checked first) in one transaction. Refuses the
   * whole file with a `validation` StoreError naming the record and field at fault.
   * Importing the same file again adds nothing (records keep their ids).
   *
   * `onProgress`, when given, hears how far it has come: `checking` (from time
   * to time while the file is checked, and once with done = total when it
   * passed), then `saving` (done 0 as the write starts, done = total once it
   * is committed; an adapter that writes in parts tells each part between).
   * A file its check refuses hears nothing of saving. A large file is checked
   * in slices that leave the page responsive between them.
   *
   * `contentFit`, when given, is asked about every record once its shape passed: the app knows the
   * question banks, the store does not. A record it names a field of refuses the file like any other.
   */
  importAll(
    data: unknown,
    mode?: ImportMode,
    onProgress?: (progress: ImportProgress) => void,
    contentFit?: ContentFit,
  ): Promise<void>;
}

/**
 * Second opinions by invitation (Supabase only). The owner shares a packet
 * their app built with a reviewer's e-mail; the reviewer, signed in with that
 * e-mail, sees the active shares addressed to them in `listSharesWithMe` (a
 * list of its own, beside `listSharedPackets`) and reads only each share's
 * packet, never the decision. To review one, the app keeps its packet with
 * `receivePacket` (so the blind forecast is kept at once, as for a file), and
 * once the critique is done sends the response back with `respondToShare`,
 * besides `saveSharedResponse`. The owner reads the response in `listMyShares`
 * and imports it with `addSecondOpinion`, as a file's.
 */
export interface SharePort {
  /**
   * Shares one of the user's decisions with `reviewerEmail` (any case). The
   * packet must be of that decision and must not hold its forecast (the
   * database refuses one that does, `validation`). `not-found`
   * (shareDecisionGone) when the user has no such decision.
   */
  shareDecision(decisionId: string, reviewerEmail: string, packet: ReviewPacket): Promise<DecisionShare>;
  /** The shares the user made, revoked ones too, newest first. */
  listMyShares(): Promise<DecisionShare[]>;
  /** Withdraws a share for good: its reviewer sees nothing of it from then on. A share gone already is fine. */
  revokeShare(id: string): Promise<void>;
  /** The active shares addressed to the user's e-mail, newest first (a share to oneself lists under `listMyShares` only). */
  listSharesWithMe(): Promise<DecisionShare[]>;
  /**
   * Answers a share addressed to the user, once. Refused with `not-found`
   * (shareUnavailable) when it was revoked, is gone or is not theirs, with
   * `validation` (shareAnswered) when answered already, unless it was this
   * same response (a retry whose first attempt landed), which returns the share.
   */
  respondToShare(id: string, response: ReviewResponse): Promise<DecisionShare>;
}

/** What a record brought in from a file answered: the bank it names, at the version it names, and its answers. */
export interface AnsweredRecord {
  kind: BankKind;
  /** Absent in files written before assessments kept their bank: the current bank of the kind then. */
  bankId?: string;
  bankVersion?: string;
  answers: Answers;
  /** A decision not yet completed: its kept answers may still be half typed. */
  inProgress: boolean;
}

/**
 * The field of a record that does not fit the content it names — `bankId` (no such bank of its kind),
 * `bankVersion` (neither a released version nor the current one) or `answers.<key>` (no question of that
 * version, or an answer that question cannot take) — or null when it fits.
 */
export type ContentFit = (record: AnsweredRecord) => string | null;

/** What the app talks to: one auth port and one store port, on one runtime. */
export interface Backend {
  mode: 'local' | 'supabase';
  auth: AuthPort;
  store: StorePort;
}
