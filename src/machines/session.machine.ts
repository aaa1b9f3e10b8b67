/**
 * Who is signed in and the data of theirs the app holds in memory: profile,
 * decisions, risk assessments, reviews, and which decision is open or being evaluated.
 * Driven by the auth port's change events; on sign-in the user's data is loaded,
 * on sign-out (or a switch of user) all of it is cleared and `onSignedOut` runs.
 * The decision list is updated one decision at a time, as the editor and the
 * evaluation report their saves — nothing here ever re-saves the list.
 *
 * The auth and store ports, the error banner and the sign-out wipe come in with
 * `.provide()` (`sessionServices` in `session.services.ts`).
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AuthPort, StorePort } from '../data/ports';
import type { Decision, Profile, Review, RiskAssessment, Session } from '../data/types';
import { MESSAGES, type Message, messageFor } from './machine-messages';
import { notSupplied, notSuppliedCall, notSuppliedPromise } from './not-supplied';

/** What the session needs from outside; `sessionServices` turns it into the machine's actors and actions. */
export interface SessionDeps {
  auth: Pick<AuthPort, 'getSession' | 'onChange' | 'signOut'>;
  store: Pick<StorePort, 'getProfile' | 'saveProfile' | 'listDecisions' | 'listRiskAssessments' | 'listReviews'>;
  /** The app-wide error channel (the red banner); `key` is a namespaced i18n key. */
  reportError(key: string, params?: Record<string, string | number>): void;
  /** Runs whenever a user's session ends, and when the app starts signed out: wipes drafts and AI keys. */
  onSignedOut(): void;
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

export interface UserData {
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
} satisfies SessionContext;

/** `decisions` with `saved` in place of its old version, or first when it is new. */
function upsertDecision(decisions: readonly Decision[], saved: Decision): Decision[] {
  const at = decisions.findIndex((d) => d.id === saved.id);
  if (at === -1) return [saved, ...decisions];
  return decisions.map((d, i) => (i === at ? saved : d));
}

/** Where the session is: checking, signed out, or signed in with its data loading, ready, failed or signing out. */
export function selectPhase(snapshot: {
  matches(state: 'checking' | 'signedOut' | { signedIn: { data: 'loading' | 'loadFailed' | 'signingOut' } }): boolean;
}): 'checking' | 'signedOut' | 'loading' | 'ready' | 'loadFailed' | 'signingOut' {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ signedIn: { data: 'loading' } })) return 'loading';
  if (snapshot.matches({ signedIn: { data: 'loadFailed' } })) return 'loadFailed';
  if (snapshot.matches({ signedIn: { data: 'signingOut' } })) return 'signingOut';
  return 'ready';
}

/** The signed-in user's data and what is open: the same object until the machine changes some of it. */
export function selectSessionData(snapshot: { context: SessionContext }): SessionContext {
  return snapshot.context;
}

