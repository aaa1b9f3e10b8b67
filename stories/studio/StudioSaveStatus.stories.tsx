import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SaveState, StudioSaveStatus } from '../../src/studio/StudioSaveStatus';

const STATES: SaveState[] = [
  { kind: 'idle' },
  { kind: 'loading' },
  { kind: 'clean' },
  { kind: 'unsaved' },
  { kind: 'checking' },
  { kind: 'checked', problems: 0 },
  { kind: 'checked', problems: 2 },
  { kind: 'saving' },
  { kind: 'saved' },
  { kind: 'draft' },
  { kind: 'refused' },
  { kind: 'failed', message: 'The studio\u2019s server cannot be reached.' },
];

const meta = {
  title: 'Studio/SaveStatus',
  component: StudioSaveStatus,
  args: { state: { kind: 'saved' } },
} satisfies Meta<typeof StudioSaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state the open file can be in, from no file to a failed save. */
export const EveryState: Story = {
  render: () => (
    <ul className="space-y-1">
      {STATES.map((state) => (
        <li key={JSON.stringify(state)}>
          <StudioSaveStatus state={state} />
        </li>
      ))}
    </ul>
  ),
};
