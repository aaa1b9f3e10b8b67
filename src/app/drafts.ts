/**
 * The decision editor's drafts in localStorage, one key per signed-in user, so what
 * an investor typed survives a reload, a crash or a failed save until it is saved,
 * and one user never sees another's drafts. Entries that do not look like a draft
 * (hand-edited, or written by an older version) are skipped, never trusted.
 */
import { number, object, string } from '../data/schema';
import { decisionSchema, fillMissingForecast, fillMissingTags } from '../data/shapes';
import { isStorageFullError } from '../data/storage-full';
import type { DecisionDraft, DraftPort } from '../machines/draft-port';

export const DRAFTS_KEY_PREFIX = 'investment-checkpoint.drafts.';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A draft as stored: the decision (checked by the same schema as a stored row), its stage and when it was written. */
const draftSchema = object({ decision: decisionSchema, stage: number({ integer: true, min: 1 }), savedAt: string() });

function isDraft(value: unknown): value is DecisionDraft {
  return draftSchema.is(value);
}

/**
 * A draft written before decisions carried a forecast, or tags, lacks those
 * fields: they are filled in, so that typing is not lost.
 */
function upgradeDraft(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('decision' in value)) return value;
  return { ...value, decision: fillMissingTags(fillMissingForecast(value.decision)) };
}

/** Removes every user's drafts from this browser: on sign-out, and when the app starts signed out. */
export function wipeAllDrafts(
  storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | null = globalThis.localStorage ?? null,
): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFTS_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to wipe.
  }
}

export function createDraftStore(
  userId: string,
  storage: DraftStorage | null = globalThis.localStorage ?? null,
  now: () => string = () => new Date().toISOString(),
  /** Called when a draft could not be kept because storage is full (once until a write succeeds again). */
  onStorageFull: () => void = () => {},
): DraftPort {
  let full = false;
  const key = `${DRAFTS_KEY_PREFIX}${userId}`;

  function readAll(): Record<string, DecisionDraft> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed)
          .map(([id, draft]): [string, unknown] => [id, upgradeDraft(draft)])
          .filter(([id, draft]) => isDraft(draft) && draft.decision.id === id),
      ) as Record<string, DecisionDraft>;
    } catch {
      return {};
    }
  }

  function writeAll(drafts: Record<string, DecisionDraft>): void {
    try {
      if (Object.keys(drafts).length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(drafts));
      full = false;
    } catch (error) {
      // Editing goes on; a full quota is said out loud, since what is typed is no longer kept.
      if (isStorageFullError(error) && !full) {
        full = true;
        onStorageFull();
      }
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
