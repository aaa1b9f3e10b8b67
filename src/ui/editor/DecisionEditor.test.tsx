import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { DecisionEditor, type DecisionEditorHandle, type DecisionEditorProps } from './DecisionEditor';
import { ForecastLockNote } from './ForecastLockNote';

function renderEditor(overrides: Partial<DecisionEditorProps> = {}) {
  const props: DecisionEditorProps = {
    mode: 'edit',
    readOnly: false,
    decisionId: 'decision-00c0ffee',
    name: 'Buy more index ETF',
    onNameChange: vi.fn(),
    nameError: false,
    stage: 3,
    stageCount: 7,
    stageTitle: 'Buy/Sell Rule Establishment',
    saving: false,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onComplete: vi.fn(),
    onClose: vi.fn(),
    onDelete: vi.fn(),
    children: <input aria-label="Buy criteria" />,
    ...overrides,
  };
  const utils = render(
    <I18nextProvider i18n={createI18n('en')}>
      <DecisionEditor {...props} />
    </I18nextProvider>,
  );
  return { props, ...utils };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('DecisionEditor', () => {
  it('titles a new decision and an edited one, falling back to the id when unnamed', () => {
    const { unmount } = renderEditor({ mode: 'create', name: '' });
    expect(screen.getByRole('heading', { name: 'New investment checkpoint' })).toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    unmount();
    renderEditor({ name: '  ' });
    expect(screen.getByRole('heading', { name: 'Edit decision: Decision #ffee' })).toBeInTheDocument();
  });

  it('marks a missing name with its message and reports typing', async () => {
    const user = userEvent.setup();
    const { props } = renderEditor({ name: '', nameError: true });
    const field = screen.getByRole('textbox', { name: /Decision name/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Please enter decision name');
    await user.type(field, 'X');
    expect(props.onNameChange).toHaveBeenCalledWith('X');
  });

  it('shows where the investor is among the stages', () => {
    renderEditor();
    const stages = within(screen.getByRole('list', { name: 'Stages' })).getAllByRole('listitem');
    expect(stages).toHaveLength(7);
    expect(stages[2]).toHaveAttribute('aria-current', 'step');
    expect(stages[2]).toHaveTextContent('Stage 3 of 7, current');
    expect(screen.getByText('Buy/Sell Rule Establishment').parentElement).toHaveTextContent('(3/7) Buy/Sell');
  });

  it('disables Previous on stage 1 and sends Next, Previous and Back', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderEditor({ stage: 1 });
    expect(button('Previous')).toBeDisabled();
    expect(button('Complete decision')).not.toBeInTheDocument();
    await user.click(button('Next') as HTMLElement);
    expect(props.onNext).toHaveBeenCalledOnce();
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <DecisionEditor {...props} stage={2} />
      </I18nextProvider>,
    );
    await user.click(button('Previous') as HTMLElement);
    await user.click(button('Back') as HTMLElement);
    await user.click(button('Close editor') as HTMLElement);
    expect(props.onPrevious).toHaveBeenCalledOnce();
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('completes on the last stage, with a spinner and held navigation while saving', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderEditor({ stage: 7 });
    expect(button('Next')).not.toBeInTheDocument();
    await user.click(button('Complete decision') as HTMLElement);
    expect(props.onComplete).toHaveBeenCalledOnce();
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <DecisionEditor {...props} saving />
      </I18nextProvider>,
    );
    expect(button('Complete decision')).toHaveAttribute('aria-busy', 'true');
    expect(button('Previous')).toBeDisabled();
  });

  it('shows the required banner as an alert, and asks to correct answers when all are given', () => {
    const { unmount } = renderEditor({ problemBanner: 'required' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer all required questions before proceeding.');
    unmount();
    renderEditor({ problemBanner: 'invalid' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked answers before proceeding.');
  });

  it("shows the stage's intro above its questions", () => {
    renderEditor({ stageIntro: 'These answers are fixed when you complete the decision.' });
    expect(screen.getByText('These answers are fixed when you complete the decision.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Buy criteria' })).toBeEnabled();
  });

  it('shows a fixed forecast read-only, saying when it was made, with the rest of the decision editable', async () => {
    const user = userEvent.setup();
    const { props } = renderEditor({
      stage: 7,
      stageIntro: 'These answers are fixed when you complete the decision.',
      forecastLock: { madeAt: '2026-11-26T10:00:00.000Z' },
    });
    const note = 'Forecast made on Nov 26, 2026 — fixed when you completed the decision, so your reviews can score it.';
    expect(screen.getByText(note)).toBeVisible();
    expect(screen.queryByText('These answers are fixed when you complete the decision.')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Questions of this stage' })).toHaveAccessibleDescription(note);
    expect(screen.getByRole('textbox', { name: 'Buy criteria' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Decision name/ })).toBeEnabled();
    expect(screen.queryByText('View only')).not.toBeInTheDocument();
    await user.click(button('Complete decision') as HTMLElement);
    expect(props.onComplete).toHaveBeenCalledOnce();
    expect(button('Delete')).toBeEnabled();
  });

  it("words the date of a fixed forecast in the reader's language, and leaves it out when there is none", () => {
    const { unmount } = render(
      <I18nextProvider i18n={createI18n('zh')}>
        <ForecastLockNote madeAt="2026-11-26T10:00:00.000Z" />
      </I18nextProvider>,
    );
    expect(screen.getByText('预测于 2026年11月26日 做出——完成决策时已锁定，以便复盘时为它评分。')).toBeVisible();
    unmount();
    renderEditor({ forecastLock: { madeAt: null } });
    expect(
      screen.getByText('This forecast was fixed when you completed the decision, so your reviews can score it.'),
    ).toBeVisible();
  });

  it('is view-only for evaluated decisions: fields disabled, no Complete, no Delete, and says why', async () => {
    const user = userEvent.setup();
    renderEditor({ readOnly: true, stage: 7 });
    expect(screen.getByRole('textbox', { name: /Decision name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Buy criteria' })).toBeDisabled();
    expect(button('Complete decision')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();
    await user.hover(screen.getByText('View only'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Evaluated decisions can only be viewed, not edited');
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup();
    const { props } = renderEditor();
    await user.click(button('Delete') as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Delete this decision?' });
    expect(dialog).toHaveTextContent('“Buy more index ETF”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(button('Delete') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Delete decision' }));
    expect(props.onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers an unsaved draft back', async () => {
    const user = userEvent.setup();
    const draft = { savedAt: '2025-03-01T10:00:00Z', onRestore: vi.fn(), onDiscard: vi.fn() };
    renderEditor({ draft });
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes found');
    await user.click(button('Restore') as HTMLElement);
    await user.click(button('Discard') as HTMLElement);
    expect(draft.onRestore).toHaveBeenCalledOnce();
    expect(draft.onDiscard).toHaveBeenCalledOnce();
  });

  it('shows a save error that can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    renderEditor({ error: 'An error occurred', onDismissError });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await user.click(button('Dismiss') as HTMLElement);
    expect(onDismissError).toHaveBeenCalledOnce();
  });

  it('takes the focus to its title when it opens, and to the stage line when the stage changes', () => {
    const { rerender, props } = renderEditor();
    expect(screen.getByRole('heading', { name: /Edit decision/ })).toHaveFocus();
    const next = (stage: number) => (
      <I18nextProvider i18n={createI18n('en')}>
        <DecisionEditor {...props} stage={stage} />
      </I18nextProvider>
    );
    rerender(next(3));
    expect(screen.getByRole('heading', { name: /Edit decision/ })).toHaveFocus();
    rerender(next(4));
    expect(document.activeElement).toHaveTextContent('(4/7)');
  });

  it('lets the container focus the name field', () => {
    const ref = createRef<DecisionEditorHandle>();
    renderEditor({ ref, name: '', nameError: true });
    act(() => ref.current?.focusName());
    expect(screen.getByRole('textbox', { name: /Decision name/ })).toHaveFocus();
  });

  it('shows the background save beside the stage indicator, with Next still available', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender, props } = renderEditor({ saveStatus: { status: 'saving', onRetry } });
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(button('Next')).toBeEnabled();
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <DecisionEditor {...props} saveStatus={{ status: 'failed', error: 'Failed to save decision.', onRetry }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not saved — Failed to save decision.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no save status on a read-only decision', () => {
    renderEditor({ readOnly: true, saveStatus: { status: 'saved', onRetry: vi.fn() } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
