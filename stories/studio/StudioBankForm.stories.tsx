import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import glossaryText from '../../questionnaires/glossary.json?raw';
import bankText from '../../questionnaires/risk-tolerance/bank.json?raw';
import releasedText from '../../questionnaires/risk-tolerance/versions/1.0.0.json?raw';
import lockText from '../../questionnaires/versions.lock.json?raw';
import { BankForm } from '../../src/studio/BankForm';
import { editorText } from '../../src/studio/json-editor-testing';
import { LOCK_FILE } from '../../src/studio/released-options';
import { storyT } from '../support';
import { FormBesideEditor, formInStudio } from './FormBesideEditor';
import { fakeStudioClient, GLOSSARY } from './fake-studio-client';
import { jsonViewSettled } from './json-view-settled';

const FILE = 'questionnaires/risk-tolerance/bank.json';

/** The server as the form reads it: the shipped glossary, the lock, and the bank with its released 1.0.0. */
const client = (text = bankText) =>
  fakeStudioClient({
    [FILE]: text,
    [GLOSSARY]: glossaryText,
    [LOCK_FILE]: lockText,
    'questionnaires/risk-tolerance/versions/1.0.0.json': releasedText,
  });

/** The form as the studio holds it: one text, the form beside the JSON editor, each rewriting the other. */
function WithEditor({ initial }: { initial: string }) {
  const [server] = useState(() => client(initial));
  return (
    <FormBesideEditor
      initial={initial}
      file={FILE}
      height="h-[48rem]"
      form={(text, onChange) => <BankForm client={server} file={FILE} text={text} onChange={onChange} />}
    />
  );
}

const meta = {
  title: 'Studio/BankForm',
  component: BankForm,
  args: { client: client(), file: FILE, text: bankText, onChange: () => {} },
  render: (args) => <WithEditor initial={args.text} />,
} satisfies Meta<typeof BankForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipped risk-tolerance bank: its stages and questions, the options' released values locked. */
export const Shipped: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('studio:bankForm.sections.heading') })).toBeVisible();
    const value = canvas.getAllByRole('textbox', { name: t('studio:bankForm.options.valueLabel', { number: 1 }) })[0];
    await waitFor(() => expect(value).toHaveAttribute('readonly'));
  },
};

/** A question added to the first stage appears in the JSON text at once. */
export const AddQuestion: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const [add] = canvas.getAllByRole('button', { name: t('studio:bankForm.questions.add') });
    if (!add) throw new Error('every stage has Add a question');
    await userEvent.click(add);
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: FILE }) });
    await waitFor(() => expect(editorText(area)).toContain('"id": ""'));
  },
};

/** `[[` typed in a text: the glossary's term ids are offered under it. */
export const CompleteTerm: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const [help] = canvas.getAllByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:bankForm.fields.help'),
        lang: t('studio:glossaryForm.lang.en'),
      }),
    });
    if (!help) throw new Error('the first question has help');
    await waitFor(() => expect(help).toBeVisible());
    await userEvent.type(help, ' [[[[');
    await expect(await canvas.findByRole('listbox', { name: t('studio:marks.listLabel') })).toBeVisible();
  },
};

/** Text that is not JSON: the form says so and shows no fields to edit. */
export const NotJson: Story = {
  args: { text: bankText.slice(0, 200) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await jsonViewSettled(canvasElement);
  },
};

/** In the studio: the bank opened, and the Form view chosen above the editor. */
export const InStudio: Story = formInStudio(client, FILE, 'studio:bankForm.heading');
