/**
 * An export file's second-opinion records, checked as its decisions are: the
 * packets others sent the user (with the user's forecast and response) and the
 * responses the user imported beside their decisions. Each was checked when it
 * first arrived as a file; an export can have been edited since, so each is
 * checked again for the shape and limits the store keeps, the rules the
 * database keeps across its fields, prototype-named keys, and whether its
 * answers fit the questionnaire they name. A problem names the record and the
 * field.
 */

import type { FieldProblem } from './limits';
import { EXPORT_SECOND_OPINION_KEYS as KEYS, PACKET_ERROR_KEYS, type PacketErrorKey } from './packet-error-keys';
import type { ContentFit } from './ports';
import { reviewResponseOf } from './read-review-response';
import { isIsoTime, prototypeKeyPath } from './review-file-checks';
import { firstBadPath, isPlainRecord } from './schema';
import type { SecondOpinion, SharedPacket } from './second-opinion';
import {
  reviewPacketProblem,
  reviewResponseProblem,
  secondOpinionSchema,
  sharedForecastProblem,
  sharedPacketSchema,
} from './second-opinion-shapes';
import type { Decision } from './types';

/** A list's check: a step after each record, ending with the first problem found or null. */
type RecordsCheck = Generator<void, FieldProblem<PacketErrorKey> | null, void>;

const problem = (key: PacketErrorKey, params: Record<string, string>): FieldProblem<PacketErrorKey> => ({
  key,
  params,
});

/** A misfit of a nested record, named from the record: `answers.1-1` of the critique is `response.critique.answers.1-1`. */
const under = (prefix: string, misfit: string) => `${prefix}.${misfit}`;

/** A forecast is an answers map of its own: `answers.7-1` of it is `forecast.7-1`. */
const inForecast = (prefix: string, misfit: string) =>
  misfit.startsWith('answers.') ? `${prefix}.${misfit.slice('answers.'.length)}` : prefix;

/**
 * The first field of a response that a response file would be refused for
 * (read by the same check, `reviewResponseOf`), or that the store would not
 * keep; null when none is.
 */
function responseProblem(response: unknown, fits: ContentFit, prefix: string): string | null {
  const read = reviewResponseOf(response, fits);
  if (!read.ok) {
    const { field } = read.problem.params;
    if (field !== undefined) return `${prefix}.${field}`;
    // A critique bank this app does not hold, or a response of another format or a newer version.
    return read.problem.key === PACKET_ERROR_KEYS.responseUnknownBank ? `${prefix}.critique.bankVersion` : prefix;
  }
  return reviewResponseProblem(read.response) ? prefix : null;
}

/** The first field of a shared packet that breaks a rule the database keeps, or does not fit its bank. */
function sharedPacketRuleBroken(shared: SharedPacket, fits: ContentFit): string | null {
  if (!isIsoTime(shared.receivedAt)) return 'receivedAt';
  const { packet, forecast, response } = shared;
  if (!isIsoTime(packet.createdAt) || !isIsoTime(packet.decision.createdAt)) return 'packet.createdAt';
  if (reviewPacketProblem(packet)) return 'packet';
  const { bankId, bankVersion, answers } = packet.decision;
  const misfit = fits({ kind: 'decision', bankId, bankVersion, answers, inProgress: false });
  if (misfit) return under('packet.decision', misfit);
  if (forecast !== null) {
    if (sharedForecastProblem(forecast)) return 'forecast';
    const forecastMisfit = fits({ kind: 'decision', bankId, bankVersion, answers: forecast, inProgress: false });
    if (forecastMisfit) return inForecast('forecast', forecastMisfit);
  }
  if (response === null) return null;
  // A response answers this packet, about its decision, with the forecast the reviewer gave first.
  if (response.packetId !== packet.packetId) return 'response.packetId';
  if (response.decisionId !== packet.decision.id) return 'response.decisionId';
  if (forecast === null || JSON.stringify(response.forecast) !== JSON.stringify(forecast)) return 'response.forecast';
  return responseProblem(response, fits, 'response');
}

export function* checkSharedPackets(list: unknown[], fits: ContentFit): RecordsCheck {
  const seen = new Set<string>();
  for (const [index, shared] of list.entries()) {
    const number = String(index + 1);
    if (!isPlainRecord(shared)) return problem(KEYS.importSharedPacketNotRecord, { number });
    const field =
      prototypeKeyPath(shared) ??
      firstBadPath(sharedPacketSchema, shared) ??
      sharedPacketRuleBroken(shared as unknown as SharedPacket, fits);
    if (field !== null) return problem(KEYS.importBadSharedPacket, { number, field: field || 'packet' });
    // The database keeps one row per packet (and names the row anew: an id is the database's own).
    const { packetId } = (shared as unknown as SharedPacket).packet;
    if (seen.has(packetId)) return problem(KEYS.importDuplicateSharedPacket, { number });
    seen.add(packetId);
    yield;
  }
  return null;
}

/**
 * A second opinion stays beside its decision: one the file holds is checked
 * here (its forecast must fit that decision's bank); one the file does not
 * hold may be in the account, which only the database can tell.
 */
export function* checkSecondOpinions(list: unknown[], decisions: readonly Decision[], fits: ContentFit): RecordsCheck {
  const byId = new Map(decisions.map((decision) => [decision.id, decision]));
  const seen = new Set<string>();
  for (const [index, opinion] of list.entries()) {
    const number = String(index + 1);
    if (!isPlainRecord(opinion)) return problem(KEYS.importSecondOpinionNotRecord, { number });
    const field =
      prototypeKeyPath(opinion) ??
      firstBadPath(secondOpinionSchema, opinion) ??
      secondOpinionRuleBroken(opinion as unknown as SecondOpinion, byId, fits);
    if (field !== null) return problem(KEYS.importBadSecondOpinion, { number, field: field || 'response' });
    const { id } = opinion as unknown as SecondOpinion;
    if (seen.has(id)) return problem(KEYS.importDuplicateSecondOpinion, { number });
    seen.add(id);
    yield;
  }
  return null;
}

function secondOpinionRuleBroken(
  opinion: SecondOpinion,
  decisions: ReadonlyMap<string, Decision>,
  fits: ContentFit,
): string | null {
  const { response } = opinion;
  if (!isIsoTime(opinion.importedAt)) return 'importedAt';
  if (response.id !== opinion.id) return 'response.id';
  if (response.decisionId !== opinion.decisionId) return 'response.decisionId';
  const decision = decisions.get(opinion.decisionId);
  if (decision) {
    const { bankId, bankVersion } = decision;
    const misfit = fits({ kind: 'decision', bankId, bankVersion, answers: response.forecast, inProgress: false });
    if (misfit) return inForecast('response.forecast', misfit);
  }
  return responseProblem(response, fits, 'response');
}
