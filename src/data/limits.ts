/**
 * The limits on what an investor types, defined once. The decision form shows
 * them as the investor types, the store refuses a save that breaks one with
 * that limit's own message (before any query runs), and the database's checks
 * (supabase/migrations) hold the same numbers; limits.test.ts compares them, so
 * a limit cannot drift in one place only. Lengths are counted in characters as
 * Postgres counts them (code points: an emoji is one), sizes in UTF-8 bytes.
 */
import { ERROR_KEYS, type ErrorKey } from './error-keys';
import type { PacketErrorKey } from './packet-error-keys';

export const LIMITS = {
  /** Stages a decision bank may have; a decision's `stage` lies from 1 to this (decisions.stage). */
  decisionStages: 20,
  /** Decision name, characters (decisions.name). */
  decisionName: 200,
  /** What a journal search may hold, characters: a name or a phrase, never a document. */
  searchQuery: 200,
  /** Profile name, characters (profiles.name). */
  profileName: 200,
  /** One text answer, characters. Far beyond any real answer; keeps one paste from filling the row. */
  answerText: 20_000,
  /** All answers of a decision as the database writes them out (decisions.answers::text; its forecast too), bytes. */
  decisionAnswersBytes: 200_000,
  /** All answers of a risk assessment (risk_assessments.answers::text), bytes. */
  riskAnswersBytes: 50_000,
  /** All answers of a review (reviews.answers::text), bytes. */
  reviewAnswersBytes: 200_000,
  /** Tags one decision may carry (public.valid_decision_tags). */
  decisionTags: 20,
  /** One tag, characters (public.valid_decision_tags). */
  tagLength: 40,
  /**
   * A review packet or response file, bytes: a decision's answers (200 kB at most), its evaluation and the
   * critique fit many times over; a bigger file is refused before it is parsed.
   */
  reviewFileBytes: 2_000_000,
  /** How deeply a review packet or response may nest (an evaluation's details go 8 deep); refused before parsing. */
  reviewFileDepth: 12,
  /** A review packet as the database writes it out (shared_packets.packet, decision_shares.packet), bytes. */
  reviewPacketBytes: 1_000_000,
  /** A second opinion's response, its forecast and critique together (…response::text), bytes. */
  reviewResponseBytes: 500_000,
  /** A reviewer's e-mail a decision is shared with, characters (decision_shares.reviewer_email). */
  reviewerEmail: 255,
} as const;

/** The address rule of decision_shares.reviewer_email: something@somewhere.tld, no spaces. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether `email` (already trimmed) is an address a decision can be shared with: the form checks before the store does. */
export function isReviewerEmail(email: string): boolean {
  return characterCount(email) <= LIMITS.reviewerEmail && EMAIL.test(email);
}

/** What was wrong, as an `errors` message key and its parameters. */
export interface FieldProblem<Key extends ErrorKey | PacketErrorKey = ErrorKey | PacketErrorKey> {
  key: Key;
  params: Record<string, string>;
}

/** Characters as Postgres's char_length counts them (code points). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A text the database cannot store as typed: Postgres text and jsonb refuse
 * U+0000, and half of a surrogate pair has no UTF-8 form (it would come back as
 * U+FFFD, not as typed).
 */
export function unstorableText(text: string): FieldProblem<ErrorKey> | null {
  if (text.includes('\u0000')) return { key: ERROR_KEYS.textHasNul, params: {} };
  if (LONE_SURROGATE.test(text)) return { key: ERROR_KEYS.textHasBrokenCharacter, params: {} };
  return null;
}

export function decisionNameProblem(name: string): FieldProblem | null {
  const count = characterCount(name);
  if (count > LIMITS.decisionName) {
    return { key: ERROR_KEYS.decisionNameTooLong, params: { max: String(LIMITS.decisionName), count: String(count) } };
  }
  return unstorableText(name);
}

/** A search longer than any name or phrase is refused before it reaches the database. */
export function searchQueryProblem(query: string): FieldProblem | null {
  const count = characterCount(query);
  if (count > LIMITS.searchQuery) {
    return { key: ERROR_KEYS.searchTooLong, params: { max: String(LIMITS.searchQuery), count: String(count) } };
  }
  return unstorableText(query);
}

