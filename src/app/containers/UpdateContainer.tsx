/** The update prompt, connected to the waiting new version (if any). */
import { useSyncExternalStore } from 'react';
import { UpdatePrompt } from '../../ui/shell/UpdatePrompt';
import type { UpdateOffer } from '../update-offer';

export interface UpdateContainerProps {
  updates: UpdateOffer;
  /** Work in progress is open: the prompt waits instead of offering Reload. */
  editing: boolean;
}

export function UpdateContainer({ updates, editing }: UpdateContainerProps) {
  const state = useSyncExternalStore(updates.subscribe, updates.state);
  return (
    <UpdatePrompt
      open={state.available && !state.dismissed}
      editing={editing}
      reloading={state.applying}
      onReload={() => void updates.accept()}
      onDismiss={updates.dismiss}
    />
  );
}
