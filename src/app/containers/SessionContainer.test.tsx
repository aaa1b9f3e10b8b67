/**
 * The signed-in screens on the paths the app runs, with a fake backend: a failed
 * load offers Retry instead of an endless skeleton, and Back while a save is still
 * running lets it finish out of sight, the journal then showing the saved decision.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../content/types';
import { newDecision } from '../../data/ids';
import { SESSION_KEY } from '../../data/local/session-store';
import type { AuthPort, Backend, StorePort } from '../../data/ports';
import { StoreError } from '../../data/store-error';
import type { Decision, DecisionSummary, Profile, Session } from '../../data/types';
import { createI18n } from '../../i18n';
import { DRAFTS_KEY_PREFIX } from '../drafts';
import { recordExport } from '../export-reminder';
import { createJournalCache, type JournalCache, memoryRecords } from '../journal-cache';
import { createMessageChannel } from '../message-channel';
import { decisionBank } from './banks';
import { SessionContainer, type SessionView } from './SessionContainer';

const profile: Profile = { name: 'Ann', riskTolerance: 'steady', preferredStrategies: [] } as unknown as Profile;

function fakeBackend(decisions: Decision[] = []) {
  const listeners = new Set<(session: Session | null) => void>();
  const auth = {
    capabilities: { oauth: false, passwordReset: false },
    getSession: vi.fn(async () => ({ userId: 'u-1', email: 'ann@example.com' })),
    onChange: vi.fn((listener: (session: Session | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    signOut: vi.fn(async () => {}),
    // As both adapters do: the session ends with the account, and the listeners hear it.
    deleteMyAccount: vi.fn(async () => {
      for (const listener of listeners) listener(null);
    }),
  } as unknown as AuthPort;
  const store = {
    getProfile: vi.fn(async () => profile),
    saveProfile: vi.fn(async (p: Profile) => p),
    listDecisionSummaries: vi.fn(async () => decisions),
    listRiskAssessments: vi.fn(async () => []),
    listReviews: vi.fn(async () => []),
    listSharedPackets: vi.fn(async () => []),
    listSecondOpinions: vi.fn(async () => []),
    getDecision: vi.fn(async (id: string) => decisions.find((d) => d.id === id) ?? null),
    saveDecision: vi.fn(async (d: Decision) => ({ ...d, version: d.version + 1 })),
    deleteDecision: vi.fn(async () => {}),
    deleteAllMyData: vi.fn(async () => {}),
    stats: vi.fn(async () => ({
      totalFiles: decisions.length,
      totalSize: 0,
      breakdown: { profiles: 1, decisions: decisions.length, riskAssessments: 0, evaluations: 0, reviews: 0 },
    })),
  } as unknown as StorePort & Record<string, ReturnType<typeof vi.fn>>;
  const backend: Backend = { mode: 'local', auth, store };
  return { backend, store, auth };
}

/** The shell's part: the top bar's buttons, and whether the page may reload now. */
function withTopBar(view: SessionView) {
  return (
    <>
      <nav>{view.actions}</nav>
      <output aria-label="editing">{String(view.editing)}</output>
      {view.content}
    </>
  );
}

function renderSession(
  backend: Backend | null,
  shell: (view: SessionView) => ReactNode = (view) => view.content,
  cache: JournalCache = createJournalCache(null),
  onKeptJournalShown?: () => void,
) {
  const errors = createMessageChannel();
  const notices = createMessageChannel();
  const session = (given: Backend | null) => (
    <I18nextProvider i18n={createI18n('en')}>
      <SessionContainer
        backend={given}
        errors={errors}
        notices={notices}
        cache={cache}
        onKeptJournalShown={onKeptJournalShown}
      >
        {shell}
      </SessionContainer>
    </I18nextProvider>
  );
  const { rerender } = render(session(backend));
  /** The backend has loaded (App's state). */
  const arrive = (given: Backend) => rerender(session(given));
  return { errors, notices, arrive };
}

/** Answers to every required question of the first stage, taken from the bank itself. */
function firstStageAnswers(): Answers {
  const answers: Answers = {};
  for (const q of decisionBank().sections[0]?.questions ?? []) {
    if (!q.required) continue;
    const option = q.options?.[0]?.value;
    answers[q.id] = q.type === 'checkbox' && option ? [option] : (option ?? 'A careful, written answer');
  }
  return answers;
}

