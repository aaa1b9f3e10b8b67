import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAiSettingsPort, entryOf } from '../../src/ai/testing/fake-settings-port';
import { AiSettingsButton } from '../../src/ui/ai-settings/AiSettingsButton';
import { storyT } from '../support';

/** The top-bar button over a fake port: `keySet` decides whether the AI analysis starts on. */
function ButtonWithFakePort({ keySet }: { keySet: boolean }) {
  const [entry] = useState(() =>
    entryOf(createFakeAiSettingsPort({ initial: { apiKey: keySet ? 'sample-key-for-stories' : '' } })),
  );
  return <AiSettingsButton entry={entry} />;
}

const meta = {
  title: 'AI/AiSettingsButton',
  component: ButtonWithFakePort,
  args: { keySet: false },
} satisfies Meta<typeof ButtonWithFakePort>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = (t: ReturnType<typeof storyT>, on: boolean) =>
  `${t('ai:settings.open')}: ${on ? t('ai:settings.stateOn') : t('ai:settings.stateOff')}`;

export const Off: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: name(t, false) }));
    await expect(await body.findByRole('dialog', { name: t('ai:settings.title') })).toBeVisible();
  },
};

export const On: Story = {
  args: { keySet: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('button', { name: name(t, true) })).toBeVisible();
  },
};
