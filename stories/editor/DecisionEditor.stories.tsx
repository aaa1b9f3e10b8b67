import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import glossaryJson from '../../questionnaires/glossary.json';
import type { Answers, Glossary } from '../../src/content/types';
import { sectionProblems } from '../../src/engine/answer-problems';
import { formatDay } from '../../src/ui/common/format-date';
import { DecisionEditor, type DecisionEditorHandle } from '../../src/ui/editor/DecisionEditor';
import { MarkedText } from '../../src/ui/glossary/MarkedText';
import { storyLocale, storyT } from '../support';
import { decisionBank, questionInputId, SampleStageForm } from './SampleStageForm';

const stageCount = decisionBank.sections.length;
/** The stage holding the forecast: its section is locked once the decision is completed. */
const forecastStage = decisionBank.sections.findIndex((section) => section.locked) + 1;
const forecastSection = decisionBank.sections[forecastStage - 1];
const forecastAnswers: Answers = { '8-1': '60', '8-2': ['-10', '20'], '8-3': 'CSI 300', '8-5': 'some' };

type EditorArgs = Parameters<typeof DecisionEditor>[0];
type StoryContext = Parameters<typeof storyLocale>[0];

/**
 * Stage title, intro and questions come from the real decision bank, in the
 * story's language; `answers` and `missing` fill and mark the sample questions.
 */
function renderEditor(
  args: EditorArgs,
  context: StoryContext,
  { answers = {}, missing = [] }: { answers?: Answers; missing?: string[] } = {},
) {
  const lang = storyLocale(context);
  const section = decisionBank.sections[args.stage - 1];
  const intro = section?.intro && (
    <MarkedText text={section.intro[lang]} glossary={glossaryJson as Glossary} lang={lang} />
  );
  return (
    <DecisionEditor {...args} stageTitle={section?.title[lang] ?? ''} stageIntro={intro}>
      <SampleStageForm stage={args.stage} lang={lang} answers={answers} missing={missing} onAnswer={() => {}} />
    </DecisionEditor>
  );
}

/** The editor with its save status reason and error as the story's language words these message keys. */
const withMessages = (keys: { saveStatus?: string; error?: string }) => (args: EditorArgs, context: StoryContext) => {
  const t = storyT(context);
  return renderEditor(
    {
      ...args,
      ...(args.saveStatus && keys.saveStatus ? { saveStatus: { ...args.saveStatus, error: t(keys.saveStatus) } } : {}),
      ...(keys.error ? { error: t(keys.error) } : {}),
    },
    context,
  );
};

const meta = {
  title: 'Editor/DecisionEditor',
  component: DecisionEditor,
  args: {
    mode: 'edit',
    readOnly: false,
    decisionId: 'decision-1700000000a1b2',
    name: 'Buy more index ETF',
    onNameChange: fn(),
    nameError: false,
    stage: 3,
    stageCount,
    stageTitle: '',
    saving: false,
    onPrevious: fn(),
    onNext: fn(),
    onComplete: fn(),
    onClose: fn(),
    onDelete: fn(),
    children: null,
  },
  render: renderEditor,
} satisfies Meta<typeof DecisionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  args: { mode: 'create', name: '', stage: 1, onDelete: undefined },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('editor:titleNew') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('editor:previous') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('editor:delete.button') })).toBeNull();
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('editor:titleEdit', { name: 'Buy more index ETF' }) }),
    ).toBeVisible();
    const current = within(canvas.getByRole('list', { name: t('editor:stages.label') }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent(t('editor:stages.dot', { stage: 3, total: stageCount }));
  },
};

export const EditUnnamed: Story = {
  args: { name: '' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const fallback = t('dashboard:untitledDecision', { suffix: 'a1b2' });
    await expect(
      within(canvasElement).getByRole('heading', { name: t('editor:titleEdit', { name: fallback }) }),
    ).toBeVisible();
  },
};

export const LastStage: Story = {
  args: { stage: stageCount },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('editor:next') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('editor:complete') }));
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { stage: stageCount, saving: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('editor:complete') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('editor:previous') })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, stage: stageCount },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('editor:name.label') })).toBeDisabled();
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).not.toContain(t('editor:complete'));
    await expect(buttons).not.toContain(t('editor:delete.button'));
    await userEvent.hover(canvas.getByText(t('editor:readOnly')));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(t('editor:readOnlyTooltip'));
  },
};

export const DraftOffered: Story = {
  args: { draft: { savedAt: '2025-03-01T10:00:00Z', onRestore: fn(), onDiscard: fn() } },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('editor:draft.restore') }));
    await expect(args.draft?.onRestore).toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: { stage: stageCount, error: 'An error occurred', onDismissError: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

/** Next moved on at once; the save runs behind it, shown beside the stage indicator. */
export const SavingInBackground: Story = {
  args: { saveStatus: { status: 'saving', onRetry: fn() } },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('editor:saveStatus.saving'));
    await expect(canvas.getByRole('button', { name: t('editor:next') })).toBeEnabled();
  },
};

export const NotSavedInBackground: Story = {
  args: { saveStatus: { status: 'failed', error: null, onRetry: fn() } },
  render: withMessages({ saveStatus: 'errors:decisionSaveFailed' }),
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('editor:saveStatus.failed'));
    await userEvent.click(canvas.getByRole('button', { name: t('editor:saveStatus.retry') }));
    await expect(args.saveStatus?.onRetry).toHaveBeenCalled();
  },
};

/**
 * Another tab saved a newer version: the save and a delete were refused, and
 * both the status and the error offer the latest version instead of a retry.
 */
