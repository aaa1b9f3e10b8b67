import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import scheduleText from '../../scoring-rules/review-schedule.json?raw';
import riskText from '../../scoring-rules/risk-tolerance.json?raw';
import { editorText } from '../../src/studio/json-editor-testing';
import { RulesForm } from '../../src/studio/RulesForm';
import { storyT } from '../support';
import { FormBesideEditor, formInStudio } from './FormBesideEditor';
import { fakeStudioClient, RISK, SCHEDULE } from './fake-studio-client';
import { jsonViewSettled } from './json-view-settled';

const meta = {
  title: 'Studio/RulesForm',
  component: RulesForm,
  args: { text: riskText, onChange: () => {} },
  render: (args) => (
    <FormBesideEditor
      initial={args.text}
      file={RISK}
      form={(text, onChange) => <RulesForm text={text} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof RulesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipped risk-tolerance rules: points, weights and profiles as fields, adjustments' conditions drawn. */
export const RiskTolerance: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('studio:rulesForm.heading') })).toBeVisible();
    // The arithmetic inside the first adjustment's condition is shown as JSON-Logic of its own.
    const side = t('studio:conditionEditor.left', { place: '1.2' });
    await expect(canvas.getByRole('textbox', { name: t('studio:conditionEditor.rawLabel', { side }) })).toBeVisible();
  },
};

/** A number changed in the form appears in the JSON text at once. */
export const EditNumber: Story = {
  args: { text: scheduleText },
  render: (args) => (
    <FormBesideEditor
      initial={args.text}
      file={SCHEDULE}
      form={(text, onChange) => <RulesForm text={text} onChange={onChange} />}
    />
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const months = canvasElement.querySelector<HTMLInputElement>('#rules-form_intervals_monthly_months');
    if (!months) throw new Error('the schedule has monthly months');
    await userEvent.clear(months);
    await userEvent.type(months, '2');
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: SCHEDULE }) });
    await waitFor(() => expect(editorText(area)).toMatch(/"monthly": \{\s*"months": 2\s*\}/));
  },
};

/** Text that is not JSON: the form says so and shows no fields to edit. */
export const NotJson: Story = {
  args: { text: '{\n  "$schema": "./schema/risk-tolerance.schema.json",\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await jsonViewSettled(canvasElement);
  },
};

/** In the studio: a rules file opened, and the Form view chosen above the editor. */
export const InStudio: Story = formInStudio(fakeStudioClient, SCHEDULE, 'studio:rulesForm.heading');
