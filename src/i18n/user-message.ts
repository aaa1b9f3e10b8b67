/**
 * What the investor reads about anything that happened — a failed save, a
 * refused answer, a lost connection — travels as data: an i18n key qualified
 * with its namespace ("errors:decisionConflict") plus its values. Every layer
 * hands a UserMessage up unchanged; one hook renders it
 * (src/ui/common/use-message-text.ts). Free of i18next, so the machines build
 * messages by the same rules the screens read them with.
 */

export interface UserMessage {
  key: string;
  params?: Record<string, string | number>;
  /** Values that are messages themselves, translated before they are put in. */
  nested?: Record<string, UserMessage>;
}

/** A store error's message key, in the `errors` namespace unless it names its own ("editor:…"). */
export function errorKey(key: string): string {
  return key.includes(':') ? key : `errors:${key}`;
}

/** The fields of a StoreError this module reads; recognised by shape, so pure modules never import the store. */
interface StoreErrorLike {
  messageKey: string;
  params: Record<string, string>;
  generic: boolean;
}

function asStoreError(error: unknown): StoreErrorLike | undefined {
  if (!(error instanceof Error) || error.name !== 'StoreError') return undefined;
  const fields = error as Partial<StoreErrorLike>;
  return typeof fields.messageKey === 'string' && typeof fields.generic === 'boolean'
    ? (error as unknown as StoreErrorLike)
    : undefined;
}

/** A store error's own words (what failed, and why when the store knows); null for any other error. */
export function storeErrorMessage(error: unknown): UserMessage | null {
  const stored = asStoreError(error);
  return stored ? ownWords(stored) : null;
}

function ownWords(stored: StoreErrorLike): UserMessage {
  return { key: errorKey(stored.messageKey), params: { ...stored.params } };
}

/**
 * The message for a thrown error: a store error's own words when they say why
 * (a conflict or a lost connection says more than "Failed to save"), otherwise
 * `fallbackKey`, the caller's words for what failed.
 */
export function userMessage(error: unknown, fallbackKey: string): UserMessage {
  const stored = asStoreError(error);
  return stored && !stored.generic ? ownWords(stored) : { key: fallbackKey };
}

/** The text of a message, given a translate function (i18next's, in the view). */
export function resolveMessage(
  message: UserMessage,
  translate: (key: string, params: Record<string, string | number>) => string,
): string {
  const nested = Object.entries(message.nested ?? {}).map(([name, inner]) => [name, resolveMessage(inner, translate)]);
  return translate(message.key, { ...message.params, ...Object.fromEntries(nested) });
}
