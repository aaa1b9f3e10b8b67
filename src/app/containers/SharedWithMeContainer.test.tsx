/**
 * "Shared with me" as the reviewer meets it where decisions are shared by
 * e-mail: the shares addressed to them beside the packets from files, the
 * forecast first as for a file, and the response sent back to the share.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forecastAnswers, sharedPackets, sharesWithMe } from '../../../stories/fixtures/second-opinion';
import type { SharePort, StorePort } from '../../data/ports';
import type { DecisionShare, ReviewPacket, ReviewResponse, SharedPacket } from '../../data/second-opinion';
import { StoreError } from '../../data/store-error';
import { decisionAnswersArbitrary } from '../../scoring/answer-arbitraries';
import { renderIn } from '../../ui/form/test-render';
import { critiqueBank } from './banks';
import { type ReviewDraft, SharedWithMeContainer } from './SharedWithMeContainer';

const now = new Date('2026-03-12T09:00:00.000Z');
const FORECAST = forecastAnswers('55', ['-20', '10'], 'MSCI World');
const [critiqueAnswers = {}] = fc.sample(decisionAnswersArbitrary(critiqueBank()), { seed: 11, numRuns: 1 });

/**
 * A stand-in for the hosted sharing service (a test double of the Supabase
 * SharePort): the shares addressed to the reviewer in memory, each call recorded.
 */
function fakeShares(initial: DecisionShare[]) {
  let shares = [...initial];
  const port = {
    shareDecision: vi.fn(async (): Promise<DecisionShare> => {
      throw new Error('not the investor here');
    }),
    listMyShares: vi.fn(async () => []),
    revokeShare: vi.fn(async () => {}),
    listSharesWithMe: vi.fn(async () => shares),
    respondToShare: vi.fn(async (id: string, response: ReviewResponse) => {
      const share = shares.find((s) => s.id === id);
      if (!share) throw new StoreError('not-found', 'packets:shareUnavailable');
      const answered = { ...share, response, respondedAt: now.toISOString() };
      shares = shares.map((s) => (s.id === id ? answered : s));
      return answered;
    }),
  } satisfies SharePort;
  return port;
}

/**
 * The reviewer's own packets in memory, as the store keeps them. `forecastGiven`
 * stands for a forecast given earlier, so a test can go straight to the critique.
 */
function memoryStore(shares: SharePort | undefined, { forecastGiven = false } = {}) {
  let kept = 0;
  return {
    receivePacket: vi.fn(async (packet: ReviewPacket): Promise<SharedPacket> => {
      kept += 1;
      return {
        id: `kept-${kept}`,
        packet,
        receivedAt: now.toISOString(),
        forecast: forecastGiven ? FORECAST : null,
        response: null,
      };
    }),
    saveSharedForecast: vi.fn(),
    saveSharedResponse: vi.fn(),
    deleteSharedPacket: vi.fn(async () => {}),
    shares,
  } satisfies Pick<
    StorePort,
    'receivePacket' | 'saveSharedForecast' | 'saveSharedResponse' | 'deleteSharedPacket' | 'shares'
  >;
}

/** The container as the session mounts it: what it saves comes back in as its packets; the critique is typed already. */
function Harness({
  store,
  packets: initial = [],
}: {
  store: ReturnType<typeof memoryStore>;
  packets?: SharedPacket[];
}) {
  const [packets, setPackets] = useState(initial);
  store.saveSharedResponse.mockImplementation(async (id: string, response: ReviewResponse) => {
    const found = packets.find((p) => p.id === id);
    if (!found) throw new StoreError('not-found', 'packets:sharedPacketGone');
    return { ...found, response };
  });
  const drafts = new Map<string, ReviewDraft>(packets.map((p) => [p.id, { forecast: {}, critique: critiqueAnswers }]));
  return (
    <SharedWithMeContainer
      packets={packets}
      store={store}
      reviewerName="Grace"
      drafts={drafts}
      onDraftChange={() => {}}
      onSaved={(saved) => setPackets((list) => [saved, ...list.filter((p) => p.id !== saved.id)])}
      onRemoved={(id) => setPackets((list) => list.filter((p) => p.id !== id))}
      onBack={() => {}}
      now={() => now}
    />
  );
}