/** The profile a save sends; the profile region saves only once the user's data has loaded. */
function profileToSave(context: SessionContext): Profile {
  if (!context.profile) throw new Error('No profile to save before the user data has loaded');
  return context.profile;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'loading',
  },
  actors: {
    getSession: fromPromise<Session | null>(notSuppliedPromise('getSession')),
    /** Sends AUTH_CHANGED whenever the auth port reports a change. */
    authChanges: fromCallback<SessionEvent>(notSuppliedCall('authChanges')),
    loadUserData: fromPromise<UserData>(notSuppliedPromise('loadUserData')),
    saveProfile: fromPromise<Profile, { profile: Profile }>(notSuppliedPromise('saveProfile')),
    signOut: fromPromise<void>(notSuppliedPromise('signOut')),
  },
  guards: {
    hasProfile: ({ context }) => context.profile !== null,
    found: (_, params: { session: Session | null }) => params.session !== null,
    hasSession: ({ event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return event.session !== null;
    },
    noSession: ({ event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return event.session === null;
    },
    /** The current assessment goes and an older one takes its place: the profile follows that one's type. */
    currentReplaced: ({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_DELETED');
      return (
        context.profile !== null &&
        context.currentAssessment?.id === event.id &&
        context.assessments.some((a) => a.id !== event.id)
      );
    },
    otherUser: ({ context, event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return event.session !== null && event.session.userId !== context.session?.userId;
    },
  },
  actions: {
    /** Supplied: the app-wide error banner. */
    reportError: notSupplied<Message>('reportError'),
    /** Supplied: whatever of a user this device keeps outside the database (drafts, AI keys) is wiped. */
    forgetUser: notSupplied('forgetUser'),

    takeSession: assign(({ event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return { session: event.session };
    }),
    takeCheckedSession: assign((_, params: { session: Session | null }) => ({ session: params.session })),
    clearUserData: assign(signedOutData),
    takeUserData: assign((_, params: UserData) => ({
      profile: params.profile,
      decisions: params.decisions,
      assessments: params.assessments,
      currentAssessment: params.assessments.at(-1) ?? null,
      reviews: params.reviews,
    })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      loadError: messageFor(params.error, MESSAGES.loadFailed),
    })),
    clearLoadError: assign({ loadError: null }),
    closeScreens: assign({ openDecision: null, evaluatingId: null }),
    openNewDecision: assign({ openDecision: { mode: 'create' }, evaluatingId: null }),
    openDecision: assign(({ event }) => {
      assertEvent(event, 'OPEN_DECISION');
      return { openDecision: { mode: 'edit', id: event.id }, evaluatingId: null };
    }),
    closeDecision: assign({ openDecision: null }),
    openEvaluation: assign(({ event }) => {
      assertEvent(event, 'EVALUATE');
      return { evaluatingId: event.id };
    }),
    closeEvaluation: assign({ evaluatingId: null }),
    takeSavedDecision: assign(({ context, event }) => {
      assertEvent(event, 'DECISION_SAVED');
      return { decisions: upsertDecision(context.decisions, event.decision) };
    }),
    dropDecision: assign(({ context, event }) => {
      assertEvent(event, 'DECISION_DELETED');
      const { openDecision } = context;
      return {
        decisions: context.decisions.filter((d) => d.id !== event.id),
        // The database deletes a decision's reviews with it.
        reviews: context.reviews.filter((r) => r.decisionId !== event.id),
        openDecision: openDecision?.mode === 'edit' && openDecision.id === event.id ? null : openDecision,
        evaluatingId: context.evaluatingId === event.id ? null : context.evaluatingId,
      };
    }),
    /** The assessment becomes current and the profile takes its type, at once (the dashboard shows it). */
    takeAssessment: assign(({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_SAVED');
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
    takeSavedProfile: assign((_, params: { profile: Profile }) => ({ profile: params.profile })),
  },
}).createMachine({
  id: 'session',
  context: signedOutData,
  invoke: { src: 'authChanges' },
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      invoke: {
        src: 'getSession',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'takeCheckedSession', params: ({ event }) => ({ session: event.output }) },
          },
          // Known to be signed out (the session ended outside the app, or never began): nothing of a user may linger.
          { target: 'signedOut', actions: 'forgetUser' },
        ],
        // Not known either way (a failed check): keep the drafts, a sign-in may still find their owner.
        onError: {
          target: 'signedOut',
          actions: { type: 'reportError', params: ({ event }) => messageFor(event.error, MESSAGES.generic) },
        },
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
      exit: ['clearUserData', 'forgetUser'],
      on: {
        AUTH_CHANGED: [
          { guard: 'noSession', target: 'signedOut' },
          { guard: 'otherUser', target: 'signedIn', reenter: true, actions: 'takeSession' },
          { actions: 'takeSession' },
        ],
        SIGN_OUT: '.data.signingOut',
        DATA_REPLACED: { target: '.data.loading', actions: 'closeScreens' },
        NEW_DECISION: { actions: 'openNewDecision' },
        OPEN_DECISION: { actions: 'openDecision' },
        CLOSE_DECISION: { actions: 'closeDecision' },
        EVALUATE: { actions: 'openEvaluation' },
        CLOSE_EVALUATION: { actions: 'closeEvaluation' },
        DECISION_SAVED: { actions: 'takeSavedDecision' },
        DECISION_DELETED: { actions: 'dropDecision' },
        REVIEW_SAVED: { actions: 'takeReview' },
      },
      states: {
        data: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                src: 'loadUserData',
                onDone: { target: 'ready', actions: { type: 'takeUserData', params: ({ event }) => event.output } },
                // Shown in place of the dashboard with a Retry button, not as a passing banner.
                onError: {
                  target: 'loadFailed',
                  actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            ready: {},
            loadFailed: {
              on: { RETRY: { target: 'loading', actions: 'clearLoadError' } },
            },
            signingOut: {
              invoke: {
                src: 'signOut',
                onDone: '#session.signedOut',
                onError: {
                  target: 'ready',
                  actions: { type: 'reportError', params: ({ event }) => messageFor(event.error, MESSAGES.generic) },
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
                input: ({ context }) => ({ profile: profileToSave(context) }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeSavedProfile', params: ({ event }) => ({ profile: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'reportError',
                    params: ({ event }) => messageFor(event.error, MESSAGES.profileSaveFailed),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
