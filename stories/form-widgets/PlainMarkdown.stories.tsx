import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from '../../src/ui/rjsf-theme/plain-markdown';
import { usage } from '../support';

/**
 * What the production bundle renders where RJSF would parse Markdown: the text as
 * written, so marks like **this** stay visible instead of pulling in a parser.
 */
const meta = {
  title: 'Form widgets/PlainMarkdown',
  component: Markdown,
  parameters: usage(
    'Stands in for markdown-to-jsx in the production bundle. RJSF only reaches it for texts this theme never routes through Markdown, and for its own fallback messages; they show as plain text.',
  ),
  args: { children: 'Unsupported field schema for **field** `tr-name`' },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsWritten: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(String(args.children))).toBeVisible();
    await expect(canvasElement.querySelector('strong, code')).toBeNull();
  },
};
