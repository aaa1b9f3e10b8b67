import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionStatus } from '../../src/ui/ai-settings/ConnectionStatus';
import { storyT, usage } from '../support';

const meta = {
  title: 'AI settings/ConnectionStatus',
  component: ConnectionStatus,
  parameters: usage(
    'What the last "Test connection" found, in plain words: nothing before a test, a spinner while testing, the latency on success, or the failure with what to check (one text per failure kind). Errors are announced assertively, the rest politely.',
  ),
  args: { state: { phase: 'idle' }, timeoutSeconds: 30 },
  render: (args) => (
    <div className="max-w-md">
      <ConnectionStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role]')).toBeNull();
  },
};

export const Testing: Story = {
  args: { state: { phase: 'testing' } },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(context)('ai:connection.testing'));
  },
};

export const Connected: Story = { args: { state: { phase: 'done', ok: true, latencyMs: 412 } } };

export const KeyRefused: Story = {
  args: { state: { phase: 'done', ok: false, kind: 'auth' } },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(context)('ai:connection.failed'));
  },
};

/** The longest failure text. */
export const Unreachable: Story = { args: { state: { phase: 'done', ok: false, kind: 'network' } } };
