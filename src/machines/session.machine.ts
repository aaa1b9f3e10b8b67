/**
 * Who is signed in, driven by the auth port's change events: on sign-in the
 * user's data is loaded (an account a sign-up has just created has none: it is
 * ready at once), on sign-out (or a switch of user) it is cleared with
 * everything open on screen, and `onSignedOut` runs. A profile region saves the
 * profile when an assessment or a choice of strategies changed it, and a new
 * account's starting profile.
 *
 * What the data is and how each reported change folds into it lives in
 * `user-data.ts`; what is open on screen, in `open-screens.ts`. The actions here
 * only call them. The decision list is updated one decision at a time, as the
 * editor and the evaluation report their saves — nothing here ever re-saves it.
 *
 * The auth and store ports, the error banner and the sign-out wipe come in with
 * `.provide()` (`sessionServices` in `session.services.ts`).
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AuthPort, StorePort } from '../data/ports';
import type { SecondOpinion, SharedPacket } from '../data/second-opinion';
import type { DecisionSummary, Profile, Review, RiskAssessment, Session } from '../data/types';
import { type UserMessage, userMessage } from '../i18n/user-message';
import { MESSAGES } from './machine-messages';
import { notSupplied, notSuppliedCall, notSuppliedPromise } from './not-supplied';
import { nothingOpen, type OpenScreens, type ScreenEvent, screenEventTypes, screensAfter } from './open-screens';
import {
  allRead,
  deletionMovesProfile,
  loadedUserData,
  newAccountData,
  noUserData,
  type RestOfUserData,
  type StoredUserData,
  type UserData,
  withAssessment,
  withDecisionTags,
  withoutAssessment,
  withoutDecision,
  withoutSharedPacket,
  withRestOfUserData,
  withReview,
  withSavedDecision,
  withSavedProfile,
  withSecondOpinion,
  withSharedPacket,
  withStrategies,
} from './user-data';

/** What the session needs from outside; `sessionServices` turns it into the machine's actors and actions. */
export interface SessionDeps {
  auth: Pick<AuthPort, 'getSession' | 'onChange' | 'signOut'>;
  store: Pick<
    StorePort,
    | 'getProfile'
    | 'saveProfile'
    | 'listDecisionSummaries'
    | 'countDecisions'
    | 'listRiskAssessments'
    | 'listReviews'
    | 'listSharedPackets'
    | 'listSecondOpinions'
  >;
  /** The questions whose answers the lists keep of each decision (the rest load when one is opened). */
  journalAnswerKeys: readonly string[];
  /**
   * How many of the newest decisions are read first: the journal can be used once they are in, and the
   * rest of a longer one is read behind them.
   */
  firstPage: number;
  /** The profile an account starts with, before it saves one of its own (the store's defaults). */
  newProfile(session: Session): Profile;
  /** The app-wide error channel (the red banner); `key` is a namespaced i18n key. */
  reportError(key: string, params?: Record<string, string | number>): void;
  /** Runs whenever a user's session ends, and when the app starts signed out: wipes drafts and AI keys. */
  onSignedOut(): void;
}

export type SessionEvent =
  | { type: 'AUTH_CHANGED'; session: Session | null }
  /**
   * A sign-up here has just created this account and signed it in: nothing is stored under it yet, so its
   * data is known without a read, and its profile is `profile`, still to be saved.
   */
  | { type: 'ACCOUNT_CREATED'; session: Session; profile: Profile }
  | { type: 'SIGN_OUT' }
  | { type: 'RETRY' }
  /** From the editor or the evaluation: replaces that decision, or puts a new one first. */
  /** A decision was saved; the lists keep its summary. */
  | { type: 'DECISION_SAVED'; decision: DecisionSummary }
  /** From a tag editor, once the store saved them: the decision's tags as stored. */
  | { type: 'DECISION_TAGS_SAVED'; id: string; tags: string[] }
  /** From the risk dialog: becomes current, and the profile takes its risk type. */
  | { type: 'ASSESSMENT_SAVED'; assessment: RiskAssessment }
  /** From the assessment history, once the store deleted it: the one before becomes current. */
  | { type: 'ASSESSMENT_DELETED'; id: string }
  /** From the review dialog: the stored review, newest of all. */
  | { type: 'REVIEW_SAVED'; review: Review }
  /** A packet received for a second opinion, or the reviewer's forecast or response on it, as stored. */
  | { type: 'SHARED_PACKET_SAVED'; packet: SharedPacket }
  /** The reviewer removed a packet from "Shared with me", once the store deleted it. */
  | { type: 'SHARED_PACKET_REMOVED'; id: string }
  /** A reviewer's response the investor imported, as stored. */
  | { type: 'SECOND_OPINION_ADDED'; opinion: SecondOpinion }
  /** From the strategies card: the profile's preferred strategies, as stable keys. */
  | { type: 'STRATEGIES_CHOSEN'; strategies: string[] }
  /** What opens and closes on screen; a deleted decision (DECISION_DELETED) and an import (DATA_REPLACED) are among them. */
  | ScreenEvent;

