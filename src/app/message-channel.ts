/**
 * A tiny observable list of user-facing messages: the one app-wide error channel
 * (a dismissible red banner showing the latest error) and the notice slot
 * (e.g. "reset email sent"). Messages are i18n keys so they follow the language.
 * Pure: React subscribes with useSyncExternalStore.
 */
import type { ChannelMessage } from '../ui/shell/types';

export interface MessageChannel {
  publish(key: string, params?: Record<string, string | number>): void;
  dismiss(id: number): void;
  clear(): void;
  /** The newest message, or null. Stable between changes (for useSyncExternalStore). */
  latest(): ChannelMessage | null;
  subscribe(listener: () => void): () => void;
}

export function createMessageChannel(): MessageChannel {
  let messages: ChannelMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    publish(key, params) {
      messages = [...messages, { id: nextId++, key, ...(params ? { params } : {}) }];
      emit();
    },
    dismiss(id) {
      messages = messages.filter((message) => message.id !== id);
      emit();
    },
    clear() {
      messages = [];
      emit();
    },
    latest: () => messages.at(-1) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
