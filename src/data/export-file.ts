/**
 * The "export all my data" file and its checks on import: one JSON document
 * with the profile, every decision (with its evaluation) and every risk
 * assessment. Import refuses the whole file if any record fails the shape
 * checks, so nothing half-imports.
 */
import type { UserDataExport } from './ports';
import { isDecision, isProfile, isRiskAssessment } from './shapes';
import type { Decision, Profile, RiskAssessment } from './types';

export const EXPORT_FORMAT = 'investment-checkpoint-export';

export function buildExport(
  profile: Profile | null,
  decisions: Decision[],
  riskAssessments: RiskAssessment[],
  now: Date = new Date(),
): UserDataExport {
  return { format: EXPORT_FORMAT, version: 1, exportedAt: now.toISOString(), profile, decisions, riskAssessments };
}

/** The file's content when it is a valid export, else null. */
export function parseExport(data: unknown): UserDataExport | null {
  if (typeof data !== 'object' || data === null) return null;
  const file = data as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT || file.version !== 1) return null;
  if (!(file.profile === null || isProfile(file.profile))) return null;
  if (!Array.isArray(file.decisions) || !file.decisions.every(isDecision)) return null;
  if (!Array.isArray(file.riskAssessments) || !file.riskAssessments.every(isRiskAssessment)) return null;
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: typeof file.exportedAt === 'string' ? file.exportedAt : '',
    profile: file.profile,
    decisions: file.decisions,
    riskAssessments: file.riskAssessments,
  };
}