export interface SessionContext {
  session: Session | null;
  userData: UserData;
  screens: OpenScreens;
  /** Why loading the user's data failed; the dashboard shows it with a Retry button. */
  loadError: UserMessage | null;
}

const signedOutContext = {
  session: null,
  userData: noUserData,
  screens: nothingOpen,
  loadError: null,
} satisfies SessionContext;

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

/**
 * Whether the rest of a long journal is still being read behind its newest page, or the read behind the
 * first screen failed (the rest of the journal, or the lists read with it).
 */
export function selectRestOfJournal(snapshot: {
  matches(state: { signedIn: { data: { ready: 'readingRest' | 'restFailed' } } }): boolean;
}): 'reading' | 'failed' | null {
  if (snapshot.matches({ signedIn: { data: { ready: 'readingRest' } } })) return 'reading';
  if (snapshot.matches({ signedIn: { data: { ready: 'restFailed' } } })) return 'failed';
  return null;
}

/** Who is signed in, their data and what is open: the same object until the machine changes some of it. */
export function selectSessionData(snapshot: { context: SessionContext }): SessionContext {
  return snapshot.context;
}

/**
 * Where a new account's session starts: its data is ready, as nothing is stored
 * under it yet, and its profile is being saved. The investor can act at once.
 */
const NEW_ACCOUNT = ['#session.signedIn.data.ready', '#session.signedIn.profile.saving'];

