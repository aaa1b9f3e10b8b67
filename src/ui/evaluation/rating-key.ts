/** Which scoring message keys name a rating's label and description. */
import type { Rating } from '../../scoring/types';

/** Message key of a rating's label ("Systematic", …) or its description, in the scoring rules. */
export type RatingKey = (rating: Rating, part: 'label' | 'description') => string;

/** The rules' naming, as in risk-tolerance.json ("risk.type.<key>.name"). */
export const defaultRatingKey: RatingKey = (rating, part) => `evaluation.rating.${rating}.${part}`;
