/**
 * What a reviewer sees of a decision: its name, its bank and version, its
 * answers and evaluation, never the investor's forecast. A reviewer who saw
 * the investor's numbers first would anchor on them, and the second opinion
 * would be worth less; so the answers of every locked section stay out, and
 * so does every answer the decision's forecast holds (the same questions, but
 * kept even if the bank handed in were another version's).
 */
import type { Answers, Bank } from '../content/types';
import { lockedSections } from '../engine/locked-answers';
import type { PacketDecision } from './second-opinion';
import type { Decision } from './types';

/** The ids of the questions whose answers are the forecast: every question of the bank's locked sections. */
export function forecastQuestionIds(bank: Bank): Set<string> {
  return new Set(lockedSections(bank).flatMap((section) => section.questions.map((question) => question.id)));
}

/** The decision as a packet carries it (and as its hash is computed, when a response comes back). */
export function packetDecision(decision: Decision, bank: Bank): PacketDecision {
  if (bank.id !== decision.bankId) {
    throw new Error(`The decision was answered on bank "${decision.bankId}", not "${bank.id}"`);
  }
  const leftOut = forecastQuestionIds(bank);
  for (const key of Object.keys(decision.forecast ?? {})) leftOut.add(key);
  // fromEntries defines each key as data: a key such as "__proto__" stays a key.
  const answers: Answers = Object.fromEntries(
    Object.entries(decision.answers)
      .filter(([key]) => !leftOut.has(key))
      .map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  return {
    id: decision.id,
    name: decision.name,
    bankId: decision.bankId,
    bankVersion: decision.bankVersion,
    answers,
    evaluationResult: decision.evaluationResult,
    createdAt: decision.createdAt,
  };
}
