/**
 * axe-core over every screen, dialog and overlay state, in both languages and both
 * themes: no serious or critical finding anywhere. One investor does it all: the
 * language and theme are switched with the app's own top-bar controls between the
 * rounds, so the run stays short. The AI analysis goes to the local stand-in
 * service, and its replies are held back until the evaluation's progress has been
 * checked, so that state is seen on any machine, quick or busy.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route, test } from '@playwright/test';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../src/ai/testing/fake-openai-server';
import {
  answerRiskAssessment,
  createCompletedDecision,
  fillStage,
  type Language,
  openEvaluation,
  openIn,
  openRiskAssessment,
  openSignInDialog,
  PASSWORD,
  register,
  stagePosition,
  stageQuestions,
  switchLanguage,
  switchTheme,
  type Texts,
  type Theme,
  texts,
} from './support/app';

const KEY = 'test-key-for-the-accessibility-stand-in';
const ROUNDS: { language: Language; theme: Theme }[] = [
  { language: 'zh', theme: 'light' },
  { language: 'zh', theme: 'dark' },
  { language: 'en', theme: 'dark' },
  { language: 'en', theme: 'light' },
];
const COMPLETED = 'Completed for axe';
const IN_PROGRESS = 'In progress for axe';

interface Finding {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

let server: FakeOpenAiServer;
test.beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: KEY });
});
test.afterAll(async () => {
  await server.close();
});

/**
 * Runs axe and records what it finds: over the whole page, or with a dialog open over
 * the dialog alone (the page behind it is inert then, and has had its own scan).
 */
async function scan(page: Page, where: string, findings: Finding[]): Promise<void> {
  // Colours fade for a moment after a theme switch or a hover (transition-colors): axe reads the colours
  // of the moment, so it waits for every running transition to end, as a reader's eye would.
  // Only transitions: a spinner's animation runs for as long as its wait, and never finishes on its own.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page })
    // Off by default as experimental; it is what tells a visible label missing from the accessible name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if ((await page.getByRole('dialog').count()) > 0) builder.include('#headlessui-portal-root');
  const results = await builder.analyze();
  for (const violation of results.violations)
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    });
}

/** Holds the AI service's replies until released: the evaluation stays on its AI step meanwhile. */
function holdAiReplies(page: Page) {
  let release = () => {};
  let gate = Promise.resolve();
  let held = 0;
  const pending: Promise<void>[] = [];
  const handler = (route: Route) => {
    held++;
    const passed = gate.then(() => route.continue());
    pending.push(passed);
    return passed;
  };
  return {
    async start() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
      held = 0;
      pending.length = 0;
      await page.route(`${server.baseUrl}/**`, handler);
    },
    held: () => held,
    async release() {
      release();
      // Unrouting while a reply is held would let it through behind the handler's back.
      await Promise.all(pending);
      await page.unroute(`${server.baseUrl}/**`, handler);
    },
  };
}

