/**
 * Random complete risk-assessment answer sets for property tests, drawn from the
 * rules' own option lists so they follow any edit of the rules.
 */
import fc from 'fast-check';
import type { Answers } from '../../content/types';
import { defaultRiskRules } from '../default-rules';
import type { RiskRules } from '../rule-types';

export function riskAnswersArbitrary(rules: RiskRules = defaultRiskRules): fc.Arbitrary<Answers> {
  const fields = Object.fromEntries(
    Object.entries(rules.questions).map(([id, question]) => {
      const options = Object.keys(question.points);
      const answer: fc.Arbitrary<string | string[]> = question.multipleChoice
        ? fc.subarray(options, { minLength: 1 })
        : fc.constantFrom(...options);
      return [id, answer];
    }),
  );
  return fc.record(fields) as fc.Arbitrary<Answers>;
}

/** A deep copy of the rules an individual test may edit, as a content editor would. */
export function editableCopy<T>(rules: T): T {
  return structuredClone(rules);
}
