/**
 * The locked sections of a decision bank hold the investor's forecast: their
 * answers are copied aside when the decision is completed and are fixed from
 * then on, so a review can later score what was expected rather than what was
 * remembered. These rules say which answers those are and keep every later edit
 * away from them; the database refuses such a change as well.
 */
import type { Answers, Bank, Section } from '../content/types';

/** The bank's sections marked `locked`, in bank order. */
export function lockedSections(bank: Bank): Section[] {
  return bank.sections.filter((section) => section.locked === true);
}

function copyOf(value: Answers[string]): Answers[string] {
  return Array.isArray(value) ? [...value] : value;
}

/**
 * The answers of the bank's locked sections, exactly as given (the database
 * compares them with the answers key by key); null when the bank has no locked
 * section, so a decision on such a bank carries no forecast.
 */
export function lockedAnswers(bank: Bank, answers: Answers): Answers | null {
  const sections = lockedSections(bank);
  if (sections.length === 0) return null;
  const forecast: Answers = {};
  for (const section of sections) {
    for (const question of section.questions) {
      const value = answers[question.id];
      if (value !== undefined) forecast[question.id] = copyOf(value);
    }
  }
  return forecast;
}

/**
 * Whether the stage (1-based, one per section) is fixed for a decision: the
 * decision carries a forecast and the stage's section is locked. Before
 * completion (no forecast yet) the forecast stage is answered like any other.
 * A decision kept from before forecasts existed (a draft) may lack the field:
 * it has no forecast either.
 */
export function isStageLocked(bank: Bank, stage: number, forecast: Answers | null | undefined): boolean {
  return forecast != null && bank.sections[stage - 1]?.locked === true;
}

/**
 * `next` with every locked question's answer put back as it was in `previous`
 * and, where the forecast holds it, as the forecast has it: what an edit, a
 * restored draft or a form reporting stale data would change there never
 * reaches a save. Without a forecast nothing is fixed yet and `next` is returned.
 */
export function keepLockedAnswers(
  bank: Bank,
  forecast: Answers | null | undefined,
  previous: Answers,
  next: Answers,
): Answers {
  if (forecast == null) return next;
  const kept: Answers = { ...next };
  for (const section of lockedSections(bank)) {
    for (const question of section.questions) {
      const fixed = forecast[question.id] ?? previous[question.id];
      if (fixed === undefined) delete kept[question.id];
      else kept[question.id] = copyOf(fixed);
    }
  }
  return kept;
}
