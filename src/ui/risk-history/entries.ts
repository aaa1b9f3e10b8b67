/** Stored assessments as the history lists them: the date in the UI language, the type's name in words. */

import type { RiskAssessment } from '../../data/types';
import type { RuleText } from '../common/rule-text';
import type { HistoryEntry } from './RiskHistoryDialog';

export function historyEntries(
  assessments: readonly RiskAssessment[],
  language: string,
  ruleText: RuleText,
): HistoryEntry[] {
  // A day's resolution, as an investor thinks of when they took an assessment.
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return assessments.map((assessment) => {
    const time = new Date(assessment.createdAt);
    return {
      id: assessment.id,
      // A time that does not parse (never written by the database, but the shape allows any text) shows as stored.
      date: Number.isNaN(time.getTime()) ? assessment.createdAt : format.format(time),
      score: assessment.score,
      type: ruleText(assessment.name),
    };
  });
}