async function configureAi(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${t.ai.settings.open}`) }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel(t.ai.settings.apiKey).fill(KEY);
  await settings.getByLabel(t.ai.settings.baseUrl).fill(server.baseUrl);
  await settings.getByRole('button', { name: t.ai.settings.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A decision left on stage 2, for the editor's states. */
async function createDecisionInProgress(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: t.dashboard.journal.new }).click();
  await page.getByLabel(t.editor.name.label).fill(IN_PROGRESS);
  await fillStage(page, 'Buy below 15x PE; stop-loss at 8% below cost.', undefined, t);
  await page.getByRole('button', { name: t.editor.next }).click();
  await expect(page.getByText(stagePosition(2, t))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.editor.saveStatus.saved })).toBeVisible();
  await page.getByRole('button', { name: t.editor.back }).click();
  await expect(page.getByRole('heading', { name: t.dashboard.journal.title })).toBeVisible();
}

/** Switches to a round's language and theme with the top bar, returning that language's tables. */
async function enterRound(page: Page, { language, theme }: (typeof ROUNDS)[number]): Promise<Texts> {
  await switchLanguage(page, language);
  const t = texts[language];
  await switchTheme(page, theme, t);
  return t;
}

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

test('no serious or critical axe finding on any screen, dialog or overlay, in both languages and themes', async ({
  page,
}) => {
  // Four rounds of every screen: minutes on a busy machine, so the limit leaves room for one.
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  const ai = holdAiReplies(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await openIn(page, 'zh');

  for (const round of ROUNDS) {
    const where = (state: string) => `${state} (${round.language}, ${round.theme})`;
    await test.step(where('signed out'), async () => {
      const t = await enterRound(page, round);
      await expect(page.getByText(t.shell.signInReminder)).toBeVisible();
      await scan(page, where('signed out'), findings);
      await openSignInDialog(page, t);
      await scan(page, where('sign-in dialog'), findings);
      await closeDialog(page);
    });
  }

  const last = texts.en;
  await register(page, 'axe@example.com', PASSWORD, last);
  for (const round of ROUNDS) {
    const t = await enterRound(page, round);
    await expect(page.getByText(t.dashboard.journal.empty)).toBeVisible();
    await scan(page, `empty dashboard (${round.language}, ${round.theme})`, findings);
  }

  await test.step('an investor with data', async () => {
    const t = texts.zh;
    await switchLanguage(page, 'zh');
    await configureAi(page, t);
    await createCompletedDecision(page, COMPLETED, t);
    await createDecisionInProgress(page, t);
  });

  for (const round of ROUNDS) {
    const where = (state: string) => `${state} (${round.language}, ${round.theme})`;
    await test.step(where('signed in'), async () => {
      const t = await enterRound(page, round);
      await expect(page.getByRole('listitem').filter({ hasText: IN_PROGRESS }).first()).toBeVisible();
      await scan(page, where('dashboard with data'), findings);
      await page.getByText(t.dashboard.strategies.hintTrigger).hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await scan(page, where('strategy hint'), findings);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);

      // The editor, then with every gap of its stage marked, then its delete confirmation.
      await page
        .getByRole('listitem')
        .filter({ hasText: IN_PROGRESS })
        .getByRole('button', { name: t.dashboard.journal.edit })
        .click();
      await expect(page.getByText(stagePosition(2, t))).toBeVisible();
      await scan(page, where('decision editor'), findings);
      await stageQuestions(page, t).getByRole('button').first().hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await scan(page, where('glossary definition'), findings);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.getByRole('button', { name: t.editor.next }).click();
      await expect(page.getByText(t.editor.requiredBanner)).toBeVisible();
      await scan(page, where('decision editor with required answers missing'), findings);
      await page.getByRole('button', { name: t.editor.delete.button, exact: true }).click();
      const cancel = page.getByRole('dialog').getByRole('button', { name: t.editor.delete.cancel });
      await expect(cancel).toBeVisible();
      await scan(page, where('delete confirmation'), findings);
      await cancel.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: t.editor.back }).click();
      await expect(page.getByRole('heading', { name: t.dashboard.journal.title })).toBeVisible();

      const risk = await openRiskAssessment(page, t);
      await scan(page, where('risk questions'), findings);
      await answerRiskAssessment(risk, t);
      await scan(page, where('risk result'), findings);
      await risk.getByRole('button', { name: t.risk.result.done }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: new RegExp(`^${t.ai.settings.open}`) }).click();
      await expect(page.getByRole('dialog').getByLabel(t.ai.settings.apiKey)).toBeVisible();
      await scan(page, where('AI settings'), findings);
      await closeDialog(page);

      const overlay = await openEvaluation(page, COMPLETED, t);
      await scan(page, where('evaluation start'), findings);
      await ai.start();
      await overlay.getByRole('button', { name: t.evaluation.start.button }).click();
      await expect.poll(ai.held).toBeGreaterThan(0);
      await scan(page, where('evaluation in progress'), findings);
      await ai.release();
      await expect(overlay.getByText(t.evaluation.ai.enhanced)).toBeVisible({ timeout: 30_000 });
      await scan(page, where('evaluation result'), findings);
      await closeDialog(page);
    });
  }

  const summary = findings.map(
    ({ where, rule, impact, nodes }) => `${impact} ${rule} in ${where}: ${nodes.join(', ')}`,
  );
  console.info(`axe findings (${findings.length}):\n${summary.join('\n') || 'none'}`);
  expect(summary.filter((line) => /^(serious|critical) /.test(line))).toEqual([]);
});
