/**
 * The review dialog's store as the machine's actor, for `.provide()`: the review
 * container passes the app's store, tests their own.
 */

import { fromPromise } from 'xstate';
import type { StorePort } from '../data/ports';
import type { NewReview, Review } from '../data/types';

export interface ReviewPorts {
  store: Pick<StorePort, 'addReview'>;
}

export function reviewServices({ store }: ReviewPorts) {
  return {
    actors: {
      addReview: fromPromise<Review, NewReview>(({ input }) => store.addReview(input)),
    },
  };
}
