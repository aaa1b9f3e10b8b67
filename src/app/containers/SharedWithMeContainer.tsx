/**
 * "Shared with me": the packets others sent this user for a second opinion,
 * and the reviewer's work on one. A packet file is read and checked
 * (`readReviewPacket`: format, size, prototype keys, the content it names, its
 * hash) before anything is stored; the forecast is stored as soon as it is
 * given, and fixed from then on; the response is stored, then written as a
 * file to send back. What the reviewer typed but has not given yet is kept by
 * the session (`drafts`), so leaving the page loses nothing. Where the store
 * shares decisions (`store.shares`), the decisions shared with the reviewer's
 * e-mail are read here as the page opens and listed beside the packets; opening
 * one keeps its packet as a file's is kept, so the blind forecast comes first
 * all the same, and the finished response is sent back to the share.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Answers } from '../../content/types';
import { SECOND_OPINION_STORE_KEYS } from '../../data/packet-error-keys';
import type { StorePort } from '../../data/ports';
import { readReviewPacket } from '../../data/read-review-packet';
import { makeReviewResponse, reviewResponseFileName } from '../../data/review-response';
import type { DecisionShare, ReviewResponse, SharedPacket } from '../../data/second-opinion';
import { type UserMessage, userMessage } from '../../i18n/user-message';
import { useMessageText } from '../../ui/common/use-message-text';
import { downloadJson } from '../../ui/evaluation/evaluation-export-file';
import { ReviewerWorkspace } from '../../ui/second-opinion/ReviewerWorkspace';
import { SharedWithMeList } from '../../ui/second-opinion/SharedWithMeList';
import { contentFit } from '../content-fit';
import { bankOfDecision, critiqueBank } from './banks';

/** What the reviewer typed on a packet and has not given yet. */
export interface ReviewDraft {
  forecast: Answers;
  critique: Answers;
}

export interface SharedWithMeContainerProps {
  packets: readonly SharedPacket[];
  /** With `shares` where the runtime shares decisions by e-mail; without it packets arrive as files only. */
  store: Pick<
    StorePort,
    'receivePacket' | 'saveSharedForecast' | 'saveSharedResponse' | 'deleteSharedPacket' | 'shares'
  >;
  /** The reviewer's display name, written into the response. */
  reviewerName: string;
  /** Drafts by packet id, held by the session so they outlive this page. */
  drafts: ReadonlyMap<string, ReviewDraft>;
  onDraftChange: (id: string, draft: ReviewDraft) => void;
  /** A packet received, or its forecast or response stored. */
  onSaved: (packet: SharedPacket) => void;
  onRemoved: (id: string) => void;
  /** Back to the journal. */
  onBack: () => void;
  now?: () => Date;
}

const noAnswers: Answers = {};
const OPEN_FAILED = 'opinions:errors.openFailed';
const REMOVE_FAILED = 'opinions:errors.removeFailed';
const FORECAST_FAILED = 'opinions:errors.forecastFailed';
const WRITE_FAILED = 'opinions:workspace.response.writeFailed';
const LOAD_FAILED = 'errors:loadFailed';

/** The shares addressed to the reviewer as read from the store. */
type SharesState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: UserMessage }
  | { phase: 'loaded'; shares: readonly DecisionShare[] };

