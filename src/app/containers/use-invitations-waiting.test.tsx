import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedPackets, sharesWithMe } from '../../../stories/fixtures/second-opinion';
import type { SharePort } from '../../data/ports';
import type { DecisionShare } from '../../data/second-opinion';
import { useInvitationsWaiting } from './use-invitations-waiting';

/** Stands in for Supabase's shares (the hosted service this machine cannot reach): the list as the database would give it. */
function sharesOf(list: () => DecisionShare[]) {
  let reads = 0;
  const port: Pick<SharePort, 'listSharesWithMe'> = {
    listSharesWithMe: async () => {
      reads += 1;
      return list();
    },
  };
  return { port, reads: () => reads };
}

describe('useInvitationsWaiting', () => {
  const kept = sharedPackets('en');
  const [unopened, alreadyKept] = sharesWithMe('en');

  it('counts the invitations not yet opened, not those whose packet is kept already', async () => {
    const { port } = sharesOf(() => sharesWithMe('en'));
    const { result } = renderHook(() => useInvitationsWaiting(port, kept, false));
    await waitFor(() => expect(result.current).toBe(1));
    expect(kept.some((packet) => packet.packet.packetId === alreadyKept?.packet.packetId)).toBe(true);
    expect(kept.some((packet) => packet.packet.packetId === unopened?.packet.packetId)).toBe(false);
  });

  it('reads again when the reviewer leaves Shared with me, where they may have opened one', async () => {
    let list = sharesWithMe('en');
    const { port, reads } = sharesOf(() => list);
    const { result, rerender } = renderHook(({ onPage }) => useInvitationsWaiting(port, kept, onPage), {
      initialProps: { onPage: false },
    });
    await waitFor(() => expect(result.current).toBe(1));
    rerender({ onPage: true });
    // Opened and answered on the page (or withdrawn meanwhile): the list no longer holds it.
    list = list.filter((share) => share.id !== unopened?.id);
    await act(async () => rerender({ onPage: false }));
    await waitFor(() => expect(result.current).toBe(0));
    expect(reads()).toBe(2);
  });

  it('counts nothing where there are no invitations (the embedded database), or when the list cannot be read', async () => {
    expect(renderHook(() => useInvitationsWaiting(undefined, kept, false)).result.current).toBe(0);
    const failing: Pick<SharePort, 'listSharesWithMe'> = {
      listSharesWithMe: async () => {
        throw new Error('offline');
      },
    };
    const { result } = renderHook(() => useInvitationsWaiting(failing, kept, false));
    await act(async () => {});
    expect(result.current).toBe(0);
  });
});
