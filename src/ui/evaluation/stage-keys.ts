/** Stage keys of a result in questionnaire order ("1", "2", …), whatever order the object holds them in. */
import type { StageKey, StageScore } from '../../scoring/types';

export function stageKeysOf(stageScores: Record<StageKey, StageScore>): StageKey[] {
  return (Object.keys(stageScores) as StageKey[]).sort((a, b) => Number(a) - Number(b));
}