describe('SharedWithMeContainer, shares by e-mail', () => {
  it('lists the shares addressed to the reviewer beside the packets from files, and opens one forecast first', async () => {
    const store = memoryStore(fakeShares(sharesWithMe('en')));
    const { t } = renderIn('en', <Harness store={store} packets={sharedPackets('en')} />);
    const open = await screen.findByRole('button', {
      name: t('opinions:shared.openNamed', { name: 'Copper miner', from: 'Alex Morgan' }),
    });
    // The share not opened yet is one more row; the one kept already lists once, marked as an invitation.
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Copper miner');
    expect(items[0]).toHaveTextContent(t('opinions:shared.byInvitation'));
    expect(items.filter((item) => item.textContent?.includes('Semiconductor leader'))).toHaveLength(1);
    await userEvent.click(open);
    expect(store.receivePacket).toHaveBeenCalledWith(sharesWithMe('en')[0]?.packet);
    expect(
      await screen.findByRole('heading', { name: t('opinions:workspace.title', { name: 'Copper miner' }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') })).toBeInTheDocument();
    expect(screen.getByText(t('opinions:workspace.critique.locked'))).toBeInTheDocument();
  });

  it('sends the finished response to the share, says so, and keeps the file on offer', async () => {
    const shares = fakeShares(sharesWithMe('en'));
    const store = memoryStore(shares, { forecastGiven: true });
    const { t } = renderIn('en', <Harness store={store} />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: t('opinions:shared.openNamed', { name: 'Copper miner', from: 'Alex Morgan' }),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: t('opinions:workspace.response.send', { name: 'Alex Morgan' }) }),
    );
    expect(await screen.findByText(t('opinions:workspace.response.sent', { name: 'Alex Morgan' }))).toBeVisible();
    expect(store.saveSharedResponse).toHaveBeenCalledTimes(1);
    const [[shareId, response] = []] = shares.respondToShare.mock.calls;
    expect(shareId).toBe('share-a');
    expect(response).toMatchObject({ packetId: 'p-share-a', reviewer: 'Grace', forecast: FORECAST });
    expect(store.saveSharedResponse.mock.calls[0]?.[1]).toEqual(response);
    expect(screen.getByRole('button', { name: t('opinions:workspace.response.download') })).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: t('opinions:workspace.response.send', { name: 'Alex Morgan' }) }),
    ).not.toBeInTheDocument();
  });

  it('says so when the share was withdrawn meanwhile', async () => {
    const shares = fakeShares(sharesWithMe('en'));
    shares.respondToShare.mockRejectedValueOnce(new StoreError('not-found', 'packets:shareUnavailable'));
    const store = memoryStore(shares, { forecastGiven: true });
    const { t } = renderIn('zh', <Harness store={store} />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: t('opinions:shared.openNamed', { name: 'Copper miner', from: 'Alex Morgan' }),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: t('opinions:workspace.response.send', { name: 'Alex Morgan' }) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t('packets:shareUnavailable'));
    expect(screen.queryByText(t('opinions:workspace.response.sent', { name: 'Alex Morgan' }))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('opinions:workspace.response.download') })).toBeEnabled();
  });

  it('shows shares that did not load with Retry, the packets from files still listed', async () => {
    const shares = fakeShares(sharesWithMe('en'));
    shares.listSharesWithMe.mockRejectedValueOnce(new StoreError('network', 'loadConnection'));
    const { t } = renderIn('en', <Harness store={memoryStore(shares)} packets={sharedPackets('en')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('opinions:shared.sharesLoadFailed'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: t('common:retry') }));
    expect(await screen.findByText('Copper miner')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SharedWithMeContainer on the embedded runtime', () => {
  it('lists packets from files only, and explains how they arrive', async () => {
    const { t } = renderIn('en', <Harness store={memoryStore(undefined)} />);
    await waitFor(() => expect(screen.getByText(t('opinions:shared.empty'))).toBeInTheDocument());
    expect(screen.queryByText(t('opinions:shared.sharesLoading'))).not.toBeInTheDocument();
  });
});
