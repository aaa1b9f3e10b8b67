import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import decisionText from '../../questionnaires/decision-checkpoint/bank.json?raw';
import glossaryText from '../../questionnaires/glossary.json?raw';
import riskText from '../../questionnaires/risk-tolerance/bank.json?raw';
import { JsonEditor } from '../../src/studio/JsonEditor';
import { jsonParseError } from '../../src/studio/json-parse-error';
import { PreviewPanel } from '../../src/studio/PreviewPanel';
import { storyT } from '../support';
import { fakeStudioClient, GLOSSARY } from './fake-studio-client';
import { jsonViewSettled } from './json-view-settled';

const RISK = 'questionnaires/risk-tolerance/bank.json';
const DECISION = 'questionnaires/decision-checkpoint/bank.json';

/** The stand-in server with the shipped banks and glossary beside its own small files. */
const client = () => fakeStudioClient({ [RISK]: riskText, [DECISION]: decisionText, [GLOSSARY]: glossaryText });

/** The panel as the studio holds it: the file's text typed in the JSON editor beside it. */
function WithEditor({ file, initial }: { file: string; initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex h-[32rem] flex-col">
        <JsonEditor file={file} text={text} onChange={setText} parseError={jsonParseError(text)} />
      </div>
      <PreviewPanel client={client()} file={file} text={text} />
    </div>
  );
}

const meta = {
  title: 'Studio/PreviewPanel',
  component: PreviewPanel,
  args: { client: client(), file: RISK, text: riskText },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No bank open: what the panel asks for. */
export const NothingOpen: Story = { args: { file: undefined, text: '' } };

/** The risk questionnaire's first section in the studio's language and theme, on a phone's width. */
export const RiskBank: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('studio:preview.frame') })).toBeVisible();
  },
};

/** Sample answers filled in: the risk type and score, and each answer's points. */
export const RiskWithSampleAnswers: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('studio:preview.fill') }));
    await expect(await canvas.findByTestId('preview-outcome')).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('studio:preview.result.questions') })).toBeVisible();
    // The pressed button's focus ring shows or not depending on how the press arrived: not part of the picture.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The decision bank with sample answers: total, rating, stage scores and the rules that moved each stage. */
export const DecisionWithSampleAnswers: Story = {
  args: { file: DECISION, text: decisionText },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('studio:preview.fill') }));
    await expect(await canvas.findByTestId('preview-outcome')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('studio:preview.result.contributions') })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The frame switched to the other theme and the desktop width, whatever the studio around it shows. */
export const OtherThemeDesktop: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const frame = await canvas.findByRole('region', { name: t('studio:preview.frame') });
    const other = frame.classList.contains('dark') ? 'light' : 'dark';
    await userEvent.click(canvas.getByRole('radio', { name: t(`studio:preview.themes.${other}`) }));
    await userEvent.click(canvas.getByRole('radio', { name: t('studio:preview.widths.desktop') }));
    await expect(frame).toHaveClass(other);
  },
};

/** The glossary open: a bank from disk drawn with the glossary as typed, so its marks show the entries. */
export const GlossaryMarks: Story = {
  args: { file: GLOSSARY, text: glossaryText },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: t('studio:preview.bank') })).toHaveValue(DECISION);
  },
};

/** Typing that breaks the JSON: the last good preview stays, and the panel says why. */
export const KeptWhileNotJson: Story = {
  render: () => <WithEditor file={RISK} initial={riskText} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const frame = await canvas.findByRole('region', { name: t('studio:preview.frame') });
    const area = canvas.getByRole('textbox', { name: t('studio:editor.label', { file: RISK }) });
    await userEvent.type(area, 'x');
    await expect(await canvas.findByText(t('studio:preview.stale'))).toBeVisible();
    await expect(frame).toBeVisible();
    // The picture once the view's check has marked the error (it waits for a pause in typing), without the
    // caret or a completion popup, which come and go with time.
    await jsonViewSettled(canvasElement);
  },
};
