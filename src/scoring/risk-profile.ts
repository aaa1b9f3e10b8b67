/**
 * What a decision's evaluation knows of the investor's own risk profile: the
 * type and score of their latest risk assessment and the largest loss that
 * type accepts. Rules compare it with what the decision states, as
 * {"var": "profile.type"}, {"var": "profile.score"} and {"var": "profile.maxLoss"}.
 */
import { defaultRiskRules } from './default-rules';
import type { RiskRules } from './rule-types';
import type { RiskType } from './types';

export interface RiskProfile {
  type: RiskType;
  score: number;
  /** Percent of the amount invested; null when the rules set no limit for the type. */
  maxLoss: number | null;
}

/** The variables a rule may read about the profile (null each when the investor has no assessment). */
export const RISK_PROFILE_VARIABLES = ['profile.type', 'profile.score', 'profile.maxLoss'] as const;

/**
 * The profile of an assessment (its stored type and score), with the limit its
 * type has in `rules`. (Which type a score falls in is `riskBandForScore` in
 * risk-tolerance.ts.)
 */
export function riskProfileOf(
  assessment: { type: RiskType; score: number },
  rules: RiskRules = defaultRiskRules,
): RiskProfile {
  const maxLoss = rules.profiles.find(({ key }) => key === assessment.type)?.maxLoss;
  return { type: assessment.type, score: assessment.score, maxLoss: maxLoss ?? null };
}
