/**
 * Second opinions beside a completed decision: Ask writes a review packet (the
 * checkpoint without the investor's forecast, `makeReviewPacket`) as a file to
 * send; Import reads a reviewer's response file and stores it only when it is
 * a well-formed response (`readReviewResponse`) to this decision as it still
 * is (`responseToImport`: the packet's hash). A refused file says why and
 * changes nothing. Where the store shares decisions (`store.shares`), the same
 * packet can go to a reviewer's e-mail instead, and an answered invitation's
 * response is added through the very checks a file's passes; this decision's
 * invitations are read here, when the panel opens.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { headlineQuestionId } from '../../content/headline-question';
import { SECOND_OPINION_STORE_KEYS } from '../../data/packet-error-keys';
import type { StorePort } from '../../data/ports';
import { type ReviewResponseRead, readReviewResponse, reviewResponseOf } from '../../data/read-review-response';
import { responseToImport } from '../../data/response-matches';
import { makeReviewPacket, reviewPacketFileName } from '../../data/review-packet';
import type { DecisionShare, SecondOpinion } from '../../data/second-opinion';
import type { Decision } from '../../data/types';
import { type UserMessage, userMessage } from '../../i18n/user-message';
import { useMessageText } from '../../ui/common/use-message-text';
import { downloadJson } from '../../ui/evaluation/evaluation-export-file';
import { DecisionShares } from '../../ui/second-opinion/DecisionShares';
import { SecondOpinionsPanel } from '../../ui/second-opinion/SecondOpinionsPanel';
import { contentFit } from '../content-fit';
import { bankOfCritique, bankOfDecision, critiqueBank } from './banks';

export interface SecondOpinionsContainerProps {
  /** The decision as stored, answers and forecast included. */
  decision: Decision;
  /** Every second opinion of the user's; this decision's are shown. */
  opinions: readonly SecondOpinion[];
  /** With `shares` where the runtime shares decisions by e-mail; without it the panel offers files only. */
  store: Pick<StorePort, 'addSecondOpinion' | 'shares'>;
  /** The investor's display name, written into the packet so the reviewer knows who asks. */
  from: string;
  onAdded: (opinion: SecondOpinion) => void;
  /** An invitation went out. */
  onInvited?: (share: DecisionShare) => void;
  now?: () => Date;
}

const ASK_FAILED = 'opinions:errors.askFailed';
const IMPORT_FAILED = 'opinions:errors.importFailed';
const LOAD_FAILED = 'errors:loadFailed';

/** This decision's invitations as read from the store. */
type SharesState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: UserMessage }
  | { phase: 'loaded'; shares: readonly DecisionShare[] };

