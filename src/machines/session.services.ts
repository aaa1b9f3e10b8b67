/**
 * The session's auth and store ports, error banner and sign-out wipe as the
 * machine's actors and actions, for `.provide()`: the session container passes
 * the backend's, tests their own.
 */

import { fromCallback, fromPromise } from 'xstate';
import type { Profile, Session } from '../data/types';
import type { UserMessage } from '../i18n/user-message';
import type { SessionDeps, SessionEvent } from './session.machine';
import type { StoredUserData } from './user-data';

export function sessionServices({ auth, store, journalAnswerKeys, reportError, onSignedOut }: SessionDeps) {
  return {
    actors: {
      getSession: fromPromise<Session | null>(() => auth.getSession()),
      authChanges: fromCallback<SessionEvent>(({ sendBack }) =>
        auth.onChange((session) => sendBack({ type: 'AUTH_CHANGED', session })),
      ),
      loadUserData: fromPromise<StoredUserData>(async () => {
        const [profile, decisions, assessments, reviews] = await Promise.all([
          store.getProfile(),
          store.listDecisionSummaries(journalAnswerKeys),
          store.listRiskAssessments(),
          store.listReviews(),
        ]);
        return { profile, decisions, assessments, reviews };
      }),
      saveProfile: fromPromise<Profile, { profile: Profile }>(({ input }) => store.saveProfile(input.profile)),
      signOut: fromPromise<void>(() => auth.signOut()),
    },
    actions: {
      reportError: (_: unknown, message: UserMessage) => reportError(message.key, message.params),
      forgetUser: () => onSignedOut(),
    },
  };
}
