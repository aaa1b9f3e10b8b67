/**
 * Second opinions beside a decision, as the investor meets them: invitations by
 * e-mail where the runtime shares decisions, and files only where it does not.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forecastAnswers, investorForecast, packetAnswers } from '../../../stories/fixtures/second-opinion';
import type { SharePort, StorePort } from '../../data/ports';
import { makeReviewPacket } from '../../data/review-packet';
import { makeReviewResponse } from '../../data/review-response';
import type { DecisionShare, ReviewResponse, SecondOpinion } from '../../data/second-opinion';
import { StoreError } from '../../data/store-error';
import type { Decision } from '../../data/types';
import { decisionAnswersArbitrary } from '../../scoring/answer-arbitraries';
import { renderIn } from '../../ui/form/test-render';
import { critiqueBank, decisionBank } from './banks';
import { SecondOpinionsContainer } from './SecondOpinionsContainer';

const bank = decisionBank();
const critique = critiqueBank();
const now = new Date('2026-03-12T09:00:00.000Z');

const decision: Decision = {
  id: 'decision-1',
  name: 'Dividend ETF',
  bankId: bank.id,
  bankVersion: bank.version,
  stage: bank.sections.length,
  answers: { ...packetAnswers('en'), ...investorForecast },
  completed: true,
  evaluated: false,
  evaluationScore: null,
  evaluationResult: null,
  forecast: investorForecast,
  forecastMadeAt: '2026-03-01T10:00:00.000Z',
  tags: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 3,
};

const [critiqueAnswers] = fc.sample(decisionAnswersArbitrary(critique), { seed: 7, numRuns: 1 });

/** A reviewer's response to the decision as it is now, as their app writes it. */
async function responseTo(to: Decision, id = 'response-1'): Promise<ReviewResponse> {
  const packet = await makeReviewPacket({ decision: to, bank, from: 'Chen Jing', now, packetId: `packet-${id}` });
  return makeReviewResponse({
    packet,
    reviewer: 'Li Ming',
    forecast: forecastAnswers('40', ['-20', '10'], 'CSI 300'),
    critique: { bankId: critique.id, bankVersion: critique.version, answers: critiqueAnswers ?? {} },
    now,
    id,
  });
}

/**
 * A stand-in for the hosted sharing service (a test double of the Supabase
 * SharePort): the investor's shares in memory, each call recorded.
 */
function fakeShares(initial: DecisionShare[] = []) {
  let shares = [...initial];
  let made = 0;
  const port = {
    shareDecision: vi.fn(async (decisionId: string, reviewerEmail: string, packet: DecisionShare['packet']) => {
      made += 1;
      const share: DecisionShare = {
        id: `share-new-${made}`,
        decisionId,
        reviewerEmail,
        packet,
        createdAt: now.toISOString(),
        revokedAt: null,
        response: null,
        respondedAt: null,
      };
      shares = [share, ...shares];
      return share;
    }),
    listMyShares: vi.fn(async () => shares),
    revokeShare: vi.fn(async (id: string) => {
      shares = shares.map((s) => (s.id === id ? { ...s, revokedAt: now.toISOString() } : s));
    }),
    listSharesWithMe: vi.fn(async () => []),
    respondToShare: vi.fn(async () => {
      throw new Error('not the reviewer here');
    }),
  } satisfies SharePort;
  return port;
}

function answeredShare(response: ReviewResponse, packet: DecisionShare['packet']): DecisionShare {
  return {
    id: 'share-1',
    decisionId: decision.id,
    reviewerEmail: 'li.ming@example.com',
    packet,
    createdAt: '2026-03-10T09:00:00.000Z',
    revokedAt: null,
    response,
    respondedAt: response.respondedAt,
  };
}

/** The container as the session mounts it: the opinions it adds come back in as props. */
function Harness({
  store,
  shown = decision,
}: {
  store: Pick<StorePort, 'addSecondOpinion' | 'shares'>;
  shown?: Decision;
}) {
  const [opinions, setOpinions] = useState<SecondOpinion[]>([]);
  return (
    <SecondOpinionsContainer
      decision={shown}
      opinions={opinions}
      store={store}
      from="Chen Jing"
      onAdded={(opinion) => setOpinions((list) => [opinion, ...list])}
      now={() => now}
    />
  );
}

function storeWith(shares?: SharePort) {
  return {
    addSecondOpinion: vi.fn(
      async (response: ReviewResponse): Promise<SecondOpinion> => ({
        id: response.id,
        decisionId: response.decisionId,
        response,
        importedAt: now.toISOString(),
      }),
    ),
    shares,
  };
}

