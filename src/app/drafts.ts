/**
 * The decision editor's drafts in localStorage, one key per signed-in user, so what
 * an investor typed survives a reload, a crash or a failed save until it is saved,
 * and one user never sees another's drafts. Entries that do not look like a draft
 * (hand-edited, or written by an older version) are skipped, never trusted.
 */
import type { Decision } from '../data/types';
import type { DecisionDraft, DraftPort } from '../machines/draftPort';

export const DRAFTS_KEY_PREFIX = 'investment-checkpoint.drafts.';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isAnswerValue(value: unknown): boolean {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

function isDecision(value: unknown): value is Decision {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  const answers = d.answers;
  return (
    typeof d.id === 'string' &&
    typeof d.name === 'string' &&
    typeof d.bankId === 'string' &&
    typeof d.stage === 'number' &&
    typeof d.completed === 'boolean' &&
    typeof d.evaluated === 'boolean' &&
    typeof d.version === 'number' &&
    typeof answers === 'object' &&
    answers !== null &&
    !Array.isArray(answers) &&
    Object.values(answers).every(isAnswerValue)
  );
}

function isDraft(value: unknown): value is DecisionDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return isDecision(draft.decision) && typeof draft.stage === 'number' && typeof draft.savedAt === 'string';
}

export function createDraftStore(
  userId: string,
  storage: DraftStorage | null = globalThis.localStorage ?? null,
  now: () => string = () => new Date().toISOString(),
): DraftPort {
  const key = `${DRAFTS_KEY_PREFIX}${userId}`;

  function readAll(): Record<string, DecisionDraft> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter(([id, draft]) => isDraft(draft) && draft.decision.id === id),
      ) as Record<string, DecisionDraft>;
    } catch {
      return {};
    }
  }

  function writeAll(drafts: Record<string, DecisionDraft>): void {
    try {
      if (Object.keys(drafts).length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(drafts));
    } catch {
      // Private mode or a full quota: editing goes on, only the safety net is missing.
    }
  }

  return {
    read: (decisionId) => readAll()[decisionId] ?? null,
    list: () => Object.values(readAll()).sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    write(decision, stage) {
      writeAll({ ...readAll(), [decision.id]: { decision, stage, savedAt: now() } });
    },
    clear(decisionId) {
      const drafts = readAll();
      if (!Object.hasOwn(drafts, decisionId)) return;
      delete drafts[decisionId];
      writeAll(drafts);
    },
  };
}