export function SharedWithMeContainer(props: SharedWithMeContainerProps) {
  const { packets, store, drafts } = props;
  const texts = useMessageText();
  const now = props.now ?? (() => new Date());
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'file' | 'forecast' | 'response' | 'send' | { share: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [sharesState, setSharesState] = useState<SharesState>({ phase: 'loading' });
  const open = packets.find((p) => p.id === openId) ?? null;
  const { shares } = store;
  const withMe = sharesState.phase === 'loaded' ? sharesState.shares : [];
  const openShare = open ? withMe.find((share) => share.packet.packetId === open.packet.packetId) : undefined;

  const loadShares = useCallback(() => {
    if (!shares) return () => {};
    let current = true;
    setSharesState({ phase: 'loading' });
    shares.listSharesWithMe().then(
      (found) => {
        if (current) setSharesState({ phase: 'loaded', shares: found });
      },
      (failure: unknown) => {
        if (current) setSharesState({ phase: 'failed', error: userMessage(failure, LOAD_FAILED) });
      },
    );
    // A list asked for earlier (before a Retry) never lands over a newer one.
    return () => {
      current = false;
    };
  }, [shares]);
  useEffect(loadShares, [loadShares]);

  async function openInvitation(shareId: string) {
    const share = withMe.find((s) => s.id === shareId);
    if (!share) return;
    setBusy({ share: shareId });
    setFileError(null);
    try {
      // Kept as a file's packet is: the forecast is given blind and kept before the critique opens.
      const stored = await store.receivePacket(share.packet);
      props.onSaved(stored);
      setStepError(null);
      setOpenId(stored.id);
    } catch (error) {
      setFileError(texts.message(userMessage(error, OPEN_FAILED)));
    } finally {
      setBusy(null);
    }
  }

  async function openFile(file: File) {
    setBusy('file');
    setFileError(null);
    try {
      const read = await readReviewPacket(await file.text(), contentFit);
      if (!read.ok) {
        setFileError(texts.message(read.problem));
        return;
      }
      const stored = await store.receivePacket(read.packet);
      props.onSaved(stored);
      setOpenId(stored.id);
    } catch (error) {
      setFileError(texts.message(userMessage(error, OPEN_FAILED)));
    } finally {
      setBusy(null);
    }
  }

  if (!open) {
    return (
      <SharedWithMeList
        packets={packets}
        onOpen={(id) => {
          setStepError(null);
          setOpenId(id);
        }}
        onRemove={(id) => {
          void store.deleteSharedPacket(id).then(
            () => props.onRemoved(id),
            (error: unknown) => setFileError(texts.message(userMessage(error, REMOVE_FAILED))),
          );
        }}
        onOpenFile={(file) => void openFile(file)}
        openingFile={busy === 'file'}
        fileError={fileError}
        onDismissFileError={() => setFileError(null)}
        onBack={props.onBack}
        invitations={
          shares && {
            shares: withMe,
            loading: sharesState.phase === 'loading',
            loadError: sharesState.phase === 'failed' ? texts.message(sharesState.error) : null,
            onRetry: loadShares,
            onOpen: (id) => void openInvitation(id),
            openingId: typeof busy === 'object' && busy ? busy.share : null,
          }
        }
      />
    );
  }

  const draft = drafts.get(open.id) ?? { forecast: open.forecast ?? noAnswers, critique: noAnswers };
  const critique = open.response?.critique.answers ?? draft.critique;
  const forecast = open.forecast ?? draft.forecast;
  const bank = critiqueBank();

  async function giveForecast(given: Answers) {
    if (!open) return;
    setBusy('forecast');
    setStepError(null);
    try {
      props.onSaved(await store.saveSharedForecast(open.id, given));
    } catch (error) {
      setStepError(texts.message(userMessage(error, FORECAST_FAILED)));
    } finally {
      setBusy(null);
    }
  }

  /** The response to the open packet: the one kept, or a new one, kept before it goes anywhere. */
  async function keptResponse(): Promise<ReviewResponse | null> {
    if (!open?.forecast) return null;
    // Written or sent again, the same response goes out: a file that went missing is replaced, not answered twice.
    if (open.response) return open.response;
    const response = makeReviewResponse({
      packet: open.packet,
      reviewer: props.reviewerName,
      forecast: open.forecast,
      critique: { bankId: bank.id, bankVersion: bank.version, answers: critique },
      now: now(),
      id: crypto.randomUUID(),
    });
    props.onSaved(await store.saveSharedResponse(open.id, response));
    return response;
  }

  async function writeResponse() {
    setBusy('response');
    setStepError(null);
    try {
      const response = await keptResponse();
      if (response) downloadJson(reviewResponseFileName(response, now()), response);
    } catch (error) {
      setStepError(texts.message(userMessage(error, WRITE_FAILED)));
    } finally {
      setBusy(null);
    }
  }

  async function sendResponse() {
    if (!shares || !openShare) return;
    setBusy('send');
    setStepError(null);
    try {
      const response = await keptResponse();
      if (!response) return;
      const answered = await shares.respondToShare(openShare.id, response);
      setSharesState((state) =>
        state.phase === 'loaded'
          ? { phase: 'loaded', shares: state.shares.map((s) => (s.id === answered.id ? answered : s)) }
          : state,
      );
    } catch (error) {
      setStepError(texts.message(userMessage(error, SECOND_OPINION_STORE_KEYS.shareResponseFailed)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ReviewerWorkspace
      packet={open.packet}
      decisionBank={bankOfDecision(open.packet.decision)}
      critiqueBank={bank}
      forecast={forecast}
      onForecastChange={(next) => props.onDraftChange(open.id, { ...draft, forecast: next })}
      forecastGiven={open.forecast !== null}
      onGiveForecast={(given) => void giveForecast(given)}
      givingForecast={busy === 'forecast'}
      critique={critique}
      onCritiqueChange={(next) => props.onDraftChange(open.id, { ...draft, critique: next })}
      respondedAt={open.response?.respondedAt ?? null}
      onWriteResponse={() => void writeResponse()}
      writing={busy === 'response'}
      share={
        openShare && {
          to: open.packet.from,
          sent: openShare.response !== null,
          onSend: () => void sendResponse(),
          sending: busy === 'send',
        }
      }
      error={stepError}
      onBack={() => setOpenId(null)}
    />
  );
}
