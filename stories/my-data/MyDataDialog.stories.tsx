import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyDataDialog } from '../../src/ui/my-data/MyDataDialog';
import { storyT } from '../support';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const MB = 1024 * 1024;

const meta = {
  title: 'My data/MyDataDialog',
  component: MyDataDialog,
  args: {
    open: true,
    onClose: fn(),
    localMode: true,
    counts: { profiles: 1, decisions: 12, riskAssessments: 3, evaluations: 9, forecasts: 7, reviews: 4 },
    databaseBytes: 184_320,
    browser: { usage: 38 * MB, quota: 2048 * MB },
    persisted: true,
    busy: null,
    status: null,
    onDismissStatus: fn(),
    onExport: fn(),
    onImport: fn(),
    onDeleteAll: fn(),
    onDeleteAccount: fn(),
  },
} satisfies Meta<typeof MyDataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded database, kept by the browser: counts, sizes, and the notice on who can read it. */
export const LocalPersisted: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByTestId('stored-decisions')).toHaveTextContent('12');
    await expect(body.getByTestId('stored-evaluations')).toHaveTextContent('9');
    await expect(body.getByTestId('stored-forecasts')).toHaveTextContent('7');
    await expect(body.getByTestId('stored-riskAssessments')).toHaveTextContent('3');
    await expect(body.getByText(t('data:localMode.body'))).toBeVisible();
    await expect(body.getByTestId('persistence')).toHaveTextContent(t('data:myData.persistence.granted'));
    await userEvent.click(body.getByRole('button', { name: t('data:export.button') }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The browser did not grant persistent storage: the notice warns and asks for regular exports. */
export const LocalNotPersisted: Story = {
  args: { persisted: false, browser: null },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByTestId('persistence')).toHaveTextContent(t('data:myData.persistence.denied'));
    await expect(body.getByText(t('data:storage.browserUnknown'))).toBeVisible();
  },
};

/** On Supabase the data is not in the browser: no browser storage, no local notice. */
export const Supabase: Story = {
  args: { localMode: false, browser: null, persisted: null },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).queryByText(t('data:localMode.body'))).toBeNull();
  },
};

export const Counting: Story = {
  args: { counts: null, databaseBytes: null },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(page(canvasElement).getByText(t('data:storage.loading'))).toBeVisible();
  },
};

/** An import running: it says how far it has come; nothing else can start, and the dialog cannot be closed half-way. */
export const Importing: Story = {
  args: { busy: 'import', importProgress: { phase: 'saving', done: 7500, total: 10000 } },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByText(t('data:import.progress.saving'))).toBeVisible();
    await expect(body.getByRole('progressbar', { name: t('data:import.progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(body.getByRole('button', { name: t('data:export.button') })).toBeDisabled();
    await expect(body.queryByRole('button', { name: t('common:close') })).toBeNull();
  },
};

/** A refused file: the message names the record and the field. */
export const ImportRefused: Story = {
  render: function Render(args, context) {
    const t = storyT(context);
    const text = t('errors:importBadDecision', { number: '3', name: 'Tech stock', field: 'evaluationResult.rating' });
    return <MyDataDialog {...args} status={{ tone: 'error', text }} />;
  },
  play: async ({ canvasElement }) => {
    const alert = page(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Tech stock');
    await expect(alert).toHaveTextContent('evaluationResult.rating');
  },
};

/** Delete all (the data, keeping the login: the choice it starts on) waits for the typed word. */
export const DeleteAllConfirmation: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await expect(body.getByRole('radio', { name: t('data:deleteAll.data') })).toBeChecked();
    await expect(body.getByText(t('data:deleteAll.confirm'))).toBeVisible();
    const submit = body.getByRole('button', { name: t('data:deleteAll.submit') });
    await expect(submit).toBeDisabled();
    const word = t('data:deleteAll.word');
    await userEvent.type(body.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onDeleteAll).toHaveBeenCalled();
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

/** Deleting the account instead: it says the login goes too, and its button says so; the same typed word. */
export const DeleteAccountConfirmation: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('radio', { name: t('data:deleteAll.account') }));
    await expect(body.getByText(t('data:deleteAll.confirmAccount'))).toBeVisible();
    await expect(body.queryByRole('button', { name: t('data:deleteAll.submit') })).toBeNull();
    const submit = body.getByRole('button', { name: t('data:deleteAll.submitAccount') });
    await expect(submit).toBeDisabled();
    const word = t('data:deleteAll.word');
    await userEvent.type(body.getByLabelText(t('data:deleteAll.typePrompt', { word })), word);
    await userEvent.click(submit);
    await expect(args.onDeleteAccount).toHaveBeenCalled();
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
  },
};
