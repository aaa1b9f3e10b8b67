import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JsonEditor } from '../../src/studio/JsonEditor';
import { EMPTY_ENTRY, HELD_FILE, HeldJsonEditor, parserObjectionShown } from '../../src/studio/json-editor-testing';
import { phoneWidth } from '../phone';
import { storyT } from '../support';

const FILE = HELD_FILE;
const TEXT = '{\n  "$schema": "./schema/glossary.schema.json",\n  "terms": []\n}\n';
/** An entry the schema refuses twice: a misspelt property, and an id with capitals. */
const BREAKS_SCHEMA = `{
  "$schema": "./schema/glossary.schema.json",
  "terms": [
    {
      "id": "Drawdown",
      "term": { "en": "drawdown", "zh": "回撤" },
      "defintion": { "en": "The fall from a peak.", "zh": "从高点的下跌。" }
    }
  ]
}
`;

const meta = {
  title: 'Studio/JsonEditor',
  component: JsonEditor,
  args: { file: FILE, text: TEXT, onChange: () => {}, parseError: undefined },
} satisfies Meta<typeof JsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file as it is on disk. */
export const Valid: Story = { render: () => <HeldJsonEditor initial={TEXT} /> };

/** Half-typed JSON: the message says why, and typing goes on until it parses. */
export const NotJsonYet: Story = {
  render: () => <HeldJsonEditor initial={'{\n  "terms": [\n'} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: FILE }) });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    // Typed at the end of the text (the keys a story sends move the caret, a click would place it anywhere).
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.paste(']}');
    await expect(area).toHaveAttribute('aria-invalid', 'false');
    await userEvent.paste(',');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(parserObjectionShown(area)).toBe(true), { timeout: 5000 });
  },
};

/** A quote and Ctrl+Space inside an entry: the properties the schema allows there, each with its description. */
export const SchemaCompletion: Story = {
  render: () => <HeldJsonEditor initial={EMPTY_ENTRY} caretAt="{ " />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: FILE }) });
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.keyboard('"{Control>} {/Control}');
    await expect(await canvas.findByRole('option', { name: /definition/ })).toBeVisible();
    // The list stays open while the parser's objection to the half-typed name is underlined.
    await waitFor(() => expect(parserObjectionShown(area)).toBe(true), { timeout: 5000 });
    await expect(canvas.getByRole('option', { name: /definition/ })).toBeVisible();
  },
};

/** Text that is JSON but breaks the schema: the places are underlined, and the text stays as editable as ever. */
export const BreaksTheSchema: Story = {
  render: () => <HeldJsonEditor initial={BREAKS_SCHEMA} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cm-lintRange-error').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
  },
};

/** On a phone's width: long lines wrap, nothing scrolls sideways, the underlines follow the wrapped text. */
export const OnPhone: Story = {
  decorators: [phoneWidth],
  render: () => <HeldJsonEditor initial={BREAKS_SCHEMA} />,
  play: BreaksTheSchema.play,
};
