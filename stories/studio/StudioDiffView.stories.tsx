import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiffView } from '../../src/studio/DiffView';

const meta = {
  title: 'Studio/DiffView',
  component: DiffView,
  args: {
    hunks: [
      {
        lines: [
          { kind: 'same', text: '      "options": [', before: 40, after: 40 },
          {
            kind: 'removed',
            text: '        { "value": "short", "label": { "zh": "短期", "en": "Short" } },',
            before: 41,
          },
          {
            kind: 'added',
            text: '        { "value": "short", "label": { "zh": "短期（一年内）", "en": "Short" } },',
            after: 41,
          },
          {
            kind: 'same',
            text: '        { "value": "long", "label": { "zh": "长期", "en": "Long" } }',
            before: 42,
            after: 42,
          },
        ],
      },
      {
        lines: [
          { kind: 'removed', text: '  "version": "1.0.0",', before: 90 },
          { kind: 'added', text: '  "version": "1.0.1",', after: 90 },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two hunks: a label reworded, the version raised. */
export const Hunks: Story = {};

/** A file with no lines to show. */
export const NoLines: Story = { args: { hunks: [] } };