export function profileNameProblem(name: string): FieldProblem | null {
  const count = characterCount(name);
  if (count > LIMITS.profileName) {
    return { key: ERROR_KEYS.profileNameTooLong, params: { max: String(LIMITS.profileName), count: String(count) } };
  }
  return unstorableText(name);
}

/**
 * Tags as the database keeps them: each trimmed, runs of whitespace inside one
 * made a single space, empty ones dropped, and of tags alike in any case only
 * the first kept (so "Dividend" typed twice, or as "dividend", is one tag).
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const typed of tags) {
    const tag = typed.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** What a list of (normalised) tags is refused for: too many, one too long, or one that cannot be stored. */
export function tagsProblem(tags: readonly string[]): FieldProblem | null {
  if (tags.length > LIMITS.decisionTags) {
    return { key: ERROR_KEYS.tooManyTags, params: { max: String(LIMITS.decisionTags) } };
  }
  for (const tag of tags) {
    if (characterCount(tag) > LIMITS.tagLength) {
      return { key: ERROR_KEYS.tagTooLong, params: { max: String(LIMITS.tagLength), tag } };
    }
    const unstorable = unstorableText(tag);
    if (unstorable) return unstorable;
  }
  return null;
}

const utf8 = new TextEncoder();

/**
 * Bytes of `value` as Postgres writes jsonb out: JSON with a space after each
 * ':' and ','. Keys are written sorted and deduplicated by Postgres, which
 * changes no byte count.
 */
export function jsonbTextBytes(value: unknown): number {
  let separators = 0;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      separators += Math.max(0, node.length - 1);
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      const values = Object.values(node);
      separators += values.length + Math.max(0, values.length - 1);
      values.forEach(walk);
    }
  };
  walk(value);
  return utf8.encode(JSON.stringify(value)).length + separators;
}

/**
 * What one typed answer is refused for; the form shows it under the field as the investor types, with the
 * words of the `errors` table.
 */
export function answerTextProblem(text: string): FieldProblem<ErrorKey> | null {
  const unstorable = unstorableText(text);
  if (unstorable) return unstorable;
  // Counting code points is linear but not free: only a text already long in UTF-16 units can be too long.
  if (text.length > LIMITS.answerText && characterCount(text) > LIMITS.answerText) {
    return { key: ERROR_KEYS.answerTooLong, params: { max: String(LIMITS.answerText) } };
  }
  return null;
}

/** The first problem of a set of answers: a text that cannot be stored, one too long, or all of them too large. */
export function answersProblem(answers: Record<string, unknown>, maxBytes: number): FieldProblem | null {
  for (const [question, value] of Object.entries(answers)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text !== 'string') continue;
      const problem = answerTextProblem(text) ?? unstorableText(question);
      if (problem) return problem;
    }
  }
  if (jsonbTextBytes(answers) > maxBytes) {
    return { key: ERROR_KEYS.answersTooLarge, params: { max: String(Math.floor(maxBytes / 1000)) } };
  }
  return null;
}

/** What a decision save is refused for, before any query runs; null when it can be stored. */
export function decisionProblem(decision: {
  name?: unknown;
  answers?: unknown;
  forecast?: unknown;
}): FieldProblem | null {
  return (
    (typeof decision.name === 'string' ? decisionNameProblem(decision.name) : null) ??
    (isRecord(decision.answers) ? answersProblem(decision.answers, LIMITS.decisionAnswersBytes) : null) ??
    // A forecast is a copy of some of the answers: within their limits whenever it agrees with them.
    (isRecord(decision.forecast) ? answersProblem(decision.forecast, LIMITS.decisionAnswersBytes) : null)
  );
}

export function riskAnswersProblem(answers: unknown): FieldProblem | null {
  return isRecord(answers) ? answersProblem(answers, LIMITS.riskAnswersBytes) : null;
}

export function reviewAnswersProblem(answers: unknown): FieldProblem | null {
  return isRecord(answers) ? answersProblem(answers, LIMITS.reviewAnswersBytes) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
