/**
 * Issue 8 in Chromium: an investor sets their own AI key, pointed at an
 * OpenAI-compatible service, and gets an AI-enhanced evaluation.
 * The real AI service cannot be reached from this machine, so a local HTTP server
 * (src/ai/testing/fake-openai-server.ts) stands in for it on 127.0.0.1; it checks
 * what the app sends and answers as the chat-completions API does.
 */
import { expect, test } from '@playwright/test';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../src/ai/testing/fake-openai-server';
import ai from '../../src/i18n/locales/en/ai.json' with { type: 'json' };
import evaluation from '../../src/i18n/locales/en/evaluation.json' with { type: 'json' };
import { createCompletedDecision, journalRow, openInEnglish, register, setAiKey, text } from './support/app';

const KEY = 'test-key-for-the-local-stand-in';
let server: FakeOpenAiServer;

test.beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: KEY });
});
test.afterAll(async () => {
  await server.close();
});

test('an evaluation with the investor’s own key is AI-enhanced, and the key never leaves for anywhere else', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  await openInEnglish(page);
  await register(page, 'dora@example.com');
  await createCompletedDecision(page, 'Semiconductor basket');

  await page.getByRole('button', { name: new RegExp(`^${ai.settings.open}`) }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel(ai.settings.apiKey).fill(KEY);
  await settings.getByLabel(ai.settings.baseUrl).fill(server.baseUrl);
  await settings.getByRole('button', { name: ai.connection.test }).click();
  await expect(settings).toContainText(ai.connection.success.split('{{')[0] as string);
  await settings.getByRole('button', { name: ai.settings.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = journalRow(page, 'Semiconductor basket');
  await row.getByRole('button', { name: text.dashboard.journal.evaluate }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText(evaluation.steps.ai, { exact: true })).toBeVisible();
  server.reset();
  await overlay.getByRole('button', { name: evaluation.start.button }).click();
  await expect(overlay.getByText(evaluation.ai.enhanced)).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByText(evaluation.ai.heading)).toBeVisible();

  // Three analyses, each one system and one user message, JSON replies, the key only as the bearer token.
  expect(server.requests).toHaveLength(3);
  for (const request of server.requests) {
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body?.response_format).toEqual({ type: 'json_object' });
    expect(request.body?.messages?.map((message) => message.role)).toEqual(['system', 'user']);
  }
  // The key is in no URL the page requested, and in nothing the page stored.
  expect(requests.filter((line) => line.includes(KEY))).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(KEY);
});

test('while the AI works the overlay says so, and the result shows only once the evaluation is complete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openInEnglish(page);
  await register(page, 'emil@example.com');
  await createCompletedDecision(page, 'Dividend basket');

  await setAiKey(page, KEY, server.baseUrl);

  let release!: () => void;
  server.reset();
  server.respondWith({ kind: 'held', release: new Promise<void>((resolve) => (release = resolve)) });
  try {
    const row = journalRow(page, 'Dividend basket');
    await row.getByRole('button', { name: text.dashboard.journal.evaluate }).click();
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('button', { name: evaluation.start.button }).click();

    await expect(overlay.getByRole('button', { name: evaluation.start.analyzingWithApi })).toBeDisabled();
    const aiStep = overlay.getByRole('listitem').filter({ hasText: evaluation.steps.ai });
    await expect(aiStep).toHaveAttribute('data-state', 'current');
    await expect(overlay.getByRole('button', { name: evaluation.actions.save })).toHaveCount(0);
    await expect(overlay.getByText(evaluation.ai.unavailable)).toHaveCount(0);
    await expect.poll(() => server.requests.length).toBe(3);
  } finally {
    release();
  }
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText(evaluation.ai.enhanced)).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByRole('button', { name: evaluation.actions.save })).toBeEnabled();
  server.respondWith({ kind: 'ok' });
});
