/**
 * Everything that needs a backend: the session machine and the screens it
 * drives. Mounted once the backend is loaded; until then the shell shows the
 * signed-out view and the sign-in dialog waits for the database.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { wipeAiKeysOnSignOut } from '../../ai';
import type { Backend } from '../../data/ports';
import { sessionMachine } from '../../machines/session.machine';
import { ErrorBoundary } from '../../ui/common/ErrorBoundary';
import { createDraftStore, wipeAllDrafts } from '../drafts';
import type { MessageChannel } from '../message-channel';
import { bankOfDecision, decisionBank } from './banks';
import { DashboardContainer } from './DashboardContainer';
import { EditorContainer } from './EditorContainer';
import { EvaluationContainer } from './EvaluationContainer';
import { RecoveryContainer } from './RecoveryContainer';
import { RiskContainer } from './RiskContainer';

export interface SessionView {
  /** Display name when signed in, null when signed out, undefined while the session is being checked. */
  userName: string | null | undefined;
  signOut: () => void;
  signingOut: boolean;
  /** The signed-in screens, or null when signed out. */
  content: ReactNode;
}

export interface SessionContainerProps {
  backend: Backend;
  errors: MessageChannel;
  notices: MessageChannel;
  /** Renders the shell around the session's screens. */
  children: (view: SessionView) => ReactNode;
}

export function SessionContainer({ backend, errors, notices, children }: SessionContainerProps) {
  const input = useMemo(
    () => ({
      deps: {
        auth: backend.auth,
        store: backend.store,
        reportError: errors.publish,
        onSignedOut: () => {
          wipeAiKeysOnSignOut();
          wipeAllDrafts();
        },
      },
    }),
    [backend, errors],
  );
  const session = useActorRef(sessionMachine, { input });
  const snapshot = useSelector(session, (s) => s);
  const { context } = snapshot;
  const [riskOpen, setRiskOpen] = useState(false);
  const userId = context.session?.userId ?? null;
  const drafts = useMemo(
    () =>
      userId
        ? createDraftStore(userId, globalThis.localStorage ?? null, undefined, () =>
            errors.publish('errors:storageFull'),
          )
        : null,
    [userId, errors],
  );
  const bank = useMemo(decisionBank, []);

  const checking = snapshot.matches('checking');
  const signedIn = snapshot.matches('signedIn');
  const profile = context.profile;
  const userName = checking ? undefined : signedIn ? (profile?.name ?? context.session?.email ?? null) : null;

  let content: ReactNode = null;
  if (signedIn && (!profile || snapshot.hasTag('loading'))) {
    content = <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />;
  } else if (signedIn && profile && drafts) {
    const open = context.openDecision;
    const openBank =
      open?.mode === 'edit' ? bankOfDecision(context.decisions.find((d) => d.id === open.id)?.bankId ?? bank.id) : bank;
    const evaluating = context.decisions.find((d) => d.id === context.evaluatingId) ?? null;
    content = (
      <>
        <DashboardContainer
          profile={profile}
          decisions={context.decisions}
          currentAssessment={context.currentAssessment}
          stageCount={bank.sections.length}
          onAssessRisk={() => setRiskOpen(true)}
          onNew={() => session.send({ type: 'NEW_DECISION' })}
          onOpen={(id) => session.send({ type: 'OPEN_DECISION', id })}
          onEvaluate={(id) => session.send({ type: 'EVALUATE', id })}
          editor={
            open ? (
              <ErrorBoundary key={open.mode === 'edit' ? open.id : 'new'}>
                <EditorContainer
                  key={open.mode === 'edit' ? open.id : 'new'}
                  open={open}
                  bank={openBank}
                  store={backend.store}
                  drafts={drafts}
                  onSaved={(decision) => session.send({ type: 'DECISION_SAVED', decision })}
                  onDeleted={(id) => session.send({ type: 'DECISION_DELETED', id })}
                  onClosed={(error) => {
                    if (error) errors.publish('errors:decisionNotFound');
                    session.send({ type: 'CLOSE_DECISION' });
                  }}
                />
              </ErrorBoundary>
            ) : null
          }
        />
        <RiskContainer
          open={riskOpen}
          store={backend.store}
          onClosed={() => setRiskOpen(false)}
          onCompleted={(assessment) => session.send({ type: 'ASSESSMENT_SAVED', assessment })}
        />
        {evaluating && (
          <EvaluationContainer
            key={evaluating.id}
            decision={evaluating}
            bank={bankOfDecision(evaluating.bankId)}
            store={backend.store}
            onSaved={(decision) => session.send({ type: 'DECISION_SAVED', decision })}
            onClosed={() => session.send({ type: 'CLOSE_EVALUATION' })}
          />
        )}
      </>
    );
  }

  return (
    <>
      {children({
        userName,
        signOut: () => session.send({ type: 'SIGN_OUT' }),
        signingOut: snapshot.matches({ signedIn: { data: 'signingOut' } }),
        content,
      })}
      <RecoveryContainer auth={backend.auth} errors={errors} notices={notices} />
    </>
  );
}
