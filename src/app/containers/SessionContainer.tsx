/**
 * Everything that needs a backend: the session machine and the screens it
 * drives. Mounted as soon as this chunk has loaded, before the backend may
 * have: the machine checks who is signed in once it arrives (arriving-backend.ts),
 * and meanwhile a returning investor sees the journal this browser kept. So the
 * shell and the dashboard stay mounted from that first view to the loaded one.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wipeAiKeysOnSignOut } from '../../ai/settings-store';
import type { Bank } from '../../content/types';
import { summaryOf } from '../../data/decision-summary';
import { defaultProfile } from '../../data/default-profile';
import type { Backend } from '../../data/ports';
import { mayHaveStoredSession, storedUserId } from '../../data/session-hint';
import type { Decision } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import type { DecisionEditorOutput } from '../../machines/decision-editor.types';
import type { DraftPort } from '../../machines/draft-port';
import {
  type Dialog,
  type DialogName,
  dialogOpen,
  isEditing,
  type OpenDecision,
  printingId,
  reviewingId,
} from '../../machines/open-screens';
import { selectPhase, selectRestOfJournal, selectSessionData, sessionMachine } from '../../machines/session.machine';
import { sessionServices } from '../../machines/session.services';
import { journalAnswerKeys } from '../../scoring/journal-summary';
import { ErrorBoundary } from '../../ui/common/ErrorBoundary';
import { LoadFailed } from '../../ui/common/LoadFailed';
import { useMessageText } from '../../ui/common/use-message-text';
import { useDecisionLabel } from '../../ui/dashboard/decision-label';
import { I18nFormTexts } from '../../ui/form/I18nFormTexts';
import { MyDataButton } from '../../ui/my-data/MyDataButton';
import { SharedWithMeButton } from '../../ui/second-opinion/SharedWithMeButton';
import { createDraftStore, wipeAllDrafts } from '../drafts';
import { type JournalCache, journalCache, KEPT_DECISIONS } from '../journal-cache';
import type { MessageChannel } from '../message-channel';
import { arrivingBackend } from './arriving-backend';
import { bankOfDecision, decisionBank } from './banks';
import { DashboardContainer } from './DashboardContainer';
import { EditorContainer } from './EditorContainer';
import { EvaluationContainer } from './EvaluationContainer';
import { ExportReminderContainer } from './ExportReminderContainer';
import { MyDataContainer } from './MyDataContainer';
import { openingDashboardProps, Painted, useCachedJournal } from './OpeningJournal';
import { PrintContainer } from './PrintContainer';
import { RecoveryContainer } from './RecoveryContainer';
import { ReviewContainer } from './ReviewContainer';
import { RiskContainer } from './RiskContainer';
import { RiskHistoryContainer } from './RiskHistoryContainer';
import { SecondOpinionsContainer } from './SecondOpinionsContainer';
import { type ReviewDraft, SharedWithMeContainer } from './SharedWithMeContainer';
import { useContentLanguage } from './use-content-language';
import { useDecisionTagsSource } from './use-decision-tags';
import { useFullDecision } from './use-full-decision';
import { useInvitationsWaiting } from './use-invitations-waiting';

/** One mounted decision editor: the open one, or one finishing its save after Back. */
interface EditorHost {
  key: string;
  open: OpenDecision;
  bank: Bank;
  /** Known once the editor reports leaving: lets reopening that decision resume it instead of racing it. */
  decisionId?: string;
}

/** The answers the lists keep of each decision: the ones the journal's summary reads. */
const JOURNAL_ANSWER_KEYS = journalAnswerKeys();

const noReviewDrafts: ReadonlyMap<string, ReviewDraft> = new Map();

/** A stable React key per opening, so a new checkpoint started while another finishes saving gets its own editor. */
const openingKeys = new WeakMap<OpenDecision, string>();
let openings = 0;
function keyOf(open: OpenDecision): string {
  if (open.mode === 'edit') return `edit:${open.id}`;
  let key = openingKeys.get(open);
  if (!key) {
    openings += 1;
    key = `new:${openings}`;
    openingKeys.set(open, key);
  }
  return key;
}

