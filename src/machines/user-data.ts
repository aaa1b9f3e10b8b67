/**
 * The signed-in user's data as the app holds it in memory, and how each change
 * the screens report folds into it: a saved or deleted decision, a saved or
 * deleted risk assessment, a saved review, chosen strategies. Plain functions
 * over plain data, so each rule is read and tested on its own; the session
 * machine calls them from its actions and never re-saves the lists.
 */
import type { SecondOpinion, SharedPacket } from '../data/second-opinion';
import type { DecisionCounts, DecisionSummary, Profile, Review, RiskAssessment } from '../data/types';

/**
 * What the session reads first for one user: enough to show and use the
 * journal's newest rows. Reviews, shared packets and second opinions follow
 * with the rest of the journal (`RestOfUserData`).
 */
export interface StoredUserData {
  profile: Profile;
  /** Summaries: a decision's full answers and evaluation load when it is opened. */
  decisions: DecisionSummary[];
  assessments: RiskAssessment[];
  /**
   * The whole journal's counts when `decisions` are only the newest page of a
   * longer one: the investor can act on them at once while the rest is read
   * (`withRestOfUserData`). Null when `decisions` are all of it.
   */
  journalCounts: DecisionCounts | null;
}

/** What the session reads behind the first screen: the lists no newest row needs, and the rest of a long journal. */
export interface RestOfUserData {
  /** Every decision's summary; null when the first read was the whole journal. */
  decisions: DecisionSummary[] | null;
  reviews: Review[];
  /** Packets others sent this user for a second opinion, newest first. */
  sharedPackets: SharedPacket[];
  /** Second opinions this user imported on their decisions, newest first. */
  secondOpinions: SecondOpinion[];
}

/** The user's data in memory. */
export interface UserData {
  /** Null until the user's data has loaded. */
  profile: Profile | null;
  /** Newest first, as summaries (what the lists and statistics read). */
  decisions: DecisionSummary[];
  /** Oldest first, so the last one is current. */
  assessments: RiskAssessment[];
  /** Always the last of `assessments`, kept at hand for the dashboard. */
  currentAssessment: RiskAssessment | null;
  /** Every review of every decision, newest first; until `listsRead`, only those saved since the first read. */
  reviews: Review[];
  /** Packets others sent for a second opinion ("Shared with me"), newest first; see `listsRead`. */
  sharedPackets: SharedPacket[];
  /** Second opinions on this user's decisions, newest first; see `listsRead`. */
  secondOpinions: SecondOpinion[];
  /**
   * Whether reviews, shared packets and second opinions have been read. Until then the lists hold only what
   * changed here meanwhile, and whatever reads them (review dates, the review dialog, the print view, the
   * second-opinion panel, "Shared with me") waits.
   */
  listsRead: boolean;
  /**
   * While `decisions` are only the newest page, the whole journal's counts, kept up to date with every
   * change here (statistics over the page alone would be wrong, so they wait); null once all are in.
   */
  journalCounts: DecisionCounts | null;
  /** Decisions deleted before the rest was in: a read that began earlier may still hold them (or their reviews). */
  deletedBeforeWhole: readonly string[];
  /** Shared packets removed before the lists were read, for the same reason. */
  packetsRemovedBeforeLists: readonly string[];
}

/** Nobody's data: before the first load, and after a sign-out or a switch of user. */
export const noUserData: UserData = {
  profile: null,
  decisions: [],
  assessments: [],
  currentAssessment: null,
  reviews: [],
  sharedPackets: [],
  secondOpinions: [],
  listsRead: false,
  journalCounts: null,
  deletedBeforeWhole: [],
  packetsRemovedBeforeLists: [],
};

export function loadedUserData(stored: StoredUserData): UserData {
  return {
    profile: stored.profile,
    decisions: stored.decisions,
    assessments: stored.assessments,
    currentAssessment: stored.assessments.at(-1) ?? null,
    reviews: [],
    sharedPackets: [],
    secondOpinions: [],
    listsRead: false,
    journalCounts: stored.journalCounts,
    deletedBeforeWhole: [],
    packetsRemovedBeforeLists: [],
  };
}

