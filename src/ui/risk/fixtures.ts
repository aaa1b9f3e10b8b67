/**
 * Sample risk results for the dialog's stories and tests only (the app never
 * imports this file). Message keys are those of scoring-rules/risk-tolerance.json.
 */
import type { RiskResult, RiskType } from '../../scoring/types';

export function sampleRiskResult(
  options: { type?: RiskType; score?: number; verification?: boolean; warning?: boolean } = {},
): RiskResult {
  const { type = 'balanced', score = 63, verification = false, warning = false } = options;
  return {
    score,
    type,
    name: `risk.type.${type}.name`,
    description: `risk.type.${type}.description`,
    recommendation: `risk.type.${type}.recommendation`,
    needsVerification: verification,
    needsWarning: warning,
    ...(verification ? { verificationText: 'risk.check.verification' } : {}),
    ...(warning ? { warningText: 'risk.check.warning' } : {}),
  };
}