describe('SecondOpinionsContainer, inviting by e-mail', () => {
  it('sends the invitation, which then lists as waiting', async () => {
    const shares = fakeShares();
    const { t } = renderIn('en', <Harness store={storeWith(shares)} />);
    expect(await screen.findByText(t('opinions:invite.empty'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(t('opinions:invite.email')), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.send') }));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('sam@example.com');
    expect(item).toHaveTextContent(t('opinions:invite.status.waiting'));
    const [decisionId, email, packet] = shares.shareDecision.mock.calls[0] ?? [];
    expect([decisionId, email]).toEqual([decision.id, 'sam@example.com']);
    // The packet is the one Ask writes: the investor's forecast is left out.
    expect(Object.keys(packet?.decision.answers ?? {})).not.toContain(Object.keys(investorForecast)[0]);
  });

  it('says so when an e-mail is mistyped, and sends nothing', async () => {
    const shares = fakeShares();
    const { t } = renderIn('zh', <Harness store={storeWith(shares)} />);
    await userEvent.type(screen.getByLabelText(t('opinions:invite.email')), 'sam at example.com');
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.send') }));
    expect(screen.getByText(t('opinions:invite.badEmail'))).toBeInTheDocument();
    expect(shares.shareDecision).not.toHaveBeenCalled();
  });

  it('revokes an invitation once the investor confirms', async () => {
    const packet = await makeReviewPacket({ decision, bank, from: 'Chen Jing', now, packetId: 'p-1' });
    const waiting = { ...answeredShare(await responseTo(decision), packet), response: null, respondedAt: null };
    const shares = fakeShares([waiting]);
    const { t } = renderIn('en', <Harness store={storeWith(shares)} />);
    await userEvent.click(
      await screen.findByRole('button', { name: t('opinions:invite.revokeNamed', { email: 'li.ming@example.com' }) }),
    );
    expect(shares.revokeShare).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t('opinions:invite.confirm') }));
    expect(shares.revokeShare).toHaveBeenCalledWith('share-1');
    expect(await screen.findByText(t('opinions:invite.status.revoked'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke the invitation/ })).not.toBeInTheDocument();
  });

  it('adds an answered invitation’s response beside the decision', async () => {
    const response = await responseTo(decision);
    const packet = await makeReviewPacket({ decision, bank, from: 'Chen Jing', now, packetId: 'p-1' });
    const store = storeWith(fakeShares([answeredShare(response, packet)]));
    const { t } = renderIn('en', <Harness store={store} />);
    await userEvent.click(
      await screen.findByRole('button', { name: t('opinions:invite.addNamed', { email: 'li.ming@example.com' }) }),
    );
    expect(store.addSecondOpinion).toHaveBeenCalledWith(response);
    const opinion = await screen.findByRole('article');
    expect(opinion).toHaveTextContent('Li Ming');
    expect(screen.getByText(t('opinions:invite.added'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add the response/ })).not.toBeInTheDocument();
  });

  it('refuses a response to the decision as it was before it changed, saying why', async () => {
    const response = await responseTo(decision);
    const packet = await makeReviewPacket({ decision, bank, from: 'Chen Jing', now, packetId: 'p-1' });
    const store = storeWith(fakeShares([answeredShare(response, packet)]));
    const renamed = { ...decision, name: 'Dividend ETF (resized)' };
    const { t } = renderIn('en', <Harness store={store} shown={renamed} />);
    await userEvent.click(
      await screen.findByRole('button', { name: t('opinions:invite.addNamed', { email: 'li.ming@example.com' }) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('opinions:panel.importFailed'));
    expect(alert).toHaveTextContent(t('packets:responseDecisionChanged'));
    expect(store.addSecondOpinion).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says why an invitation was not sent', async () => {
    const shares = fakeShares();
    shares.shareDecision.mockRejectedValueOnce(new StoreError('not-found', 'packets:shareDecisionGone'));
    const { t } = renderIn('en', <Harness store={storeWith(shares)} />);
    const email = screen.getByLabelText(t('opinions:invite.email'));
    await userEvent.type(email, 'sam@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('packets:shareDecisionGone'));
    // What was typed stays, to send again.
    expect(email).toHaveValue('sam@example.com');
  });

  it('shows invitations that did not load with Retry, which loads them', async () => {
    const response = await responseTo(decision);
    const packet = await makeReviewPacket({ decision, bank, from: 'Chen Jing', now, packetId: 'p-1' });
    const shares = fakeShares([answeredShare(response, packet)]);
    shares.listMyShares.mockRejectedValueOnce(new StoreError('network', 'loadConnection'));
    const { t } = renderIn('en', <Harness store={storeWith(shares)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('opinions:invite.loadFailed'));
    expect(alert).toHaveTextContent(t('errors:loadConnection'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }));
    expect(await screen.findByText('li.ming@example.com')).toBeInTheDocument();
  });
});

describe('SecondOpinionsContainer on the embedded runtime', () => {
  it('offers files only: no invitation by e-mail', async () => {
    const { t } = renderIn('en', <Harness store={storeWith()} />);
    expect(screen.getByRole('button', { name: t('opinions:panel.ask') })).toBeEnabled();
    expect(screen.getByRole('button', { name: t('opinions:panel.import') })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t('opinions:invite.title'))).not.toBeInTheDocument());
    expect(screen.queryByLabelText(t('opinions:invite.email'))).not.toBeInTheDocument();
  });
});
