/**
 * The session's auth and store ports, error banner and sign-out wipe as the
 * machine's actors and actions, for `.provide()`: the session container passes
 * the backend's, tests their own.
 */

import { fromCallback, fromPromise } from 'xstate';
import type { Profile, Session } from '../data/types';
import type { UserMessage } from '../i18n/user-message';
import type { SessionDeps, SessionEvent } from './session.machine';
import type { RestOfUserData, StoredUserData } from './user-data';

export function sessionServices({
  auth,
  store,
  journalAnswerKeys,
  firstPage,
  newProfile,
  reportError,
  onSignedOut,
}: SessionDeps) {
  return {
    actors: {
      getSession: fromPromise<Session | null>(() => auth.getSession()),
      authChanges: fromCallback<SessionEvent>(({ sendBack }) =>
        auth.onChange((session, registered) =>
          sendBack(
            session && registered
              ? { type: 'ACCOUNT_CREATED', session, profile: newProfile(session) }
              : { type: 'AUTH_CHANGED', session },
          ),
        ),
      ),
      // Only what the journal's newest rows need: the reviews and the other lists wait for loadRestOfUserData,
      // as the database answers one query at a time and a long history's reviews would hold the rows back.
      loadUserData: fromPromise<StoredUserData>(async () => {
        const [profile, { decisions, journalCounts }, assessments] = await Promise.all([
          store.getProfile(),
          store.listDecisionSummaries(journalAnswerKeys, firstPage).then(async (decisions) => ({
            decisions,
            // A page that is not full is the whole journal: it needs no counts of its own.
            journalCounts: decisions.length < firstPage ? null : await store.countDecisions(),
          })),
          store.listRiskAssessments(),
        ]);
        return { profile, decisions, assessments, journalCounts };
      }),
      loadRestOfUserData: fromPromise<RestOfUserData, { journal: boolean }>(async ({ input }) => {
        const [reviews, sharedPackets, secondOpinions, decisions] = await Promise.all([
          store.listReviews(),
          store.listSharedPackets(),
          store.listSecondOpinions(),
          input.journal ? store.listDecisionSummaries(journalAnswerKeys) : null,
        ]);
        return { decisions, reviews, sharedPackets, secondOpinions };
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