/** The profile a save sends; the profile region saves only once the user's data has loaded. */
function profileToSave(context: SessionContext): Profile {
  if (!context.userData.profile) throw new Error('No profile to save before the user data has loaded');
  return context.userData.profile;
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
    loadUserData: fromPromise<StoredUserData>(notSuppliedPromise('loadUserData')),
    /**
     * What the first screen does without, read behind it: reviews, shared packets and second opinions, and
     * every decision's summary when the first read was only the newest page (`journal`).
     */
    loadRestOfUserData: fromPromise<RestOfUserData, { journal: boolean }>(notSuppliedPromise('loadRestOfUserData')),
    saveProfile: fromPromise<Profile, { profile: Profile }>(notSuppliedPromise('saveProfile')),
    signOut: fromPromise<void>(notSuppliedPromise('signOut')),
  },
  guards: {
    hasProfile: ({ context }) => context.userData.profile !== null,
    wholeJournal: ({ context }) => context.userData.journalCounts === null,
    allRead: ({ context }) => allRead(context.userData),
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
      return deletionMovesProfile(context.userData, event.id);
    },
    otherUser: ({ context, event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return event.session !== null && event.session.userId !== context.session?.userId;
    },
  },
  actions: {
    /** Supplied: the app-wide error banner. */
    reportError: notSupplied<UserMessage>('reportError'),
    /** Supplied: whatever of a user this device keeps outside the database (drafts, AI keys) is wiped. */
    forgetUser: notSupplied('forgetUser'),

    takeSession: assign(({ event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return { session: event.session };
    }),
    takeCheckedSession: assign((_, params: { session: Session | null }) => ({ session: params.session })),
    takeNewAccount: assign(({ event }) => {
      assertEvent(event, 'ACCOUNT_CREATED');
      return { session: event.session, userData: newAccountData(event.profile) };
    }),
    clearUserData: assign(signedOutContext),
    takeUserData: assign((_, params: StoredUserData) => ({ userData: loadedUserData(params) })),
    takeRestOfUserData: assign(({ context }, params: RestOfUserData) => ({
      userData: withRestOfUserData(context.userData, params),
    })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      loadError: userMessage(params.error, MESSAGES.loadFailed),
    })),
    clearLoadError: assign({ loadError: null }),
    changeScreens: assign(({ context, event }) => {
      assertEvent(event, screenEventTypes);
      return { screens: screensAfter(context.screens, event) };
    }),
    takeSavedDecision: assign(({ context, event }) => {
      assertEvent(event, 'DECISION_SAVED');
      return { userData: withSavedDecision(context.userData, event.decision) };
    }),
    takeDecisionTags: assign(({ context, event }) => {
      assertEvent(event, 'DECISION_TAGS_SAVED');
      return { userData: withDecisionTags(context.userData, event.id, event.tags) };
    }),
    dropDecision: assign(({ context, event }) => {
      assertEvent(event, 'DECISION_DELETED');
      return { userData: withoutDecision(context.userData, event.id) };
    }),
    takeAssessment: assign(({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_SAVED');
      return { userData: withAssessment(context.userData, event.assessment) };
    }),
    dropAssessment: assign(({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_DELETED');
      return { userData: withoutAssessment(context.userData, event.id) };
    }),
    takeReview: assign(({ context, event }) => {
      assertEvent(event, 'REVIEW_SAVED');
      return { userData: withReview(context.userData, event.review) };
    }),
    takeSharedPacket: assign(({ context, event }) => {
      assertEvent(event, 'SHARED_PACKET_SAVED');
      return { userData: withSharedPacket(context.userData, event.packet) };
    }),
    dropSharedPacket: assign(({ context, event }) => {
      assertEvent(event, 'SHARED_PACKET_REMOVED');
      return { userData: withoutSharedPacket(context.userData, event.id) };
    }),
    takeSecondOpinion: assign(({ context, event }) => {
      assertEvent(event, 'SECOND_OPINION_ADDED');
      return { userData: withSecondOpinion(context.userData, event.opinion) };
    }),
    /** The dashboard shows the choice at once; the profile region saves it. */
    takeStrategies: assign(({ context, event }) => {
      assertEvent(event, 'STRATEGIES_CHOSEN');
      return { userData: withStrategies(context.userData, event.strategies) };
    }),
    takeSavedProfile: assign(({ context }, params: { profile: Profile }) => ({
      userData: withSavedProfile(context.userData, params.profile),
    })),
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
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
          actions: { type: 'reportError', params: ({ event }) => userMessage(event.error, MESSAGES.generic) },
        },
      },
      on: {
        AUTH_CHANGED: [
          { guard: 'hasSession', target: 'signedIn', actions: 'takeSession' },
          { target: 'signedOut', actions: 'forgetUser' },
        ],
        ACCOUNT_CREATED: { target: NEW_ACCOUNT, actions: 'takeNewAccount' },
      },
    },
    signedOut: {
      on: {
        AUTH_CHANGED: { guard: 'hasSession', target: 'signedIn', actions: 'takeSession' },
        ACCOUNT_CREATED: { target: NEW_ACCOUNT, actions: 'takeNewAccount' },
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
        // Another user: leaving clears the last one's data first.
        ACCOUNT_CREATED: { target: NEW_ACCOUNT, reenter: true, actions: 'takeNewAccount' },
        SIGN_OUT: '.data.signingOut',
        DATA_REPLACED: { target: '.data.loading', actions: 'changeScreens' },
        NEW_DECISION: { actions: 'changeScreens' },
        OPEN_DECISION: { actions: 'changeScreens' },
        CLOSE_DECISION: { actions: 'changeScreens' },
        EVALUATE: { actions: 'changeScreens' },
        CLOSE_EVALUATION: { actions: 'changeScreens' },
        SHOW_PAGE: { actions: 'changeScreens' },
        OPEN_DIALOG: { actions: 'changeScreens' },
        CLOSE_DIALOG: { actions: 'changeScreens' },
        DECISION_SAVED: { actions: 'takeSavedDecision' },
        DECISION_TAGS_SAVED: { actions: 'takeDecisionTags' },
        DECISION_DELETED: { actions: ['dropDecision', 'changeScreens'] },
        REVIEW_SAVED: { actions: 'takeReview' },
        SHARED_PACKET_SAVED: { actions: 'takeSharedPacket' },
        SHARED_PACKET_REMOVED: { actions: 'dropSharedPacket' },
        SECOND_OPINION_ADDED: { actions: 'takeSecondOpinion' },
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
            /**
             * The investor can act as soon as the newest decisions are in; the rest of a long journal, and
             * the reviews, shared packets and second opinions, are read behind them. Until they are, the
             * lists say so and what reads them waits.
             */
            ready: {
              initial: 'checkingWhole',
              states: {
                checkingWhole: {
                  always: [
                    { guard: 'allRead', target: 'whole' },
                    { guard: 'wholeJournal', target: 'readingLists' },
                    { target: 'readingRest' },
                  ],
                },
                readingRest: {
                  invoke: {
                    src: 'loadRestOfUserData',
                    input: { journal: true },
                    onDone: {
                      target: 'whole',
                      actions: { type: 'takeRestOfUserData', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'restFailed',
                      actions: {
                        type: 'reportError',
                        params: ({ event }) => userMessage(event.error, MESSAGES.olderDecisionsFailed),
                      },
                    },
                  },
                },
                /** A journal whole in its first page: only the lists beside it are still to read. */
                readingLists: {
                  invoke: {
                    src: 'loadRestOfUserData',
                    input: { journal: false },
                    onDone: {
                      target: 'whole',
                      actions: { type: 'takeRestOfUserData', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'restFailed',
                      actions: {
                        type: 'reportError',
                        params: ({ event }) => userMessage(event.error, MESSAGES.loadFailed),
                      },
                    },
                  },
                },
                restFailed: { on: { RETRY: 'checkingWhole' } },
                whole: {},
              },
            },
            loadFailed: {
              on: { RETRY: { target: 'loading', actions: 'clearLoadError' } },
            },
            signingOut: {
              invoke: {
                src: 'signOut',
                onDone: '#session.signedOut',
                onError: {
                  target: 'ready',
                  actions: { type: 'reportError', params: ({ event }) => userMessage(event.error, MESSAGES.generic) },
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
                    params: ({ event }) => userMessage(event.error, MESSAGES.profileSaveFailed),
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
