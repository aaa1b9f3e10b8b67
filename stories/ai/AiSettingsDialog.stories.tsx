import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AiFailureKind } from '../../src/ai/ai-request-error';
import type { AiSettings } from '../../src/ai/ai-settings';
import type { ConnectionTestResult } from '../../src/ai/test-connection';
import { createFakeAiSettingsPort } from '../../src/ai/testing/fake-settings-port';
import { AiSettingsDialog } from '../../src/ui/ai-settings/AiSettingsDialog';
import { storyT } from '../support';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

interface DialogStoryArgs {
  initial?: Partial<AiSettings>;
  /** What "Test connection" answers; the story never calls a real service. */
  result?: ConnectionTestResult;
  delayMs?: number;
  onClose: () => void;
}

/** One fake port per mounted story, so a story's saves never leak into the next. */
function DialogWithFakePort({ initial, result, delayMs, onClose }: DialogStoryArgs) {
  const [port] = useState(() => createFakeAiSettingsPort({ initial, result, delayMs }));
  return <AiSettingsDialog open onClose={onClose} port={port} />;
}

const meta = {
  title: 'AI/AiSettingsDialog',
  component: DialogWithFakePort,
  args: { onClose: fn() },
} satisfies Meta<typeof DialogWithFakePort>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAMPLE_KEY = 'sample-key-for-stories-only';

export const Empty: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByLabelText(t('ai:settings.apiKey'))).toHaveAttribute('type', 'password');
    await expect(body.getByRole('checkbox', { name: t('ai:settings.remember') })).not.toBeChecked();
    await expect(body.getByRole('button', { name: t('ai:connection.test') })).toBeDisabled();
    await expect(body.getByText(t('ai:connection.needsKey'))).toBeVisible();
  },
};

export const RememberedSelfHosted: Story = {
  args: { initial: { apiKey: SAMPLE_KEY, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', remember: true } },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const key = body.getByLabelText(t('ai:settings.apiKey'));
    await userEvent.click(body.getByRole('button', { name: t('ai:settings.showKey') }));
    await expect(key).toHaveAttribute('type', 'text');
    await expect(key).toHaveValue(SAMPLE_KEY);
    await userEvent.click(body.getByRole('button', { name: t('ai:settings.hideKey') }));
    await expect(key).toHaveAttribute('type', 'password');
    await expect(body.getByRole('checkbox', { name: t('ai:settings.remember') })).toBeChecked();
  },
};

export const InvalidBaseUrl: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    const url = body.getByLabelText(t('ai:settings.baseUrl'));
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://example.org');
    await userEvent.click(body.getByRole('button', { name: t('ai:settings.save') }));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(body.getByText(t('ai:settings.invalidUrl'))).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Testing: Story = {
  args: { initial: { apiKey: SAMPLE_KEY }, delayMs: 60_000 },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: t('ai:connection.test') }));
    await expect(body.getByRole('button', { name: t('ai:connection.test') })).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('status')).toHaveTextContent(t('ai:connection.testing'));
  },
};

export const Connected: Story = {
  args: { initial: { apiKey: SAMPLE_KEY }, result: { ok: true, latencyMs: 420 } },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: t('ai:connection.test') }));
    await expect(await body.findByRole('status')).toHaveTextContent(t('ai:connection.success', { ms: 420 }));
  },
};

/** A story whose connection test fails with `kind`, checking the plain-words message. */
function failure(kind: AiFailureKind): Story {
  return {
    args: { initial: { apiKey: SAMPLE_KEY }, result: { ok: false, kind } },
    play: async ({ canvasElement, context }) => {
      const t = storyT(context);
      const body = page(canvasElement);
      await userEvent.click(body.getByRole('button', { name: t('ai:connection.test') }));
      const alert = await body.findByRole('alert');
      await expect(alert).toHaveTextContent(t('ai:connection.failed'));
      await expect(alert).toHaveTextContent(t(`ai:connection.error.${kind}`, { seconds: 15 }));
    },
  };
}

export const KeyRefused = failure('auth');
export const ModelOrUrlNotFound = failure('not-found');
export const RateLimited = failure('rate-limit');
export const TimedOut = failure('timeout');
export const NetworkDown = failure('network');
