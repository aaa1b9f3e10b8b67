import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type EditorView, EditorViewSwitch } from '../../src/studio/EditorViewSwitch';
import { storyT } from '../support';

/** The switch as the studio holds it: the view in state. */
function Held({ initial }: { initial: EditorView }) {
  const [view, setView] = useState(initial);
  return <EditorViewSwitch view={view} onChange={setView} />;
}

const meta = {
  title: 'Studio/EditorViewSwitch',
  component: EditorViewSwitch,
  args: { view: 'json', onChange: () => {} },
  render: (args) => <Held initial={args.view} />,
} satisfies Meta<typeof EditorViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The JSON view on; arrow keys move to Form. */
export const Json: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const json = canvas.getByRole('radio', { name: t('studio:view.json') });
    await expect(json).toBeChecked();
    json.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t('studio:view.form') })).toBeChecked();
  },
};

/** The form view on. */
export const Form: Story = { args: { view: 'form' } };
