import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getGlossary } from '../../src/content/registry';
import type { GlossaryEntry } from '../../src/content/types';
import { Modal } from '../../src/ui/common/Modal';
import { GlossaryTerm } from '../../src/ui/glossary/GlossaryTerm';
import { phoneWidth } from '../phone';
import { storyLocale, usage } from '../support';

const glossary = getGlossary();
const byId = (id: string) => glossary.terms.find((term) => term.id === id) as GlossaryEntry;
/** The longest definition in each language. */
const longest = [...glossary.terms].sort((a, b) => b.definition.zh.length - a.definition.zh.length)[0] as GlossaryEntry;

const meta = {
  title: 'Form/GlossaryTerm',
  component: GlossaryTerm,
  parameters: usage(
    "A glossary term inside a question or option: dotted underline; hover, keyboard focus or tap shows its definition (term and definition from questionnaires/glossary.json, in the current language). The bubble is portalled (into the enclosing dialog's panel, if any, else the body) so it is never clipped and never becomes part of an option's name, and it stays in the DOM while hidden so screen readers hear it with the term. Editors mark terms in bank texts as [[id]] or [[id|shown words]].",
  ),
  args: { entry: byId('stop-loss'), children: '', lang: 'zh' },
  argTypes: {
    entry: {
      control: 'select',
      options: glossary.terms.map((term) => term.id),
      mapping: Object.fromEntries(glossary.terms.map((term) => [term.id, term])),
    },
    lang: { control: false },
  },
  render: (args, context) => {
    const lang = storyLocale(context);
    return (
      <p className="max-w-md text-sm">
        <GlossaryTerm entry={args.entry} lang={lang}>
          {args.children || args.entry.term[lang]}
        </GlossaryTerm>
      </p>
    );
  },
} satisfies Meta<typeof GlossaryTerm>;

export default meta;
type Story = StoryObj<typeof meta>;

const bubble = (canvasElement: HTMLElement) => {
  const term = within(canvasElement).getByRole('button');
  return { term, tip: canvasElement.ownerDocument.getElementById(term.getAttribute('aria-describedby') ?? '') };
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(bubble(canvasElement).tip).not.toBeVisible();
  },
};

export const OpenOnFocus: Story = {
  play: async ({ canvasElement, args, context }) => {
    const { term, tip } = bubble(canvasElement);
    term.focus();
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent(args.entry.definition[storyLocale(context)]);
  },
};

/** The longest definition on a phone, opened from the keyboard. */
export const LongDefinitionOnPhone: Story = {
  args: { entry: longest },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const { tip } = bubble(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(tip).toBeVisible());
  },
};

/**
 * Inside a modal dialog (the risk and review dialogs hold forms): the bubble lives in the dialog's panel, not in
 * the inert page behind it, so it shows, stays on top, still describes the term, and a tap on it is not a click
 * outside the dialog.
 */
export const InsideDialog: Story = {
  render: function Render(args, context) {
    const lang = storyLocale(context);
    const [open, setOpen] = useState(true);
    return (
      <Modal open={open} onClose={() => setOpen(false)} title={args.entry.term[lang]}>
        <p className="text-sm">
          <GlossaryTerm entry={args.entry} lang={lang}>
            {args.children || args.entry.term[lang]}
          </GlossaryTerm>
        </p>
      </Modal>
    );
  },
  play: async ({ canvasElement, args, context }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    const term = within(dialog).getByRole('button', { name: args.entry.term[storyLocale(context)] });
    const tip = canvasElement.ownerDocument.getElementById(term.getAttribute('aria-describedby') ?? '');
    await expect(dialog.contains(tip)).toBe(true);
    term.focus();
    await waitFor(() => expect(tip).toBeVisible());
    // A tap on the open bubble leaves the dialog open.
    await userEvent.click(tip as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page.getByRole('dialog')).toBeVisible();
    term.focus();
    await waitFor(() => expect(tip).toBeVisible());
    await expect(term).toHaveAccessibleDescription(
      expect.stringContaining(args.entry.definition[storyLocale(context)]),
    );
  },
};
