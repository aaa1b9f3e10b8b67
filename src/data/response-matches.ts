/**
 * Whether a reviewer's response belongs beside a decision: it must review this
 * decision, as it is now (its snapshot still hashes to the hash the packet
 * carried: a decision renamed, re-answered or re-evaluated since is another
 * checkpoint, and the critique may no longer apply), and its forecast must
 * answer only the forecast questions of the decision's bank, each as its
 * question takes. The importer stores nothing when it is refused.
 */
import type { Bank } from '../content/types';

import { forecastQuestionIds, packetDecision } from './packet-decision';
import { PACKET_ERROR_KEYS } from './packet-error-keys';
import { packetHash } from './packet-hash';
import type { ContentFit } from './ports';
import type { ReviewResponseRead } from './read-review-response';
import { type FileProblem, fileProblem } from './review-file-checks';
import type { ReviewResponse } from './second-opinion';
import type { Decision } from './types';

/**
 * Null when `response` may be stored beside `decision` (answered on `bank`, at
 * the decision's version); else why not: `responseOtherDecision`,
 * `responseDecisionChanged`, or `responseBadForecast` naming the field.
 */
export async function responseMatches(
  response: ReviewResponse,
  decision: Decision,
  bank: Bank,
  contentFit: ContentFit,
): Promise<FileProblem | null> {
  if (response.decisionId !== decision.id || bank.id !== decision.bankId) {
    return fileProblem(PACKET_ERROR_KEYS.responseOtherDecision);
  }
  if ((await packetHash(packetDecision(decision, bank))) !== response.packetHash) {
    return fileProblem(PACKET_ERROR_KEYS.responseDecisionChanged);
  }
  const forecastIds = forecastQuestionIds(bank);
  const stray = Object.keys(response.forecast).find((key) => !forecastIds.has(key));
  if (stray !== undefined) return fileProblem(PACKET_ERROR_KEYS.responseBadForecast, { field: `forecast.${stray}` });
  const misfit = contentFit({
    kind: 'decision',
    bankId: decision.bankId,
    bankVersion: decision.bankVersion,
    answers: response.forecast,
    inProgress: false,
  });
  if (misfit === null) return null;
  return fileProblem(PACKET_ERROR_KEYS.responseBadForecast, {
    field: misfit.startsWith('answers.') ? `forecast.${misfit.slice('answers.'.length)}` : 'forecast',
  });
}

/**
 * A response as read (from a file, or from a share: either way checked as a
 * file is) when it may also be stored beside `decision`, else the first
 * problem: the one check every way of importing a response passes.
 */
export async function responseToImport(
  read: ReviewResponseRead,
  decision: Decision,
  bank: Bank,
  contentFit: ContentFit,
): Promise<ReviewResponseRead> {
  if (!read.ok) return read;
  const mismatch = await responseMatches(read.response, decision, bank, contentFit);
  return mismatch ? { ok: false, problem: mismatch } : read;
}
