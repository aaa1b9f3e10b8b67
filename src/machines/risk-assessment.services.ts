/**
 * The risk dialog's scorer, ids, clock and store as the machine's actors, for
 * `.provide()`: the risk container passes the app's, tests their own.
 */

import { fromCallback, fromPromise } from 'xstate';
import type { Answers } from '../content/types';
import type { StorePort } from '../data/ports';
import type { RiskAssessment } from '../data/types';
import type { RiskResult } from '../scoring/types';
import { nowIso } from './clock';
import type { AssessInput, RiskAssessmentEvent } from './risk-assessment.machine';

export interface RiskAssessmentPorts {
  store: Pick<StorePort, 'saveRiskAssessment'>;
  /** `scoreRiskTolerance` of src/scoring; may throw on answers it cannot read. */
  scoreRiskTolerance(answers: Answers): RiskResult;
  /** Id for the new assessment: src/data's `newRiskAssessmentId`, or a fixed one in tests. */
  newId: () => string;
  now?: () => string;
}

export function riskAssessmentServices({ store, scoreRiskTolerance, newId, now = nowIso }: RiskAssessmentPorts) {
  return {
    actors: {
      assess: fromPromise<RiskAssessment, AssessInput>(async ({ input }) => {
        const result = scoreRiskTolerance(input.answers);
        return {
          id: newId(),
          bankId: input.bankId,
          bankVersion: input.bankVersion,
          score: result.score,
          type: result.type,
          name: result.name,
          answers: input.answers,
          result,
          createdAt: now(),
        };
      }),
      saveAssessment: fromCallback<RiskAssessmentEvent, { assessment: RiskAssessment | null }>(
        ({ input, sendBack }) => {
          const { assessment } = input;
          if (!assessment) return;
          store.saveRiskAssessment(assessment).then(
            (stored) => sendBack({ type: 'STORED', assessment: stored }),
            (error: unknown) => sendBack({ type: 'STORE_FAILED', id: assessment.id, error }),
          );
        },
      ),
    },
  };
}
