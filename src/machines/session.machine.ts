/**
 * Who is signed in and the data of theirs the app holds in memory: profile,
 * decisions, risk assessments, reviews, and which decision is open or being evaluated.
 * Driven by the auth port's change events; on sign-in the user's data is loaded,
 * on sign-out (or a switch of user) all of it is cleared and `onSignedOut` runs.
 * The decision list is updated one decision at a time, as the editor and the
 * evaluation report their saves — nothing here ever re-saves the list.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AuthPort, StorePort } from '../data/ports';
import type { Decision, Profile, Review, RiskAssessment, Session } from '../data/types';
import { MESSAGES, type Message, messageFor } from './messages';

export interface SessionDeps {
  auth: Pick<AuthPort, 'getSession' | 'onChange' | 'signOut'>;
  store: Pick<StorePort, 'getProfile' | 'saveProfile' | 'listDecisions' | 'listRiskAssessments' | 'listReviews'>;
  /** The app-wide error channel (the red banner); `key` is a namespaced i18n key. */
  reportError(key: string, params?: Record<string, string | number>): void;
  /** Runs whenever a user's session ends, and when the app starts signed out: wipes drafts and AI keys. */
  onSignedOut(): void;
}

export interface SessionInput {
  deps: SessionDeps;
}

/** The decision shown in the editor instead of the journal. */
export type OpenDecision = { mode: 'create' } | { mode: 'edit'; id: string };

export type SessionEvent =
  | { type: 'AUTH_CHANGED'; session: Session | null }
  | { type: 'SIGN_OUT' }
  | { type: 'RETRY' }
  | { type: 'NEW_DECISION' }
  | { type: 'OPEN_DECISION'; id: string }
  | { type: 'CLOSE_DECISION' }
  | { type: 'EVALUATE'; id: string }
  | { type: 'CLOSE_EVALUATION' }
  /** From the editor or the evaluation: replaces that decision, or puts a new one first. */
  | { type: 'DECISION_SAVED'; decision: Decision }
  | { type: 'DECISION_DELETED'; id: string }
  /** From the risk dialog: becomes current, and the profile takes its risk type. */
  | { type: 'ASSESSMENT_SAVED'; assessment: RiskAssessment }
  /** From the assessment history, once the store deleted it: the one before becomes current. */
  | { type: 'ASSESSMENT_DELETED'; id: string }
  /** From the review dialog: the stored review, newest of all. */
  | { type: 'REVIEW_SAVED'; review: Review }
  /** From the strategies card: the profile's preferred strategies, as stable keys. */
  | { type: 'STRATEGIES_CHOSEN'; strategies: string[] }
  /** The user's stored data changed outside the editors (an import): everything is loaded again. */
  | { type: 'DATA_REPLACED' };

export interface SessionContext {
  deps: SessionDeps;
  session: Session | null;
  profile: Profile | null;
  /** Newest first. */
  decisions: Decision[];
  /** Oldest first, so the last one is current. */
  assessments: RiskAssessment[];
  currentAssessment: RiskAssessment | null;
  /** Every review of every decision, newest first. */
  reviews: Review[];
  openDecision: OpenDecision | null;
  /** Id of the decision the evaluation overlay is open on. */
  evaluatingId: string | null;
  /** Why loading the user's data failed; the dashboard shows it with a Retry button. */
  loadError: Message | null;
}

interface UserData {
  profile: Profile;
  decisions: Decision[];
  assessments: RiskAssessment[];
  reviews: Review[];
}

const signedOutData = {
  session: null,
  profile: null,
  decisions: [],
  assessments: [],
  currentAssessment: null,
  reviews: [],
  openDecision: null,
  evaluatingId: null,
  loadError: null,
} satisfies Omit<SessionContext, 'deps'>;

