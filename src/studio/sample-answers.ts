/**
 * "Fill with sample answers": one draw of the generators the property tests and
 * `content -- diff` use (src/scoring/answer-arbitraries.ts), so the preview
 * shows the kind of answers the tests score. A seed gives the same answers
 * every time. The page loads this module (and fast-check with it) only when
 * the button is first pressed.
 */
import fc from 'fast-check';
import type { Answers, Bank } from '../content/types';
import { assessmentAnswersArbitrary, decisionAnswersArbitrary } from '../scoring/answer-arbitraries';

export function sampleAnswers(bank: Bank, seed: number): Answers {
  // An assessment is scored from its choices alone, and only choices are drawn for it, as the diff does.
  const arbitrary = bank.kind === 'assessment' ? assessmentAnswersArbitrary(bank) : decisionAnswersArbitrary(bank);
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0] ?? {};
}