/**
 * The data of the account a sign-up has just created: its profile as it starts,
 * and nothing else, all of it known without a read.
 */
export function newAccountData(profile: Profile): UserData {
  return { ...noUserData, profile, listsRead: true };
}

/**
 * The whole journal in place of its newest page. What changed here since the
 * page was read wins: a decision saved, tagged or begun meanwhile keeps the copy
 * held here, and one deleted meanwhile stays gone, whatever the read found.
 * The rest follow, newest first, as read.
 */
export function withWholeJournal(data: UserData, whole: readonly DecisionSummary[]): UserData {
  const held = new Set(data.decisions.map((d) => d.id));
  const deleted = new Set(data.deletedBeforeWhole);
  const rest = whole.filter((d) => !held.has(d.id) && !deleted.has(d.id));
  return { ...data, decisions: [...data.decisions, ...rest], journalCounts: null };
}

/**
 * A list as read, with what changed here since the read began: an item held
 * here (saved meanwhile) takes its read copy's place, or comes first when the
 * read did not have it; an item `gone` meanwhile stays gone.
 */
function keptThrough<T extends { id: string }>(
  held: readonly T[],
  read: readonly T[],
  gone: (item: T) => boolean,
): T[] {
  const heldById = new Map(held.map((item) => [item.id, item]));
  const readIds = new Set(read.map((item) => item.id));
  return [
    ...held.filter((item) => !readIds.has(item.id)),
    ...read.filter((item) => !gone(item)).map((item) => heldById.get(item.id) ?? item),
  ];
}

/**
 * What was read behind the first screen, folded in: the rest of the journal
 * (`withWholeJournal`) and the reviews, shared packets and second opinions,
 * each keeping what was saved, deleted or removed here meanwhile.
 */
export function withRestOfUserData(data: UserData, rest: RestOfUserData): UserData {
  const deleted = new Set(data.deletedBeforeWhole);
  const removed = new Set(data.packetsRemovedBeforeLists);
  const journal = rest.decisions ? withWholeJournal(data, rest.decisions) : data;
  return {
    ...journal,
    reviews: keptThrough(data.reviews, rest.reviews, (r) => deleted.has(r.decisionId)),
    sharedPackets: keptThrough(data.sharedPackets, rest.sharedPackets, (p) => removed.has(p.id)),
    secondOpinions: keptThrough(data.secondOpinions, rest.secondOpinions, (o) => deleted.has(o.decisionId)),
    listsRead: true,
    deletedBeforeWhole: journal.journalCounts ? journal.deletedBeforeWhole : [],
    packetsRemovedBeforeLists: [],
  };
}

/** Whether the whole journal and the lists read behind it are in. */
export function allRead(data: UserData): boolean {
  return data.journalCounts === null && data.listsRead;
}

/**
 * The saved decision (its summary) in place of its older version, or first when
 * it is new. A listed decision keeps the tags held here: they are saved on their
 * own path (`withDecisionTags`), and an editor's save that started before a tag
 * edit landed comes back with the tags it found.
 */
export function withSavedDecision(data: UserData, saved: DecisionSummary): UserData {
  const at = data.decisions.findIndex((d) => d.id === saved.id);
  const decisions =
    at === -1 ? [saved, ...data.decisions] : data.decisions.map((d, i) => (i === at ? { ...saved, tags: d.tags } : d));
  return { ...data, decisions, journalCounts: countsAfter(data.journalCounts, data.decisions[at], saved) };
}

/** The whole journal's counts after one decision changed from `before` (absent: new) to `after` (absent: deleted). */
function countsAfter(
  counts: DecisionCounts | null,
  before: DecisionSummary | undefined,
  after: DecisionSummary | undefined,
): DecisionCounts | null {
  if (!counts) return null;
  const one = (d: DecisionSummary | undefined) => (d ? 1 : 0);
  const done = (d: DecisionSummary | undefined) => (d?.completed ? 1 : 0);
  return {
    total: counts.total + one(after) - one(before),
    completed: counts.completed + done(after) - done(before),
  };
}

