import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAllForm } from '../../src/ui/my-data/DeleteAllForm';
import { ExportReminder } from '../../src/ui/my-data/ExportReminder';
import { ImportForm } from '../../src/ui/my-data/ImportForm';
import { ImportProgressBar } from '../../src/ui/my-data/ImportProgressBar';
import { MyDataButton } from '../../src/ui/my-data/MyDataButton';
import { StoredSummary } from '../../src/ui/my-data/StoredSummary';
import { phoneWidth } from '../phone';
import { storyT } from '../support';

/** The parts of "My data" on their own, as the top bar and the dialog use them. */
const meta = {
  title: 'My data/Parts',
  component: MyDataButton,
  args: { onClick: fn() },
} satisfies Meta<typeof MyDataButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopBarButton: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('data:myData.open') }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Summary: Story = {
  render: () => (
    <StoredSummary
      counts={{ profiles: 1, decisions: 1234, riskAssessments: 56, evaluations: 789, forecasts: 612, reviews: 345 }}
      databaseBytes={3.4 * 1024 * 1024}
      browser={{ usage: 512 * 1024 * 1024, quota: 10 * 1024 * 1024 * 1024 }}
      showBrowser
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stored-decisions')).toHaveTextContent('1234');
    await expect(within(canvasElement).getByTestId('stored-forecasts')).toHaveTextContent('612');
  },
};

/** On a phone the five counts take two rows, three and two. */
export const SummaryOnPhone: Story = {
  decorators: [phoneWidth],
  render: () => (
    <StoredSummary
      counts={{ profiles: 1, decisions: 18, riskAssessments: 2, evaluations: 11, forecasts: 6, reviews: 9 }}
      databaseBytes={96 * 1024}
      browser={null}
      showBrowser={false}
    />
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('stored-forecasts')).toHaveTextContent('6');
    await expect(canvas.getByText(t('data:stats.forecasts'))).toBeVisible();
  },
};

export const SummaryFailed: Story = {
  render: () => <StoredSummary counts={null} failed databaseBytes={null} browser={null} showBrowser={false} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('data:storage.failed'))).toBeVisible();
  },
};

export const Import: Story = {
  render: () => <ImportForm importing={false} onImport={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('data:import.submit') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: t('data:import.replace') }));
    await expect(canvas.getByRole('radio', { name: t('data:import.replace') })).toBeChecked();
  },
};

/** An import running: under its busy button, what it is doing and how far it has come. */
export const Importing: Story = {
  render: () => <ImportForm importing progress={{ phase: 'checking', done: 2000, total: 10000 }} onImport={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const text = t('data:import.progress.checking', { done: 2000, total: 10000 });
    await expect(canvas.getByText(text)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: t('data:import.progress.label') });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    await expect(bar).toHaveAttribute('aria-valuetext', text);
    await expect(canvas.getByRole('radio', { name: t('data:import.replace') })).toBeVisible();
  },
};

/** Each phase as it reads: the file read (how far not known), its records checked, then saved. */
export const ImportPhases: Story = {
  render: () => (
    <div className="max-w-md space-y-4">
      <ImportProgressBar progress={{ phase: 'reading' }} />
      <ImportProgressBar progress={{ phase: 'checking', done: 12345, total: 14984 }} />
      <ImportProgressBar progress={{ phase: 'saving', done: 3000, total: 14984 }} />
    </div>
  ),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars[0]).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText(t('data:import.progress.reading'))).toBeVisible();
    await expect(bars[1]).toHaveAttribute('aria-valuenow', '82');
    await expect(canvas.getByText(t('data:import.progress.checking', { done: 12345, total: 14984 }))).toBeVisible();
    await expect(bars[2]).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByText(t('data:import.progress.saving'))).toBeVisible();
  },
};

/** On a phone the status text wraps above the full-width bar. */
export const ImportingOnPhone: Story = {
  decorators: [phoneWidth],
  render: () => <ImportForm importing progress={{ phase: 'checking', done: 9876, total: 10000 }} onImport={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(
      within(canvasElement).getByText(t('data:import.progress.checking', { done: 9876, total: 10000 })),
    ).toBeVisible();
  },
};

export const DeleteAll: Story = {
  render: () => <DeleteAllForm deleting={false} onDeleteAll={fn()} onDeleteAccount={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('button', { name: t('data:deleteAll.submit') })).toBeDisabled();
  },
};

/** The account chosen: what goes (the login too) and the button follow the choice. */
export const DeleteAccountChosen: Story = {
  render: () => <DeleteAllForm deleting={false} onDeleteAll={fn()} onDeleteAccount={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('data:deleteAll.account') }));
    await expect(canvas.getByRole('radio', { name: t('data:deleteAll.account') })).toBeChecked();
    await expect(canvas.getByText(t('data:deleteAll.confirmAccount'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('data:deleteAll.submitAccount') })).toBeDisabled();
  },
};

/** While a deletion runs, neither the choice nor the word can change. */
export const Deleting: Story = {
  render: () => <DeleteAllForm deleting onDeleteAll={fn()} onDeleteAccount={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('data:deleteAll.submit') })).toBeDisabled();
  },
};

/** Never exported: the reminder says how much lives only here, and opens My data. */
export const ReminderNeverExported: Story = {
  render: (args) => <ExportReminder changes={14} lastExport={null} onOpen={args.onClick} onDismiss={fn()} />,
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('data:reminder.never', { count: '14' }));
    await userEvent.click(canvas.getByRole('button', { name: t('data:reminder.open') }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const ReminderSinceLastExport: Story = {
  render: () => <ExportReminder changes={23} lastExport="2025-03-14" onOpen={fn()} onDismiss={fn()} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('data:reminder.since', { count: '23', date: '2025-03-14' }),
    );
  },
};