describe('SessionContainer', () => {
  it('reminds a local investor with ten unexported changes to export, until dismissed or exported', async () => {
    const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };
    const many = Array.from({ length: 10 }, (_, i) => ({
      ...newDecision(bank, new Date(2025, 0, i + 1)),
      name: `Decision ${i + 1}`,
      version: 1,
    }));
    const i18n = createI18n('en');
    const reminder = i18n.t('data:reminder.never', { count: '10' });
    const { backend } = fakeBackend(many);
    const user = userEvent.setup();
    renderSession(backend);
    expect(await screen.findByText(reminder)).toBeVisible();
    await user.click(screen.getByRole('button', { name: i18n.t('data:reminder.open') }));
    expect(await screen.findByRole('heading', { name: i18n.t('data:myData.title') })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: i18n.t('common:dismiss') }));
    expect(screen.queryByText(reminder)).toBeNull();

    cleanup();
    recordExport('u-1');
    renderSession(fakeBackend(many).backend);
    expect(await screen.findByRole('heading', { name: 'Decision journal' })).toBeInTheDocument();
    expect(screen.queryByText(reminder)).toBeNull();
  });

  it('shows a failed load as an error with Retry, and Retry loads the dashboard', async () => {
    const { backend, store } = fakeBackend();
    vi.mocked(store.listDecisionSummaries).mockRejectedValueOnce(new StoreError('network', 'loadConnection'));
    const user = userEvent.setup();
    const { errors } = renderSession(backend);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your data could not be loaded');
    expect(alert).toHaveTextContent('Could not load your data. Please check your connection.');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(errors.latest()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Decision journal' })).toBeInTheDocument();
    expect(store.listDecisionSummaries).toHaveBeenCalledTimes(2);
  });

  it('offers Retry when a decision cannot be opened, and opens it on Retry', async () => {
    const stored = { ...newDecision({ bankId: decisionBank().id, bankVersion: decisionBank().version }), id: 'd-1' };
    const { backend, store } = fakeBackend([{ ...stored, name: 'Index top-up', version: 1 }]);
    vi.mocked(store.getDecision).mockRejectedValueOnce(new StoreError('network', 'loadConnection'));
    const user = userEvent.setup();
    renderSession(backend);
    await user.click(await screen.findByRole('button', { name: /Edit/ }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'This decision could not be opened' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit decision: Index top-up' })).toBeInTheDocument();
  });

  it('opens an evaluation once the decision is read in full, and says so when it has gone meanwhile', async () => {
    const bank = decisionBank();
    const done = {
      ...newDecision({ bankId: bank.id, bankVersion: bank.version }),
      id: 'd-done',
      name: 'Dividend fund',
      completed: true,
      stage: bank.sections.length,
      version: 2,
    };
    const { backend, store } = fakeBackend([done]);
    const user = userEvent.setup();
    const { errors } = renderSession(backend);
    await user.click(await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Dividend fund');
    expect(store.getDecision).toHaveBeenCalledWith('d-done');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    vi.mocked(store.getDecision).mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    await waitFor(() => expect(errors.latest()?.key).toBe('errors:decisionNotFound'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves on at once on Next, and Back lets the running save finish: the journal then shows it', async () => {
    const bank = decisionBank();
    const stored: Decision = {
      ...newDecision({ bankId: bank.id, bankVersion: bank.version }),
      id: 'd-1',
      name: 'Index top-up',
      answers: firstStageAnswers(),
      version: 1,
    };
    const { backend, store } = fakeBackend([stored]);
    let finish!: (d: Decision) => void;
    vi.mocked(store.saveDecision).mockImplementationOnce(
      (d: Decision) => new Promise<Decision>((resolve) => (finish = () => resolve({ ...d, version: d.version + 1 }))),
    );
    const user = userEvent.setup();
    renderSession(backend);
    await user.click(await screen.findByRole('button', { name: /Edit/ }, { timeout: 5000 }));
    const name = await screen.findByRole('textbox', { name: /Decision name/ });
    await user.clear(name);
    await user.type(name, 'Index top-up, halved');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText(`(2/${bank.sections.length})`)).toBeInTheDocument();
    // The answers' save; the tags show their own status beside them.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Saving…');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Decision journal' })).toBeInTheDocument();
    expect(screen.queryByText('Index top-up, halved')).not.toBeInTheDocument();

    await act(async () => finish(stored));
    await waitFor(() => expect(screen.getAllByText('Index top-up, halved').length).toBeGreaterThan(0));
    expect(store.saveDecision).toHaveBeenCalledTimes(1);
    expect(store.saveDecision).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Index top-up, halved', stage: 2 }),
    );
  });

  it('opens My data from the top bar over an open editor, which is still there when it closes', async () => {
    const stored = { ...newDecision({ bankId: decisionBank().id, bankVersion: decisionBank().version }), id: 'd-1' };
    const { backend } = fakeBackend([{ ...stored, name: 'Index top-up', version: 1 }]);
    const i18n = createI18n('en');
    const user = userEvent.setup();
    renderSession(backend, withTopBar);
    const editing = await screen.findByRole('status', { name: 'editing' });
    expect(editing).toHaveTextContent('false');
    await user.click(await screen.findByRole('button', { name: /Edit/ }, { timeout: 5000 }));
    const editor = await screen.findByRole('heading', { name: 'Edit decision: Index top-up' });
    expect(editing).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: i18n.t('data:myData.open') }));
    expect(await screen.findByRole('heading', { name: i18n.t('data:myData.title') })).toBeVisible();
    expect(editing).toHaveTextContent('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: i18n.t('data:myData.title') })).toBeNull());
    expect(editor).toBeInTheDocument();
    expect(editing).toHaveTextContent('true');
  });

  it('closes My data at once and signs out once everything is deleted', async () => {
    const { backend, store, auth } = fakeBackend();
    // A sign-out still under way: the dialog has closed without waiting for it.
    vi.mocked(auth.signOut).mockImplementationOnce(() => new Promise(() => {}));
    const i18n = createI18n('en');
    const user = userEvent.setup();
    renderSession(backend, withTopBar);
    await user.click(await screen.findByRole('button', { name: i18n.t('data:myData.open') }));
    expect(await screen.findByRole('heading', { name: i18n.t('data:myData.title') })).toBeVisible();
    const word = i18n.t('data:deleteAll.word');
    await user.type(screen.getByLabelText(i18n.t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: i18n.t('data:deleteAll.submit') }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledOnce());
    expect(store.deleteAllMyData).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('heading', { name: i18n.t('data:myData.title') })).toBeNull());
    expect(screen.getByRole('status', { name: 'editing' })).toHaveTextContent('false');
    expect(screen.getByRole('button', { name: i18n.t('data:myData.open') })).toBeInTheDocument();
  });

  it('closes My data and signs out once the account is deleted, wiping drafts, and says the account is gone', async () => {
    const { backend, store, auth } = fakeBackend();
    localStorage.setItem(`${DRAFTS_KEY_PREFIX}u-1`, '{}');
    const i18n = createI18n('en');
    const user = userEvent.setup();
    const { notices } = renderSession(backend, withTopBar);
    await user.click(await screen.findByRole('button', { name: i18n.t('data:myData.open') }));
    await user.click(await screen.findByRole('radio', { name: i18n.t('data:deleteAll.account') }));
    const word = i18n.t('data:deleteAll.word');
    await user.type(screen.getByLabelText(i18n.t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: i18n.t('data:deleteAll.submitAccount') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: i18n.t('data:myData.title') })).toBeNull());
    expect(auth.deleteMyAccount).toHaveBeenCalledOnce();
    expect(store.deleteAllMyData).not.toHaveBeenCalled();
    // The port ended the session: no second sign-out is asked for.
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: i18n.t('data:myData.open') })).toBeNull();
    expect(notices.latest()?.key).toBe('data:deleteAll.doneAccount');
    expect(localStorage.getItem(`${DRAFTS_KEY_PREFIX}u-1`)).toBeNull();
  });

  it('shows the journal kept in this browser while the data loads, then the loaded one in its place, and wipes it on sign-out', async () => {
    const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };
    const kept: DecisionSummary = {
      ...newDecision(bank, new Date(2025, 0, 1)),
      name: 'Kept in this browser',
      version: 1,
    };
    const loaded: Decision = { ...kept, evaluationResult: null, name: 'Renamed in another tab', version: 2 };
    const records = memoryRecords();
    await records.put('u-1', { version: 2, userId: 'u-1', decisions: [kept], total: 1, completed: 0 });
    const cache = createJournalCache(records, { delayMs: 0 });
    const { backend, store, auth } = fakeBackend();
    let finishLoading: (decisions: Decision[]) => void = () => {};
    vi.mocked(store.listDecisionSummaries).mockImplementationOnce(
      () => new Promise<Decision[]>((resolve) => (finishLoading = resolve)),
    );
    const i18n = createI18n('en');
    const user = userEvent.setup();
    renderSession(backend, withTopBar, cache);

    // Before the load resolves: the kept row, said to be opening, its actions held back.
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Kept in this browser');
    expect(screen.getByRole('button', { name: i18n.t('dashboard:journal.edit') })).toBeDisabled();
    expect(screen.getByRole('button', { name: i18n.t('dashboard:journal.new') })).toBeDisabled();
    expect(screen.getByText(i18n.t('dashboard:journal.opening'))).toBeVisible();
    const heading = screen.getByRole('heading', { name: i18n.t('dashboard:journal.title') });

    await act(async () => finishLoading([loaded]));
    // The loaded rows in place of the kept ones: the same journal, not a new one drawn after a blank.
    // (Named twice once loaded: in the journal, and in the sidebar's list of decisions in progress.)
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Renamed in another tab'));
    expect(screen.queryByText('Kept in this browser')).toBeNull();
    expect(screen.getByRole('heading', { name: i18n.t('dashboard:journal.title') })).toBe(heading);
    expect(screen.getByRole('button', { name: i18n.t('dashboard:journal.edit') })).toBeEnabled();
    expect(screen.queryByText(i18n.t('dashboard:journal.opening'))).toBeNull();
    // Kept again as loaded, for the next reload.
    await waitFor(async () =>
      expect((await records.get('u-1')) as { decisions: unknown }).toMatchObject({ decisions: [loaded] }),
    );

    // Signing out (here, deleting everything) leaves nothing of it in this browser.
    vi.mocked(auth.signOut).mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: i18n.t('data:myData.open') }));
    const word = i18n.t('data:deleteAll.word');
    await user.type(await screen.findByLabelText(i18n.t('data:deleteAll.typePrompt', { word })), word);
    await user.click(screen.getByRole('button', { name: i18n.t('data:deleteAll.submit') }));
    await waitFor(() => expect(records.keys()).toEqual([]));
  });

  it('shows the kept journal and its counts before the backend has loaded, then the loaded journal in the same place', async () => {
    const bank = { bankId: 'decision-checkpoint', bankVersion: '1.0.0' };
    const kept: DecisionSummary = { ...newDecision(bank, new Date(2025, 0, 1)), name: 'Newest of many', version: 1 };
    const records = memoryRecords();
    // The first screen of a long journal: its newest row, and how many there are in all.
    await records.put('u-1', { version: 2, userId: 'u-1', decisions: [kept], total: 1234, completed: 1000 });
    localStorage.setItem(SESSION_KEY, JSON.stringify({ userId: 'u-1', email: 'ann@example.com' }));
    try {
      const { backend, auth } = fakeBackend([{ ...kept, evaluationResult: null }]);
      const i18n = createI18n('en');
      const shown = vi.fn();
      const { arrive } = renderSession(null, withTopBar, createJournalCache(records, { delayMs: 0 }), shown);

      const row = await screen.findByRole('listitem');
      expect(row).toHaveTextContent('Newest of many');
      expect(screen.getByText('1,234')).toBeVisible();
      expect(screen.getByText('1,000')).toBeVisible();
      // The database may read its data once these rows have painted, and not before.
      await waitFor(() => expect(shown).toHaveBeenCalledOnce());
      expect(screen.getByText(i18n.t('dashboard:journal.opening'))).toBeVisible();
      expect(screen.getByRole('button', { name: i18n.t('dashboard:journal.edit') })).toBeDisabled();
      // Nothing is asked of a backend that has not loaded.
      expect(auth.getSession).not.toHaveBeenCalled();
      const heading = screen.getByRole('heading', { name: i18n.t('dashboard:journal.title') });

      act(() => arrive(backend));
      await waitFor(() => expect(screen.getByRole('button', { name: i18n.t('dashboard:journal.edit') })).toBeEnabled());
      // The same journal, updated in place: never unmounted and drawn anew.
      expect(screen.getByRole('heading', { name: i18n.t('dashboard:journal.title') })).toBe(heading);
      expect(screen.queryByText('1,234')).toBeNull();
      expect(screen.queryByText(i18n.t('dashboard:journal.opening'))).toBeNull();
    } finally {
      localStorage.removeItem(SESSION_KEY);
    }
  });

  it('says signed out at once, before the backend has loaded, when this browser holds no session', async () => {
    const shown = vi.fn();
    renderSession(null, (view) => <output aria-label="user">{String(view.userName)}</output>, undefined, shown);
    expect(screen.getByLabelText('user')).toHaveTextContent('null');
    // No kept rows came to screen: nothing says they did (the database then reads its data at once, see opening-gate.ts).
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(shown).not.toHaveBeenCalled();
  });
});