export function SecondOpinionsContainer({
  decision,
  opinions,
  store,
  from,
  onAdded,
  onInvited,
  now,
}: SecondOpinionsContainerProps) {
  const texts = useMessageText();
  const [busy, setBusy] = useState<'ask' | 'import' | 'invite' | { revoke: string } | { add: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const [sharesState, setSharesState] = useState<SharesState>({ phase: 'loading' });
  const bank = bankOfDecision(decision);
  const clock = now ?? (() => new Date());
  const { shares } = store;
  const decisionId = decision.id;

  const loadShares = useCallback(() => {
    if (!shares) return () => {};
    let current = true;
    setSharesState({ phase: 'loading' });
    shares.listMyShares().then(
      (mine) => {
        if (current) setSharesState({ phase: 'loaded', shares: mine.filter((s) => s.decisionId === decisionId) });
      },
      (failure: unknown) => {
        if (current) setSharesState({ phase: 'failed', error: userMessage(failure, LOAD_FAILED) });
      },
    );
    // A list asked for by an earlier render (another decision, a Retry since) never lands over a newer one.
    return () => {
      current = false;
    };
  }, [shares, decisionId]);
  useEffect(loadShares, [loadShares]);

  const importedResponseIds = useMemo(() => new Set(opinions.map((opinion) => opinion.id)), [opinions]);

  function replaceShare(share: DecisionShare) {
    setSharesState((state) =>
      state.phase === 'loaded'
        ? { phase: 'loaded', shares: [share, ...state.shares.filter((s) => s.id !== share.id)] }
        : state,
    );
  }

  async function ask() {
    setBusy('ask');
    setError(null);
    try {
      const at = clock();
      const packet = await makeReviewPacket({ decision, bank, from, now: at, packetId: crypto.randomUUID() });
      downloadJson(reviewPacketFileName(packet, at), packet);
    } catch (failure) {
      setError(texts.message(userMessage(failure, ASK_FAILED)));
    } finally {
      setBusy(null);
    }
  }

  /**
   * The one way a response comes in, from a file or from a share: read and
   * checked as a file is, matched to this decision as it still is, then stored.
   * A refusal says why and stores nothing.
   */
  async function addResponse(read: () => Promise<ReviewResponseRead>) {
    setError(null);
    try {
      const checked = await responseToImport(await read(), decision, bank, contentFit);
      if (!checked.ok) {
        setError(texts.message(checked.problem));
        return;
      }
      onAdded(await store.addSecondOpinion(checked.response));
    } catch (failure) {
      setError(texts.message(userMessage(failure, IMPORT_FAILED)));
    }
  }

  async function importFile(file: File) {
    setBusy('import');
    await addResponse(async () => readReviewResponse(await file.text(), contentFit));
    setBusy(null);
  }

  async function addSharedResponse(id: string) {
    const share = sharesState.phase === 'loaded' ? sharesState.shares.find((s) => s.id === id) : undefined;
    if (!share?.response) return;
    setBusy({ add: id });
    await addResponse(async () => reviewResponseOf(share.response, contentFit));
    setBusy(null);
  }

  async function invite(email: string): Promise<boolean> {
    if (!shares) return false;
    setBusy('invite');
    setShareError(null);
    try {
      const packet = await makeReviewPacket({ decision, bank, from, now: clock(), packetId: crypto.randomUUID() });
      const share = await shares.shareDecision(decision.id, email, packet);
      replaceShare(share);
      onInvited?.(share);
      return true;
    } catch (failure) {
      setShareError(texts.message(userMessage(failure, SECOND_OPINION_STORE_KEYS.shareFailed)));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function revoke(id: string) {
    const share = sharesState.phase === 'loaded' ? sharesState.shares.find((s) => s.id === id) : undefined;
    if (!shares || !share) return;
    setBusy({ revoke: id });
    setShareError(null);
    try {
      await shares.revokeShare(id);
      replaceShare({ ...share, revokedAt: clock().toISOString() });
    } catch (failure) {
      setShareError(texts.message(userMessage(failure, SECOND_OPINION_STORE_KEYS.shareRevokeFailed)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SecondOpinionsPanel
      className="mt-4"
      completed={decision.completed}
      decisionBank={bank}
      investorForecast={decision.forecast}
      opinions={opinions.filter((opinion) => opinion.decisionId === decision.id)}
      critiqueBankOf={(opinion) => bankOfCritique(opinion.response.critique)}
      verdictQuestionId={headlineQuestionId(critiqueBank())}
      onAsk={() => void ask()}
      asking={busy === 'ask'}
      onImportFile={(file) => void importFile(file)}
      importing={busy === 'import'}
      importError={error}
      onDismissImportError={() => setError(null)}
      sharing={
        shares && (
          <DecisionShares
            shares={sharesState.phase === 'loaded' ? sharesState.shares : []}
            importedResponseIds={importedResponseIds}
            completed={decision.completed}
            loading={sharesState.phase === 'loading'}
            loadError={sharesState.phase === 'failed' ? texts.message(sharesState.error) : null}
            onRetry={loadShares}
            onInvite={invite}
            inviting={busy === 'invite'}
            onRevoke={(id) => void revoke(id)}
            revokingId={typeof busy === 'object' && busy && 'revoke' in busy ? busy.revoke : null}
            onAddResponse={(id) => void addSharedResponse(id)}
            addingId={typeof busy === 'object' && busy && 'add' in busy ? busy.add : null}
            error={shareError}
            onDismissError={() => setShareError(null)}
          />
        )
      }
    />
  );
}
