/**
 * How many invitations by e-mail (on Supabase) wait for the reviewer and are
 * not yet in "Shared with me": the top bar counts them with the packets
 * waiting there, so an invitation is noticed without opening the page. Read at
 * sign-in and again each time the reviewer leaves the page, where they may
 * have opened some. A failed read counts none: the page says why when opened.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SharePort } from '../../data/ports';
import type { DecisionShare, SharedPacket } from '../../data/second-opinion';

export function useInvitationsWaiting(
  shares: Pick<SharePort, 'listSharesWithMe'> | undefined,
  kept: readonly SharedPacket[],
  onPage: boolean,
): number {
  const [found, setFound] = useState<readonly DecisionShare[]>([]);
  useEffect(() => {
    if (!shares || onPage) return;
    let current = true;
    shares.listSharesWithMe().then(
      (list) => {
        if (current) setFound(list);
      },
      () => {
        if (current) setFound([]);
      },
    );
    return () => {
      current = false;
    };
  }, [shares, onPage]);
  return useMemo(() => {
    const keptPackets = new Set(kept.map((packet) => packet.packet.packetId));
    return found.filter((share) => share.response === null && !keptPackets.has(share.packet.packetId)).length;
  }, [found, kept]);
}