/** The decision's tags as the store returned them; nothing else of it changes (its version neither). */
export function withDecisionTags(data: UserData, id: string, tags: readonly string[]): UserData {
  if (!data.decisions.some((d) => d.id === id)) return data;
  return { ...data, decisions: data.decisions.map((d) => (d.id === id ? { ...d, tags: [...tags] } : d)) };
}

/** Without the deleted decision, nor its reviews and second opinions: the database deletes them with it. */
export function withoutDecision(data: UserData, id: string): UserData {
  const deleted = data.decisions.find((d) => d.id === id);
  return {
    ...data,
    decisions: data.decisions.filter((d) => d.id !== id),
    reviews: data.reviews.filter((r) => r.decisionId !== id),
    secondOpinions: data.secondOpinions.filter((o) => o.decisionId !== id),
    journalCounts: deleted ? countsAfter(data.journalCounts, deleted, undefined) : data.journalCounts,
    deletedBeforeWhole: allRead(data) ? data.deletedBeforeWhole : [...data.deletedBeforeWhole, id],
  };
}

/** The profile with the risk type of `assessment`; none before the data has loaded. */
function profileOfType(profile: Profile | null, assessment: RiskAssessment): Profile | null {
  return profile ? { ...profile, riskTolerance: assessment.type } : null;
}

/** The saved assessment becomes current, and the profile takes its risk type at once (the dashboard shows it). */
export function withAssessment(data: UserData, assessment: RiskAssessment): UserData {
  return {
    ...data,
    assessments: [...data.assessments.filter((a) => a.id !== assessment.id), assessment],
    currentAssessment: assessment,
    profile: profileOfType(data.profile, assessment),
  };
}

/**
 * Whether deleting assessment `id` changes the profile's risk type: it is the
 * current one and an older one is left to take its place. Only then does the
 * profile need saving.
 */
export function deletionMovesProfile(data: UserData, id: string): boolean {
  return data.profile !== null && data.currentAssessment?.id === id && data.assessments.some((a) => a.id !== id);
}

/** Without the deleted assessment: the one before becomes current, and when it took the current one's place the profile follows its type. */
export function withoutAssessment(data: UserData, id: string): UserData {
  const assessments = data.assessments.filter((a) => a.id !== id);
  const current = assessments.at(-1) ?? null;
  return {
    ...data,
    assessments,
    currentAssessment: current,
    profile: current && deletionMovesProfile(data, id) ? profileOfType(data.profile, current) : data.profile,
  };
}

/** The saved review, newest of all. */
export function withReview(data: UserData, review: Review): UserData {
  return { ...data, reviews: [review, ...data.reviews.filter((r) => r.id !== review.id)] };
}

/** The profile's preferred strategies, as stable keys; none before the data has loaded. */
export function withStrategies(data: UserData, strategies: readonly string[]): UserData {
  return { ...data, profile: data.profile ? { ...data.profile, preferredStrategies: [...strategies] } : null };
}

/** The profile as the store returned it after a save. */
export function withSavedProfile(data: UserData, profile: Profile): UserData {
  return { ...data, profile };
}

/** A packet received, or its forecast or response saved: in place of its older copy, or first when it is new. */
export function withSharedPacket(data: UserData, packet: SharedPacket): UserData {
  const held = data.sharedPackets.some((p) => p.id === packet.id);
  return {
    ...data,
    sharedPackets: held
      ? data.sharedPackets.map((p) => (p.id === packet.id ? packet : p))
      : [packet, ...data.sharedPackets],
  };
}

/** Without the packet the reviewer removed. */
export function withoutSharedPacket(data: UserData, id: string): UserData {
  return {
    ...data,
    sharedPackets: data.sharedPackets.filter((p) => p.id !== id),
    packetsRemovedBeforeLists: data.listsRead
      ? data.packetsRemovedBeforeLists
      : [...data.packetsRemovedBeforeLists, id],
  };
}

/** An imported second opinion, newest of all, held once. */
export function withSecondOpinion(data: UserData, opinion: SecondOpinion): UserData {
  return { ...data, secondOpinions: [opinion, ...data.secondOpinions.filter((o) => o.id !== opinion.id)] };
}
