/**
 * Second opinions beside a completed decision: Ask writes a review packet (the
 * checkpoint without the investor's forecast, `makeReviewPacket`) as a file to
 * send; Import reads a reviewer's response file and stores it only when it is
 * a well-formed response (`readReviewResponse`) to this decision as it still
 * is (`responseMatches`: the packet's hash). A refused file says why and
 * changes nothing.
 */
import { useState } from 'react';
import { headlineQuestionId } from '../../content/headline-question';
import type { StorePort } from '../../data/ports';
import { readReviewResponse } from '../../data/read-review-response';
import { responseMatches } from '../../data/response-matches';
import { makeReviewPacket, reviewPacketFileName } from '../../data/review-packet';
import type { SecondOpinion } from '../../data/second-opinion';
import type { Decision } from '../../data/types';
import { userMessage } from '../../i18n/user-message';
import { useMessageText } from '../../ui/common/use-message-text';
import { downloadJson } from '../../ui/evaluation/evaluation-export-file';
import { SecondOpinionsPanel } from '../../ui/second-opinion/SecondOpinionsPanel';
import { contentFit } from '../content-fit';
import { bankOfCritique, bankOfDecision, critiqueBank } from './banks';

export interface SecondOpinionsContainerProps {
  /** The decision as stored, answers and forecast included. */
  decision: Decision;
  /** Every second opinion of the user's; this decision's are shown. */
  opinions: readonly SecondOpinion[];
  store: Pick<StorePort, 'addSecondOpinion'>;
  /** The investor's display name, written into the packet so the reviewer knows who asks. */
  from: string;
  onAdded: (opinion: SecondOpinion) => void;
  now?: () => Date;
}

const ASK_FAILED = 'opinions:errors.askFailed';
const IMPORT_FAILED = 'opinions:errors.importFailed';

export function SecondOpinionsContainer({
  decision,
  opinions,
  store,
  from,
  onAdded,
  now,
}: SecondOpinionsContainerProps) {
  const texts = useMessageText();
  const [busy, setBusy] = useState<'ask' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bank = bankOfDecision(decision);
  const clock = now ?? (() => new Date());

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

  async function importFile(file: File) {
    setBusy('import');
    setError(null);
    try {
      const read = await readReviewResponse(await file.text(), contentFit);
      if (!read.ok) {
        setError(texts.message(read.problem));
        return;
      }
      const mismatch = await responseMatches(read.response, decision, bank, contentFit);
      if (mismatch) {
        setError(texts.message(mismatch));
        return;
      }
      onAdded(await store.addSecondOpinion(read.response));
    } catch (failure) {
      setError(texts.message(userMessage(failure, IMPORT_FAILED)));
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
    />
  );
}
