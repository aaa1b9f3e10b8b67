import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import glossaryText from '../../questionnaires/glossary.json?raw';
import type { Glossary } from '../../src/content/types';
import { GlossaryForm } from '../../src/studio/GlossaryForm';
import { editorText } from '../../src/studio/json-editor-testing';
import { rewriteJsonText } from '../../src/studio/rewrite-json-text';
import { storyT } from '../support';
import { FormBesideEditor, formInStudio } from './FormBesideEditor';
import { fakeStudioClient, GLOSSARY } from './fake-studio-client';
import { jsonViewSettled } from './json-view-settled';

/** The shipped glossary with the third term's Chinese definition emptied: the form flags it. */
const withEmptyChinese = (() => {
  const glossary = JSON.parse(glossaryText) as Glossary;
  const entry = glossary.terms[2];
  if (entry) entry.definition.zh = '';
  return rewriteJsonText(glossaryText, glossary);
})();

const meta = {
  title: 'Studio/GlossaryForm',
  component: GlossaryForm,
  args: { text: glossaryText, onChange: () => {} },
  render: (args) => (
    <FormBesideEditor
      initial={args.text}
      file={GLOSSARY}
      form={(text, onChange) => <GlossaryForm text={text} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof GlossaryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipped glossary: every term's name and definition as Chinese | English pairs. */
export const Shipped: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('studio:glossaryForm.terms') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('studio:glossaryForm.add') })).toBeVisible();
  },
};

/** A Chinese definition left empty: flagged under the pair, as content -- translations lists it. */
export const EmptyChinese: Story = {
  args: { text: withEmptyChinese },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('form:translations.issue.empty', { lang: t('form:translations.langZh') })),
    ).toBeVisible();
  },
};

/** A term added in the form appears in the JSON text at once. */
export const AddTerm: Story = {
  args: { text: '{\n  "$schema": "./schema/glossary.schema.json",\n  "terms": []\n}\n' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('studio:glossaryForm.noTerms'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('studio:glossaryForm.add') }));
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: GLOSSARY }) });
    await waitFor(() => expect(editorText(area)).toContain('"id": ""'));
  },
};

/** Text that is not JSON: the form says so and shows no fields to edit. */
export const NotJson: Story = {
  args: { text: '{\n  "terms": [\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await jsonViewSettled(canvasElement);
  },
};

/** In the studio: the glossary opened, and the Form view chosen above the editor. */
export const InStudio: Story = formInStudio(
  () => fakeStudioClient({ [GLOSSARY]: glossaryText }),
  GLOSSARY,
  'studio:glossaryForm.heading',
);
