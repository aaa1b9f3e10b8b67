/** Colours of the score bars (total and per stage), from the display bands in the rules. */
import { defaultEvaluationRules } from './default-rules';
import { bandFor } from './numbers';
import type { EvaluationRules } from './rule-types';
import type { BandColor } from './types';

export function totalBand(score: number, rules: EvaluationRules = defaultEvaluationRules): BandColor {
  return bandFor(score, rules.bands.total).color;
}

export function stageBand(score: number, rules: EvaluationRules = defaultEvaluationRules): BandColor {
  return bandFor(score, rules.bands.stage).color;
}