export const ChangedElsewhere: Story = {
  args: { saveStatus: { status: 'failed', error: null, onRetry: fn() }, onOpenLatest: fn(), onDismissError: fn() },
  render: withMessages({ saveStatus: 'errors:decisionConflict', error: 'errors:decisionDeleteConflict' }),
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:decisionDeleteConflict'));
    await expect(canvas.queryByRole('button', { name: t('editor:saveStatus.retry') })).toBeNull();
    const buttons = canvas.getAllByRole('button', { name: t('editor:saveStatus.openLatest') });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onOpenLatest).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: t('editor:delete.button') }));
    await userEvent.click(await body.findByRole('button', { name: t('editor:delete.confirm') }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/**
 * The editor driven the way the machine drives it: Next with gaps shows the
 * banner, marks the fields and focuses the first missing one; Next with
 * everything answered moves on and clears the marks.
 */
function Interactive({ lang }: { lang: 'zh' | 'en' }) {
  const editor = useRef<DecisionEditorHandle>(null);
  const [stage, setStage] = useState(1);
  const [name, setName] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  const [showErrors, setShowErrors] = useState(false);
  const section = decisionBank.sections[stage - 1];
  const problemIds = section ? sectionProblems(section, answers).map((problem) => problem.id) : [];
  const missing = showErrors ? problemIds : [];
  const next = () => {
    const gaps = problemIds;
    if (name.trim() === '' || gaps.length > 0) {
      setShowErrors(true);
      if (name.trim() === '') editor.current?.focusName();
      else document.getElementById(questionInputId(gaps[0] ?? ''))?.focus();
      return;
    }
    setShowErrors(false);
    setStage((value) => Math.min(value + 1, stageCount));
  };
  return (
    <DecisionEditor
      ref={editor}
      mode="create"
      readOnly={false}
      decisionId="decision-1700000000c0de"
      name={name}
      onNameChange={setName}
      nameError={showErrors && name.trim() === ''}
      stage={stage}
      stageCount={stageCount}
      stageTitle={section?.title[lang] ?? ''}
      problemBanner={missing.length > 0 ? 'required' : null}
      saving={false}
      onPrevious={() => setStage((value) => Math.max(1, value - 1))}
      onNext={next}
      onComplete={next}
      onClose={() => {}}
    >
      <SampleStageForm
        stage={stage}
        lang={lang}
        answers={answers}
        missing={missing}
        onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
      />
    </DecisionEditor>
  );
}

export const FailedNext: Story = {
  render: (_args, context) => <Interactive lang={storyLocale(context)} />,
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const nameField = canvas.getByRole('textbox', { name: t('editor:name.label') });

    await userEvent.click(canvas.getByRole('button', { name: t('editor:next') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('editor:requiredBanner'));
    await expect(nameField).toHaveFocus();
    await expect(nameField).toHaveAccessibleDescription(t('editor:name.required'));

    // With a name but no answers, the first missing question gets the focus.
    await userEvent.type(nameField, 'Buy more index ETF');
    await userEvent.click(canvas.getByRole('button', { name: t('editor:next') }));
    const firstQuestion = decisionBank.sections[0]?.questions[0]?.id ?? '';
    await expect(canvasElement.ownerDocument.getElementById(questionInputId(firstQuestion))).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('editor:requiredBanner'));
  },
};

/** Before Complete: the forecast stage is answered like any other, and its intro says it will be fixed. */
export const ForecastStage: Story = {
  args: { stage: forecastStage },
  render: (args, context) => renderEditor(args, context, { answers: forecastAnswers }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const intro = forecastSection?.intro?.[storyLocale(context)] ?? '';
    // The intro's first words, before any glossary mark.
    await expect(canvas.getByText(intro.split('[[')[0] ?? '', { exact: false })).toBeVisible();
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeEnabled();
  },
};

/**
 * Completed: the forecast stage shows its answers read-only under a note with
 * the day it was made, while the name and the other stages stay editable.
 */
export const ForecastLocked: Story = {
  args: { stage: forecastStage, forecastLock: { madeAt: '2026-11-26T10:00:00.000Z' } },
  render: (args, context) => renderEditor(args, context, { answers: forecastAnswers }),
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const date = formatDay(args.forecastLock?.madeAt ?? '', storyLocale(context));
    const note = t('editor:forecastLock.note', { date });
    await expect(canvas.getByText(note)).toBeVisible();
    const questions = canvas.getByRole('group', { name: t('editor:questions') });
    await expect(questions).toHaveAccessibleDescription(note);
    for (const field of within(questions).getAllByRole('textbox')) await expect(field).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('editor:name.label') })).toBeEnabled();
    await expect(canvas.queryByText(t('editor:readOnly'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('editor:complete') }));
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

/** Every question answered, but the range's low end is above its high end: the banner asks to correct it. */
export const InvalidAnswers: Story = {
  args: { stage: forecastStage, problemBanner: 'invalid' },
  render: (args, context) =>
    renderEditor(args, context, { answers: { ...forecastAnswers, '8-2': ['20', '-10'] }, missing: ['8-2'] }),
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('editor:invalidBanner'));
  },
};

/** A pasted name over the limit, with a character the database cannot store: the field says which, as it is typed. */
export const NameTooLong: Story = {
  args: { name: '😀'.repeat(201) },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const name = within(canvasElement).getByRole('textbox', { name: t('editor:name.label') });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t('errors:decisionNameTooLong', { max: 200, count: 201 }));
  },
};

export const NameWithNullCharacter: Story = {
  args: { name: 'Buy\u0000 more' },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const name = within(canvasElement).getByRole('textbox', { name: t('editor:name.label') });
    await expect(name).toHaveAccessibleDescription(t('errors:textHasNul'));
  },
};
