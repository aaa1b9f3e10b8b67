/**
 * How the evaluation views turn scoring message keys into text. The container
 * supplies `ruleText` (src/scoring) bound to the UI language.
 */
import type { Rating } from '../../scoring/types';

/**
 * Returns the text of a scoring message key in the current language. Texts that
 * are not keys (an AI service's own sentences) must come back unchanged.
 */
export type RuleText = (key: string) => string;

/** Message key of a rating's label ("Systematic", …) or its description, in the scoring rules. */
export type RatingKey = (rating: Rating, part: 'label' | 'description') => string;

/** The rules' naming, as in risk-tolerance.json ("risk.type.<key>.name"). */
export const defaultRatingKey: RatingKey = (rating, part) => `evaluation.rating.${rating}.${part}`;