export interface SessionView {
  /** Display name when signed in, null when signed out, undefined while the session is being checked. */
  userName: string | null | undefined;
  signOut: () => void;
  signingOut: boolean;
  /** The signed-in screens, or null when signed out. */
  content: ReactNode;
  /** Something the investor is in the middle of is open (`isEditing`): nothing may reload the page now. */
  editing: boolean;
  /** Top-bar buttons of the signed-in user (e.g. "My data"). */
  actions?: ReactNode;
}

export interface SessionContainerProps {
  /** Null while it loads: the session waits for it, showing the journal this browser kept. */
  backend: Backend | null;
  errors: MessageChannel;
  notices: MessageChannel;
  /** Renders the shell around the session's screens. */
  children: (view: SessionView) => ReactNode;
  /** Where the journal is kept between visits; the app's localStorage copy unless given (tests pass one in memory). */
  cache?: JournalCache;
  /** Once the kept journal's rows have painted: the database waits for that before reading its data (opening-gate.ts). */
  onKeptJournalShown?: () => void;
}

export function SessionContainer({
  backend,
  errors,
  notices,
  children,
  cache = journalCache,
  onKeptJournalShown,
}: SessionContainerProps) {
  // The machine's ports, waiting for the backend: handed over in render (it is idempotent), so calls made in
  // this render's effects already go to it. The first backend given is the session's for good.
  const [arriving] = useState(arrivingBackend);
  if (backend) arriving.arrive(backend);
  const machine = useMemo(
    () =>
      sessionMachine.provide(
        sessionServices({
          auth: arriving.auth,
          store: arriving.store,
          journalAnswerKeys: JOURNAL_ANSWER_KEYS,
          // The rows the kept copy shows are the rows the journal can act on first.
          firstPage: KEPT_DECISIONS,
          newProfile: defaultProfile,
          reportError: errors.publish,
          onSignedOut: () => {
            wipeAiKeysOnSignOut();
            wipeAllDrafts();
            void cache.wipe();
          },
        }),
      ),
    [arriving, errors, cache],
  );
  const session = useActorRef(machine);
  const phase = useSelector(session, selectPhase);
  const older = useSelector(session, selectRestOfJournal);
  // The session's data and what is open are all on screen; they change only when the machine assigns them.
  const context = useSelector(session, selectSessionData);
  const { userData, screens } = context;
  const openDialog = (dialog: Dialog) => session.send({ type: 'OPEN_DIALOG', dialog });
  const closeDialog = (dialog: DialogName) => session.send({ type: 'CLOSE_DIALOG', dialog });
  // What the reviewer typed on each packet and has not given yet, for this user only; it outlives the page.
  const [reviewDrafts, setReviewDrafts] = useState<{ owner: string | null; drafts: Map<string, ReviewDraft> }>({
    owner: null,
    drafts: new Map(),
  });
  // Bumped by each export, so the reminder reads the new export time.
  const [exports, setExports] = useState(0);
  // Whose reminder was dismissed: it stays away for the rest of that user's session, not for the next user.
  // A notice beside the dashboard rather than something open over it, and only the local backend shows it, so
  // the session machine need not know of it.
  const [reminderDismissedFor, setReminderDismissedFor] = useState<string | null>(null);
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
  const { t } = useTranslation(['dashboard', 'editor']);
  const texts = useMessageText();
  const decisionLabel = useDecisionLabel();
  const closeEvaluation = () => session.send({ type: 'CLOSE_EVALUATION' });
  // Held as the summary loading would list, so a list row looks the same after a save as after a reload.
  const decisionSaved = (decision: Decision) =>
    session.send({ type: 'DECISION_SAVED', decision: summaryOf(decision, JOURNAL_ANSWER_KEYS) });
  const decisionTags = useDecisionTagsSource(userData.decisions, (id, tags) =>
    session.send({ type: 'DECISION_TAGS_SAVED', id, tags }),
  );
  // The lists hold summaries: the evaluation reads the decision's answers and result, so it opens once they are read.
  const evaluating = useFullDecision(
    arriving.store,
    userData.decisions.find((d) => d.id === screens.evaluatingId) ?? null,
    (message) => {
      errors.publish(message.key, message.params);
      closeEvaluation();
    },
  );
  // The reader's bank words come with this chunk (App's loadSessionScreens); a switch loads the next language.
  const lang = useLang();

  // Editors finishing a save after Back. They belong to one signed-in session (its draft store is made
  // anew at each sign-in): signing out, or in as someone else, drops them, and their drafts stay.
  const [leavingState, setLeavingState] = useState<{ owner: DraftPort | null; hosts: EditorHost[] }>({
    owner: null,
    hosts: [],
  });
  const leaving = leavingState.owner === drafts ? leavingState.hosts : [];
  const setLeaving = useCallback(
    (change: (hosts: EditorHost[]) => EditorHost[]) =>
      setLeavingState((state) => ({ owner: drafts, hosts: change(state.owner === drafts ? state.hosts : []) })),
    [drafts],
  );
  const activeKey = useRef<string | null>(null);
  const finishEditor = useCallback(
    (host: EditorHost, output: DecisionEditorOutput | undefined) => {
      setLeaving((hosts) => hosts.filter((h) => h.key !== host.key));
      if (output?.outcome === 'closed' && output.saveError) {
        errors.publish('editor:saveStatus.leftNotSaved', { name: decisionLabel(output.decision) });
      }
      // An editor that finished out of sight must not close the one now on screen.
      if (activeKey.current !== host.key) return;
      if (output?.outcome === 'notFound') errors.publish('errors:decisionNotFound');
      session.send({ type: 'CLOSE_DECISION' });
    },
    [errors, session, decisionLabel, setLeaving],
  );

  const checking = phase === 'checking';
  const signedIn = phase !== 'checking' && phase !== 'signedOut';
  const profile = userData.profile;
  // Invitations by e-mail wait beside the packets kept: the top bar counts both, once the packets are read.
  const invitations = useInvitationsWaiting(
    signedIn && userData.listsRead ? backend?.store.shares : undefined,
    userData.sharedPackets,
    screens.page === 'shared',
  );
  // While the session is checked the hint says whose journal to show; then the session itself does.
  const [hintedUserId] = useState(storedUserId);
  // Until the backend answers, a browser that holds no session is signed out: the reminder shows at once.
  const [maySignIn] = useState(mayHaveStoredSession);
  const cachedFor = checking ? hintedUserId : signedIn && !profile ? userId : null;
  const cached = useCachedJournal(cache, cachedFor);
  // Kept after every load and every change of the list, a moment later (the cache waits for a pause).
  const ready = phase === 'ready';
  // Only the whole journal: its counts are what the kept copy shows on the next visit.
  const whole = userData.journalCounts === null;
  useEffect(() => {
    if (ready && whole && userId) cache.write(userId, userData.decisions);
  }, [cache, ready, whole, userId, userData.decisions]);
  const userName = checking
    ? maySignIn
      ? undefined
      : null
    : signedIn
      ? (profile?.name ?? context.session?.email ?? null)
      : null;
  // Every bank on the signed-in screens reads its texts in `lang`: none renders before they are in.
  useContentLanguage(lang, signedIn);

  let content: ReactNode = null;
  if (cached && (checking || (phase === 'loading' && !profile))) {
    // The same shape as the loaded view below, so its dashboard takes these rows' place without a remount.
    content = (
      <>
        {null}
        <DashboardContainer {...openingDashboardProps(cached, bank.sections.length)} />
        {onKeptJournalShown && <Painted onPainted={onKeptJournalShown} />}
      </>
    );
  } else if (phase === 'loadFailed') {
    content = (
      <div className="mx-auto max-w-3xl p-4">
        <LoadFailed
          title={t('dashboard:loadFailed.title')}
          message={texts.message(context.loadError) ?? ''}
          onRetry={() => session.send({ type: 'RETRY' })}
        />
      </div>
    );
  } else if (signedIn && (!profile || phase === 'loading')) {
    content = <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />;
  } else if (signedIn && profile && drafts && backend) {
    const open = screens.openDecision;
    let active: EditorHost | null = null;
    if (open) {
      // Reopening a decision whose editor is still finishing its save brings that editor back.
      const resumed = open.mode === 'edit' ? leaving.find((h) => h.decisionId === open.id) : undefined;
      const openBank =
        open.mode === 'edit'
          ? bankOfDecision(userData.decisions.find((d) => d.id === open.id) ?? { bankId: bank.id })
          : bank;
      active = resumed ?? { key: keyOf(open), open, bank: openBank };
    }
    activeKey.current = active?.key ?? null;
    const hosts = [
      ...leaving.filter((h) => h.key !== active?.key).map((host) => ({ host, hidden: true })),
      ...(active ? [{ host: active, hidden: false }] : []),
    ];
    const editors = hosts.map(({ host, hidden }) => (
      // A crash in one editor keeps the dashboard and its draft; the boundary offers Reload.
      <ErrorBoundary key={host.key}>
        <EditorContainer
          hidden={hidden}
          open={host.open}
          bank={host.bank}
          store={backend.store}
          drafts={drafts}
          tags={decisionTags}
          onSaved={decisionSaved}
          onDeleted={(id) => session.send({ type: 'DECISION_DELETED', id })}
          onPrint={(decisionId) => openDialog({ name: 'print', decisionId })}
          // The panel lists the decision's second opinions: it shows once they have been read.
          besides={
            userData.listsRead
              ? (decision) => (
                  <SecondOpinionsContainer
                    decision={decision}
                    opinions={userData.secondOpinions}
                    store={backend.store}
                    from={profile.name}
                    onAdded={(opinion) => {
                      session.send({ type: 'SECOND_OPINION_ADDED', opinion });
                      notices.publish('opinions:panel.imported', { name: opinion.response.reviewer });
                    }}
                    onInvited={(share) => notices.publish('opinions:invite.sent', { email: share.reviewerEmail })}
                  />
                )
              : undefined
          }
          onLeaving={(decisionId) => {
            setLeaving((list) => [...list.filter((h) => h.key !== host.key), { ...host, decisionId }]);
            session.send({ type: 'CLOSE_DECISION' });
          }}
          onClosed={(output) => finishEditor(host, output)}
        />
      </ErrorBoundary>
    ));
    // The review dialog and the print view show a decision's reviews: they open once the reviews are read.
    const { listsRead } = userData;
    const reviewing =
      (listsRead && userData.decisions.find((d) => d.id === reviewingId(screens) && d.completed)) || null;
    const printing = (listsRead && userData.decisions.find((d) => d.id === printingId(screens))) || null;
    content = (
      <>
        {backend.mode === 'local' && reminderDismissedFor !== userId && !active && userId && (
          <ExportReminderContainer
            key={exports}
            userId={userId}
            decisions={userData.decisions}
            assessments={userData.assessments}
            onOpen={() => openDialog({ name: 'myData' })}
            onDismiss={() => setReminderDismissedFor(userId)}
          />
        )}
        <DashboardContainer
          profile={profile}
          store={backend.store}
          decisions={userData.decisions}
          secondOpinions={userData.secondOpinions}
          page={
            screens.page === 'shared' && !listsRead ? (
              <div className="h-64 animate-pulse rounded-xl bg-slate-200/60 dark:bg-slate-800/60" aria-busy="true" />
            ) : screens.page === 'shared' ? (
              <SharedWithMeContainer
                packets={userData.sharedPackets}
                store={backend.store}
                reviewerName={profile.name}
                drafts={reviewDrafts.owner === userId ? reviewDrafts.drafts : noReviewDrafts}
                onDraftChange={(id, draft) =>
                  setReviewDrafts((held) => {
                    const drafts = new Map(held.owner === userId ? held.drafts : []);
                    drafts.set(id, draft);
                    return { owner: userId, drafts };
                  })
                }
                onSaved={(packet) => session.send({ type: 'SHARED_PACKET_SAVED', packet })}
                onRemoved={(id) => session.send({ type: 'SHARED_PACKET_REMOVED', id })}
                onBack={() => session.send({ type: 'SHOW_PAGE', page: 'dashboard' })}
              />
            ) : undefined
          }
          counts={userData.journalCounts ?? undefined}
          older={older}
          onRetryOlder={() => session.send({ type: 'RETRY' })}
          reviews={listsRead ? userData.reviews : null}
          currentAssessment={userData.currentAssessment}
          stageCount={bank.sections.length}
          onAssessRisk={() => openDialog({ name: 'risk' })}
          assessmentCount={userData.assessments.length}
          onShowRiskHistory={() => openDialog({ name: 'riskHistory' })}
          calibrationOpen={screens.page === 'calibration'}
          onShowCalibration={() => session.send({ type: 'SHOW_PAGE', page: 'calibration' })}
          onCloseCalibration={() => session.send({ type: 'SHOW_PAGE', page: 'dashboard' })}
          onNew={() => session.send({ type: 'NEW_DECISION' })}
          onOpen={(id) => session.send({ type: 'OPEN_DECISION', id })}
          onEvaluate={(id) => session.send({ type: 'EVALUATE', id })}
          onReview={(decisionId) => openDialog({ name: 'review', decisionId })}
          onStrategiesChange={(strategies) => session.send({ type: 'STRATEGIES_CHOSEN', strategies })}
          editors={editors}
          editorOpen={active !== null}
        />
        <RiskHistoryContainer
          open={dialogOpen(screens, 'riskHistory')}
          onClose={() => closeDialog('riskHistory')}
          assessments={userData.assessments}
          store={backend.store}
          onDeleted={(id) => session.send({ type: 'ASSESSMENT_DELETED', id })}
        />
        <RiskContainer
          open={dialogOpen(screens, 'risk')}
          store={backend.store}
          onClosed={() => closeDialog('risk')}
          onCompleted={(assessment) => session.send({ type: 'ASSESSMENT_SAVED', assessment })}
        />
        {printing && (
          <PrintContainer
            key={printing.id}
            summary={printing}
            reviews={userData.reviews}
            secondOpinions={userData.secondOpinions}
            store={backend.store}
            onClose={() => closeDialog('print')}
            onFailed={(message) => {
              errors.publish(message.key, message.params);
              closeDialog('print');
            }}
          />
        )}
        <ReviewContainer
          decision={reviewing}
          reviews={reviewing ? userData.reviews.filter((review) => review.decisionId === reviewing.id) : []}
          store={backend.store}
          onSaved={(review) => {
            session.send({ type: 'REVIEW_SAVED', review });
            const reviewed = userData.decisions.find((d) => d.id === review.decisionId);
            if (reviewed) notices.publish('review:saved', { name: decisionLabel(reviewed) });
          }}
          onClosed={() => closeDialog('review')}
        />
        {evaluating && (
          <EvaluationContainer
            key={evaluating.id}
            decision={evaluating}
            bank={bankOfDecision(evaluating)}
            store={backend.store}
            assessment={userData.currentAssessment}
            tags={decisionTags}
            onSaved={decisionSaved}
            onClosed={closeEvaluation}
          />
        )}
      </>
    );
  }

  // Every form the signed-in screens render (editor, risk, review) takes its texts from the UI language.
  return (
    <I18nFormTexts>
      {children({
        userName,
        signOut: () => session.send({ type: 'SIGN_OUT' }),
        signingOut: phase === 'signingOut',
        content,
        // Signing out, or in as someone else, closes everything: nothing of the last user's screens counts.
        editing: isEditing(screens),
        actions:
          signedIn && profile ? (
            <>
              {/* Not while a decision is open: its editor is left by its own Back, which finishes its save. */}
              {!screens.openDecision && (
                <SharedWithMeButton
                  waiting={userData.sharedPackets.filter((packet) => packet.response === null).length + invitations}
                  current={screens.page === 'shared'}
                  onClick={() => session.send({ type: 'SHOW_PAGE', page: 'shared' })}
                />
              )}
              <MyDataButton onClick={() => openDialog({ name: 'myData' })} />
            </>
          ) : null,
      })}
      {signedIn && backend && (
        // Beside the screens, not among them: an import reloads the dashboard, and the dialog stays to say how it went.
        <MyDataContainer
          open={dialogOpen(screens, 'myData')}
          onClose={() => closeDialog('myData')}
          backend={backend}
          userId={userId}
          onExported={() => setExports((n) => n + 1)}
          onImported={() => session.send({ type: 'DATA_REPLACED' })}
          onDeletedAll={() => {
            closeDialog('myData');
            notices.publish('data:deleteAll.done');
            session.send({ type: 'SIGN_OUT' });
          }}
          // The auth port ended the session as it deleted the account: the machine hears it and signs out,
          // wiping drafts and AI keys as on any sign-out.
          onDeletedAccount={() => {
            closeDialog('myData');
            notices.publish('data:deleteAll.doneAccount');
          }}
        />
      )}
      {backend && <RecoveryContainer auth={backend.auth} errors={errors} notices={notices} />}
    </I18nFormTexts>
  );
}
