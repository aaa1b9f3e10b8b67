import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { JsonEditor } from '../../src/studio/JsonEditor';
import { jsonParseError } from '../../src/studio/json-parse-error';
import { storyT } from '../support';

const TEXT = '{\n  "$schema": "./schema/glossary.schema.json",\n  "terms": []\n}\n';

/** The editor as the studio holds it: its text in state, the parser's message beside it. */
function Editor({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <div className="flex h-96 max-w-3xl flex-col">
      <JsonEditor
        file="questionnaires/glossary.json"
        text={text}
        onChange={setText}
        parseError={jsonParseError(text)}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/JsonEditor',
  component: JsonEditor,
  args: { file: 'questionnaires/glossary.json', text: TEXT, onChange: () => {}, parseError: undefined },
} satisfies Meta<typeof JsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file as it is on disk. */
export const Valid: Story = { render: () => <Editor initial={TEXT} /> };

/** Half-typed JSON: the message says why, and typing goes on until it parses. */
export const NotJsonYet: Story = {
  render: () => <Editor initial={'{\n  "terms": [\n'} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', {
      name: t('studio:editor.label', { file: 'questionnaires/glossary.json' }),
    });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(area, ']}');
    await expect(area).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(area, ',');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
  },
};
