/**
 * Whether a new version of the app is waiting, and the person's answer to it.
 * The service worker registration (service-worker.ts) feeds it; the update
 * prompt shows it. A new version never takes over by itself: it activates only
 * when the person chooses Reload, and a tab whose worker was switched by
 * another tab asks too, instead of reloading under the person's hands.
 * Pure: React subscribes with useSyncExternalStore.
 */

export interface UpdateOfferState {
  /** A new version is ready to be used. */
  available: boolean;
  /** The person closed the prompt for now ("later"). */
  dismissed: boolean;
  /** Reload was chosen; the page reloads once the new version is in control. */
  applying: boolean;
}

export interface UpdateOffer {
  /** A new version has installed and waits; `activate` lets it take over (the page then reloads). */
  offer(activate: () => Promise<void> | void): void;
  /**
   * The new version now controls this tab. If this tab chose Reload, reload now;
   * otherwise (another tab chose it) ask here too, with a plain reload as the answer.
   */
  tookOver(): void;
  state(): UpdateOfferState;
  subscribe(listener: () => void): () => void;
  dismiss(): void;
  /** The person chose Reload. */
  accept(): Promise<void>;
}

const IDLE: UpdateOfferState = { available: false, dismissed: false, applying: false };

export function createUpdateOffer(reload: () => void): UpdateOffer {
  let state = IDLE;
  let activate: (() => Promise<void> | void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: UpdateOfferState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    offer(next) {
      activate = next;
      set({ available: true, dismissed: false, applying: false });
    },
    tookOver() {
      if (state.applying) {
        reload();
        return;
      }
      activate = reload;
      set({ available: true, dismissed: false, applying: false });
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss() {
      if (state.available) set({ ...state, dismissed: true });
    },
    async accept() {
      if (!state.available || state.applying || !activate) return;
      set({ ...state, applying: true });
      try {
        await activate();
      } catch {
        // The new version could not take over (e.g. it was replaced meanwhile): let the person try again.
        set({ ...state, applying: false });
      }
    },
  };
}