/** `decisions` with `saved` in place of its old version, or first when it is new. */
export function upsertDecision(decisions: readonly Decision[], saved: Decision): Decision[] {
  const at = decisions.findIndex((d) => d.id === saved.id);
  if (at === -1) return [saved, ...decisions];
  return decisions.map((d, i) => (i === at ? saved : d));
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'loading',
  },
  actors: {
    getSession: fromPromise<Session | null, SessionDeps>(({ input }) => input.auth.getSession()),
    authChanges: fromCallback<SessionEvent, SessionDeps>(({ input, sendBack }) =>
      input.auth.onChange((session) => sendBack({ type: 'AUTH_CHANGED', session })),
    ),
    loadUserData: fromPromise<UserData, SessionDeps>(async ({ input }) => {
      const [profile, decisions, assessments, reviews] = await Promise.all([
        input.store.getProfile(),
        input.store.listDecisions(),
        input.store.listRiskAssessments(),
        input.store.listReviews(),
      ]);
      return { profile, decisions, assessments, reviews };
    }),
    saveProfile: fromPromise<Profile, { deps: SessionDeps; profile: Profile }>(({ input }) =>
      input.deps.store.saveProfile(input.profile),
    ),
    signOut: fromPromise<void, SessionDeps>(({ input }) => input.auth.signOut()),
  },
  guards: {
    hasProfile: ({ context }) => context.profile !== null,
    hasSession: ({ event }) => event.type === 'AUTH_CHANGED' && event.session !== null,
    noSession: ({ event }) => event.type === 'AUTH_CHANGED' && event.session === null,
    /** The current assessment goes and an older one takes its place: the profile follows that one's type. */
    currentReplaced: ({ context, event }) =>
      event.type === 'ASSESSMENT_DELETED' &&
      context.profile !== null &&
      context.currentAssessment?.id === event.id &&
      context.assessments.some((a) => a.id !== event.id),
    otherUser: ({ context, event }) =>
      event.type === 'AUTH_CHANGED' && event.session !== null && event.session.userId !== context.session?.userId,
  },
  actions: {
    takeSession: assign(({ event }) => (event.type === 'AUTH_CHANGED' ? { session: event.session } : {})),
    reportFailure: ({ context, event }, params: { fallbackKey: string }) => {
      const message = messageFor((event as { error?: unknown }).error, params.fallbackKey);
      context.deps.reportError(message.key, message.params);
    },
    /** Whatever of a user this device keeps outside the database (drafts, AI keys) is wiped. */
    forgetUser: ({ context }) => context.deps.onSignedOut(),
    /** The assessment becomes current and the profile takes its type, at once (the dashboard shows it). */
    takeAssessment: assign(({ context, event }) => {
      if (event.type !== 'ASSESSMENT_SAVED') return {};
      const { assessment } = event;
      return {
        assessments: [...context.assessments.filter((a) => a.id !== assessment.id), assessment],
        currentAssessment: assessment,
        profile: context.profile ? { ...context.profile, riskTolerance: assessment.type } : null,
      };
    }),
    dropAssessment: assign(({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_DELETED');
      const assessments = context.assessments.filter((a) => a.id !== event.id);
      const current = assessments.at(-1) ?? null;
      const replaced = context.currentAssessment?.id === event.id && current !== null;
      return {
        assessments,
        currentAssessment: current,
        profile: context.profile && replaced ? { ...context.profile, riskTolerance: current.type } : context.profile,
      };
    }),
    takeReview: assign(({ context, event }) => {
      assertEvent(event, 'REVIEW_SAVED');
      return { reviews: [event.review, ...context.reviews.filter((r) => r.id !== event.review.id)] };
    }),
    /** The dashboard shows the choice at once; the profile region saves it. */
    takeStrategies: assign(({ context, event }) => {
      assertEvent(event, 'STRATEGIES_CHOSEN');
      return { profile: context.profile ? { ...context.profile, preferredStrategies: [...event.strategies] } : null };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ deps: input.deps, ...signedOutData }),
  invoke: { src: 'authChanges', input: ({ context }) => context.deps },
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      invoke: {
        src: 'getSession',
        input: ({ context }) => context.deps,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) => ({ session: event.output })),
          },
          // Known to be signed out (the session ended outside the app, or never began): nothing of a user may linger.
          { target: 'signedOut', actions: 'forgetUser' },
        ],
        // Not known either way (a failed check): keep the drafts, a sign-in may still find their owner.
        onError: { target: 'signedOut', actions: { type: 'reportFailure', params: { fallbackKey: MESSAGES.generic } } },
      },
      on: {
        AUTH_CHANGED: [
          { guard: 'hasSession', target: 'signedIn', actions: 'takeSession' },
          { target: 'signedOut', actions: 'forgetUser' },
        ],
      },
    },
    signedOut: {
      on: {
        AUTH_CHANGED: { guard: 'hasSession', target: 'signedIn', actions: 'takeSession' },
      },
    },
    signedIn: {
      type: 'parallel',
      // Leaving covers sign-out and a switch of user: nothing of the last user stays in memory.
      exit: [assign(signedOutData), 'forgetUser'],
      on: {
        AUTH_CHANGED: [
          { guard: 'noSession', target: 'signedOut' },
          { guard: 'otherUser', target: 'signedIn', reenter: true, actions: 'takeSession' },
          { actions: 'takeSession' },
        ],
        SIGN_OUT: '.data.signingOut',
        DATA_REPLACED: { target: '.data.loading', actions: assign({ openDecision: null, evaluatingId: null }) },
        NEW_DECISION: { actions: assign({ openDecision: { mode: 'create' }, evaluatingId: null }) },
        OPEN_DECISION: {
          actions: assign(({ event }) => ({ openDecision: { mode: 'edit', id: event.id }, evaluatingId: null })),
        },
        CLOSE_DECISION: { actions: assign({ openDecision: null }) },
        EVALUATE: { actions: assign(({ event }) => ({ evaluatingId: event.id })) },
        CLOSE_EVALUATION: { actions: assign({ evaluatingId: null }) },
        DECISION_SAVED: {
          actions: assign(({ context, event }) => ({ decisions: upsertDecision(context.decisions, event.decision) })),
        },
        REVIEW_SAVED: { actions: 'takeReview' },
        DECISION_DELETED: {
          actions: assign(({ context, event }) => ({
            decisions: context.decisions.filter((d) => d.id !== event.id),
            // The database deletes a decision's reviews with it.
            reviews: context.reviews.filter((r) => r.decisionId !== event.id),
            openDecision:
              context.openDecision?.mode === 'edit' && context.openDecision.id === event.id
                ? null
                : context.openDecision,
            evaluatingId: context.evaluatingId === event.id ? null : context.evaluatingId,
          })),
        },
      },
      states: {
        data: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                src: 'loadUserData',
                input: ({ context }) => context.deps,
                onDone: {
                  target: 'ready',
                  actions: assign(({ event }) => ({
                    profile: event.output.profile,
                    decisions: event.output.decisions,
                    assessments: event.output.assessments,
                    currentAssessment: event.output.assessments.at(-1) ?? null,
                    reviews: event.output.reviews,
                  })),
                },
                // Shown in place of the dashboard with a Retry button, not as a passing banner.
                onError: {
                  target: 'loadFailed',
                  actions: assign(({ event }) => ({ loadError: messageFor(event.error, MESSAGES.loadFailed) })),
                },
              },
            },
            ready: {},
            loadFailed: {
              on: { RETRY: { target: 'loading', actions: assign({ loadError: null }) } },
            },
            signingOut: {
              invoke: {
                src: 'signOut',
                input: ({ context }) => context.deps,
                onDone: '#session.signedOut',
                onError: {
                  target: 'ready',
                  actions: { type: 'reportFailure', params: { fallbackKey: MESSAGES.generic } },
                },
              },
            },
          },
        },
        /**
         * Saves the profile after an assessment changed its risk tolerance or the investor
         * chose strategies; a newer change restarts it, so the last one is what is kept.
         */
        profile: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ASSESSMENT_SAVED: [
                  { guard: 'hasProfile', target: 'saving', actions: 'takeAssessment' },
                  { actions: 'takeAssessment' },
                ],
                STRATEGIES_CHOSEN: { guard: 'hasProfile', target: 'saving', actions: 'takeStrategies' },
                ASSESSMENT_DELETED: [
                  { guard: 'currentReplaced', target: 'saving', actions: 'dropAssessment' },
                  { actions: 'dropAssessment' },
                ],
              },
            },
            saving: {
              on: {
                ASSESSMENT_SAVED: { target: 'saving', reenter: true, actions: 'takeAssessment' },
                STRATEGIES_CHOSEN: { target: 'saving', reenter: true, actions: 'takeStrategies' },
                ASSESSMENT_DELETED: [
                  { guard: 'currentReplaced', target: 'saving', reenter: true, actions: 'dropAssessment' },
                  { actions: 'dropAssessment' },
                ],
              },
              invoke: {
                src: 'saveProfile',
                input: ({ context }) => ({ deps: context.deps, profile: context.profile as Profile }),
                onDone: { target: 'idle', actions: assign(({ event }) => ({ profile: event.output })) },
                onError: {
                  target: 'idle',
                  actions: { type: 'reportFailure', params: { fallbackKey: MESSAGES.profileSaveFailed } },
                },
              },
            },
          },
        },
      },
    },
  },
});
