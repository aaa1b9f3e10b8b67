/**
 * The range and probability widgets inside the real form, on the forecast stage
 * of the shipped decision bank: what the investor types is kept as typed, a
 * problem shows at its field, both ends are reached by keyboard, and a locked
 * forecast renders read-only.
 */
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type Ref, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getBank } from '../../../content/registry';
import type { Answers, Bank, Lang } from '../../../content/types';
import { QuestionForm, type QuestionFormHandle } from '../../form/QuestionForm';
import { renderIn } from '../../form/test-render';

const bank = getBank('decision-checkpoint') as Bank;
const forecast = bank.sections.findIndex((section) => section.questions.some((q) => q.type === 'range'));
const RANGE = '8-2';
const PROBABILITY = '8-1';

function Controlled(props: {
  initial?: Answers;
  onAnswers?: (answers: Answers) => void;
  showRequiredErrors?: boolean;
  readOnly?: boolean;
  formRef?: Ref<QuestionFormHandle>;
}) {
  const [answers, setAnswers] = useState<Answers>(props.initial ?? {});
  return (
    <QuestionForm
      ref={props.formRef}
      bank={bank}
      sectionIndex={forecast}
      answers={answers}
      showRequiredErrors={props.showRequiredErrors}
      readOnly={props.readOnly}
      onChange={(next) => {
        setAnswers(next);
        props.onAnswers?.(next);
      }}
    />
  );
}

const field = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-question-id="${id}"]`) as HTMLElement;

function rangeInputs(container: HTMLElement, lang: Lang = 'en') {
  const group = within(field(container, RANGE)).getByRole('group');
  const [low, high] = lang === 'en' ? ['Low', 'High'] : ['下限', '上限'];
  return {
    group,
    low: within(group).getByRole('textbox', { name: low }),
    high: within(group).getByRole('textbox', { name: high }),
  };
}

describe('RangeWidget', () => {
  it.each(['en', 'zh'] as const)('is a group named by the question, with a labelled low and high end (%s)', (lang) => {
    const { container } = renderIn(lang, <Controlled />);
    const { group, low, high } = rangeInputs(container, lang);
    const question = bank.sections[forecast]?.questions.find((q) => q.id === RANGE);
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')?.textContent).toContain(question?.text[lang].slice(0, 12));
    for (const input of [low, high]) {
      expect(input).toHaveAttribute('inputmode', 'decimal');
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('%'));
    }
  });

  it('keeps each end as typed, in its place, and drops the answer once both ends are cleared', async () => {
    const onAnswers = vi.fn();
    const { container } = renderIn('en', <Controlled onAnswers={onAnswers} />);
    const { low, high } = rangeInputs(container);
    await userEvent.type(high, '１５');
    expect(onAnswers).toHaveBeenLastCalledWith({ [RANGE]: ['', '１５'] });
    await userEvent.type(low, '-');
    expect(onAnswers).toHaveBeenLastCalledWith({ [RANGE]: ['-', '１５'] });
    // A half-typed end is not flagged while typing.
    expect(within(field(container, RANGE)).queryByText(/enter a number/)).toBeNull();
    await userEvent.type(low, '5');
    expect(onAnswers).toHaveBeenLastCalledWith({ [RANGE]: ['-5', '１５'] });
    await userEvent.clear(low);
    await userEvent.clear(high);
    expect(onAnswers).toHaveBeenLastCalledWith({});
  });

  it('says at the field, as it is typed, when the low end is above the high end', async () => {
    const { container } = renderIn('en', <Controlled />);
    const { low, high } = rangeInputs(container);
    await userEvent.type(low, '20');
    await userEvent.type(high, '5');
    const message = within(field(container, RANGE)).getByText('the low end is above the high end');
    for (const input of [low, high]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toContain(message.id);
    }
    await userEvent.type(high, '0');
    expect(within(field(container, RANGE)).queryByText('the low end is above the high end')).toBeNull();
    expect(low).not.toHaveAttribute('aria-invalid');
  });

  it('once errors show, asks for an answer when blank and for a number at the end left blank', () => {
    const blank = renderIn('en', <Controlled showRequiredErrors />);
    expect(within(field(blank.container, RANGE)).getByText('field required')).toBeInTheDocument();
    blank.unmount();
    const { container } = renderIn('en', <Controlled showRequiredErrors initial={{ [RANGE]: ['', '5'] }} />);
    const { low, high } = rangeInputs(container);
    expect(within(field(container, RANGE)).getByText(/enter a number/)).toBeInTheDocument();
    expect(low).toHaveAttribute('aria-invalid', 'true');
    expect(high).not.toHaveAttribute('aria-invalid');
  });

  it('is reached from the keyboard: Tab goes from the low end to the high end, and focusing the question lands on low', async () => {
    const formRef = createRef<QuestionFormHandle>();
    const { container } = renderIn('en', <Controlled formRef={formRef} />);
    const { low, high } = rangeInputs(container);
    formRef.current?.focusQuestion(RANGE);
    expect(low).toHaveFocus();
    await userEvent.tab();
    expect(high).toHaveFocus();
    await userEvent.keyboard('7');
    expect(high).toHaveValue('7');
  });

  it('renders a locked forecast read-only, its ends shown and disabled', () => {
    const { container } = renderIn('zh', <Controlled readOnly initial={{ [RANGE]: ['-5', '15'] }} />);
    const { group, low, high } = rangeInputs(container, 'zh');
    expect(group).toBeDisabled();
    expect(low).toBeDisabled();
    expect(low).toHaveValue('-5');
    expect(high).toHaveValue('15');
  });
});

describe('ProbabilityWidget', () => {
  const input = (container: HTMLElement) => within(field(container, PROBABILITY)).getByRole('textbox');

  it('is a text input with a decimal keypad, described by its "%" unit', () => {
    const { container } = renderIn('en', <Controlled />);
    expect(input(container)).toHaveAttribute('inputmode', 'decimal');
    expect(input(container)).toHaveAccessibleDescription(expect.stringContaining('%'));
  });

  it('keeps what is typed and says at the field, as it is typed, when it is not between 0 and 100', async () => {
    const onAnswers = vi.fn();
    const { container } = renderIn('en', <Controlled onAnswers={onAnswers} />);
    await userEvent.type(input(container), '15');
    expect(within(field(container, PROBABILITY)).queryByText('must be between 0 and 100')).toBeNull();
    await userEvent.type(input(container), '0');
    expect(onAnswers).toHaveBeenLastCalledWith({ [PROBABILITY]: '150' });
    expect(within(field(container, PROBABILITY)).getByText('must be between 0 and 100')).toBeInTheDocument();
    expect(input(container)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input(container));
    await userEvent.type(input(container), '-');
    expect(input(container)).not.toHaveAttribute('aria-invalid');
  });

  it('once errors show, asks for a number when the text is not one', () => {
    const { container } = renderIn('zh', <Controlled showRequiredErrors initial={{ [PROBABILITY]: '七十' }} />);
    expect(within(field(container, PROBABILITY)).getByText(/请输入数字/)).toBeInTheDocument();
  });

  it('renders read-only with its answer', () => {
    const { container } = renderIn('en', <Controlled readOnly initial={{ [PROBABILITY]: '70' }} />);
    expect(input(container)).toBeDisabled();
    expect(input(container)).toHaveValue('70');
  });
});
