/**
 * Typing into one question re-renders that question only, in real Chromium: a
 * keystroke must not redraw every other field of the stage (on a phone that is
 * what makes typing lag).
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { countRenders } from '../../../tests/react-renders';
import { requireBankOfKind } from '../../content/registry';
import type { Answers, Bank } from '../../content/types';
import { CheckboxesWidget } from '../rjsf-theme/widgets/CheckboxesWidget';
import { RadioWidget, YesNoWidget } from '../rjsf-theme/widgets/RadioWidget';
import { SelectWidget } from '../rjsf-theme/widgets/SelectWidget';
import { TextareaWidget } from '../rjsf-theme/widgets/TextareaWidget';
import { DateWidget, TextWidget } from '../rjsf-theme/widgets/TextWidget';
import { QuestionForm } from './QuestionForm';
import { renderIn } from './test-render';

const WIDGETS = [TextWidget, TextareaWidget, SelectWidget, RadioWidget, YesNoWidget, CheckboxesWidget, DateWidget];
const bank = requireBankOfKind('decision');

function Controlled({ form, sectionIndex }: { form: Bank; sectionIndex: number }) {
  const [answers, setAnswers] = useState<Answers>({});
  return <QuestionForm bank={form} sectionIndex={sectionIndex} answers={answers} onChange={setAnswers} lang="en" />;
}

/** Every stage that has a text question and at least one other question. */
const stages = bank.sections
  .map((section, index) => ({ section, index }))
  .filter(({ section }) => section.questions.length > 1)
  .map(({ section, index }) => ({
    index,
    stage: index + 1,
    typed: section.questions.find((q) => q.type === 'text' || q.type === 'textarea'),
    others: section.questions.map((q) => q.id),
  }))
  .filter((stage) => stage.typed !== undefined);

describe('QuestionForm re-renders on a keystroke', () => {
  it.each(stages)('stage $stage: only the question typed into', async ({ index, typed, others }) => {
    const renders = countRenders(WIDGETS, (props) => String(props.id ?? '').replace(/^.*_/, ''));
    const { container } = renderIn('en', <Controlled form={bank} sectionIndex={index} />);
    const field = container.querySelector<HTMLElement>(`[data-question-id="${typed?.id}"] [data-control]`);
    expect(field).not.toBeNull();
    renders.reset();
    await userEvent.type(field as HTMLElement, 'abc');
    renders.stop();
    expect(renders.counts.get(typed?.id ?? '')).toBeGreaterThanOrEqual(3);
    const untouched = Object.fromEntries(
      others.filter((id) => id !== typed?.id).map((id) => [id, renders.counts.get(id) ?? 0]),
    );
    expect(untouched).toEqual(Object.fromEntries(Object.keys(untouched).map((id) => [id, 0])));
  });
});
