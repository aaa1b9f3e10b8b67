import { validators as fixtureValidators } from 'virtual:question-bank-validators?root=tests/fixtures/banks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { plainText } from '../../content/marked-text';
import { getBank, getGlossary, listBanks } from '../../content/registry';
import { banks as fixtureBanks, glossary as fixtureGlossary } from '../../content/testing/fixture-banks';
import { type Answers, type Bank, LANGS } from '../../content/types';
import { LIMITS } from '../../data/limits';
import enErrors from '../../i18n/locales/en/errors.json';
import zhErrors from '../../i18n/locales/zh/errors.json';
import { QuestionForm, type QuestionFormHandle } from './QuestionForm';
import { renderIn } from './test-render';

const glossary = getGlossary();
const decision = getBank('decision-checkpoint') as Bank;

function Controlled(props: { bank: Bank; sectionIndex: number; initial?: Answers; onAnswers?: (a: Answers) => void }) {
  const [answers, setAnswers] = useState<Answers>(props.initial ?? {});
  return (
    <QuestionForm
      bank={props.bank}
      sectionIndex={props.sectionIndex}
      answers={answers}
      onChange={(next) => {
        setAnswers(next);
        props.onAnswers?.(next);
      }}
    />
  );
}

describe('QuestionForm renders every section of every shipped bank', () => {
  for (const bank of listBanks()) {
    for (const lang of LANGS) {
      bank.sections.forEach((section, index) => {
        it(`${bank.id} / ${section.id} in ${lang}`, () => {
          const { container } = renderIn(
            lang,
            <QuestionForm bank={bank} sectionIndex={index} answers={{}} onChange={() => {}} />,
          );
          for (const question of section.questions) {
            const field = container.querySelector(`[data-question-id="${question.id}"]`);
            expect(field, question.id).not.toBeNull();
            expect(field?.textContent).toContain(plainText(question.text[lang], glossary, lang).replace(/\s+$/, ''));
            for (const option of question.options ?? []) {
              expect(field?.textContent).toContain(plainText(option.label[lang], glossary, lang));
            }
          }
          // Required questions carry the asterisk, optional ones do not.
          const stars = container.querySelectorAll(
            '[aria-hidden="true"].text-rose-600, [aria-hidden="true"][class*="text-rose-600"]',
          );
          expect(stars).toHaveLength(section.questions.filter((q) => q.required).length);
        });
      });
    }
  }
});

describe('QuestionForm behaviour', () => {
  it('reports typed text merged into the whole answers map', async () => {
    const onAnswers = vi.fn();
    renderIn(
      'en',
      <Controlled bank={decision} sectionIndex={0} initial={{ '2-1': ['technical'] }} onAnswers={onAnswers} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /achieve/ }), 'Grow');
    expect(onAnswers).toHaveBeenLastCalledWith({ '2-1': ['technical'], '1-1': 'Grow' });
  });

  it('removes a cleared answer instead of keeping an empty string', async () => {
    const onAnswers = vi.fn();
    renderIn('en', <Controlled bank={decision} sectionIndex={0} initial={{ '1-1': 'x' }} onAnswers={onAnswers} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /achieve/ }));
    expect(onAnswers).toHaveBeenLastCalledWith({});
  });

  it('selects a radio option by its stable value', async () => {
    const onAnswers = vi.fn();
    renderIn('zh', <Controlled bank={decision} sectionIndex={0} onAnswers={onAnswers} />);
    await userEvent.click(screen.getByRole('radio', { name: '长期（5 年以上）' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ '1-2': 'long' });
    expect(screen.getByRole('radio', { name: '长期（5 年以上）' })).toBeChecked();
  });

  it('keeps checkbox answers in option order and drops an emptied list', async () => {
    const onAnswers = vi.fn();
    renderIn('en', <Controlled bank={decision} sectionIndex={1} onAnswers={onAnswers} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Passive (index) investing' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fundamental analysis' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ '2-1': ['fundamental', 'passive'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fundamental analysis' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Passive (index) investing' }));
    expect(onAnswers).toHaveBeenLastCalledWith({});
  });

  it('answers yes/no questions with "yes" and "no"', async () => {
    const onAnswers = vi.fn();
    renderIn('en', <Controlled bank={decision} sectionIndex={5} onAnswers={onAnswers} />);
    const group = screen.getByRole('radiogroup', { name: /anchored/ });
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ '6-1': 'no' });
  });

  it('shows required errors only when asked, worded per type, linked to the field', () => {
    const props = { bank: decision, sectionIndex: 1, answers: { '2-2': 'fits' }, onChange: () => {} };
    const { rerender } = renderIn('en', <QuestionForm {...props} />);
    expect(screen.queryByText('field required')).toBeNull();
    expect(screen.getByRole('textbox', { name: /metrics/ })).not.toHaveAttribute('aria-invalid');

    rerender(<QuestionForm {...props} showRequiredErrors />);
    const metrics = screen.getByRole('textbox', { name: /metrics/ });
    expect(metrics).toHaveAttribute('aria-invalid', 'true');
    expect(metrics).toHaveAccessibleDescription(expect.stringContaining('field required'));
    // The answered question stays clean.
    expect(screen.getByRole('textbox', { name: /suit/ })).not.toHaveAttribute('aria-invalid');
    // The checkbox group words it for a list and points the group at the message.
    const methods = screen.getByRole('group', { name: /methods/ });
    expect(methods).toHaveAccessibleDescription(expect.stringContaining('please select at least one'));
    for (const box of within(methods).getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the stored-answer limits while typing, in either language, linked to the field', () => {
    const tooLong = 'x'.repeat(LIMITS.answerText + 1);
    for (const [lang, table] of [
      ['en', enErrors],
      ['zh', zhErrors],
    ] as const) {
      const { unmount } = renderIn(
        lang,
        <QuestionForm bank={decision} sectionIndex={0} answers={{ '1-1': tooLong }} onChange={() => {}} />,
      );
      const [field] = screen.getAllByRole('textbox');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(table.answerTooLong.replace('{{max}}', String(LIMITS.answerText))),
      );
      unmount();
    }
    renderIn(
      'en',
      <QuestionForm bank={decision} sectionIndex={0} answers={{ '1-1': 'a\u0000b' }} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('textbox')[0]).toHaveAccessibleDescription(expect.stringContaining(enErrors.textHasNul));
  });

  it('words errors in Chinese in zh', () => {
    renderIn(
      'zh',
      <QuestionForm bank={decision} sectionIndex={1} answers={{}} onChange={() => {}} showRequiredErrors />,
    );
    expect(screen.getAllByText('此项为必填')).toHaveLength(2);
    expect(screen.getByText('请至少选择一项')).toBeInTheDocument();
  });

  it('disables every field when read-only', () => {
    renderIn(
      'en',
      <QuestionForm bank={decision} sectionIndex={5} answers={{ '6-1': 'yes' }} onChange={() => {}} readOnly />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('scrolls to and focuses the first missing question on request', () => {
    const ref = createRef<QuestionFormHandle>();
    const answers = { '1-1': 'Grow savings', '1-2': 'long' };
    renderIn(
      'en',
      <QuestionForm
        ref={ref}
        bank={decision}
        sectionIndex={0}
        answers={answers}
        onChange={() => {}}
        showRequiredErrors
      />,
    );
    let focused: string | undefined;
    act(() => {
      focused = ref.current?.focusFirstMissing();
    });
    expect(focused).toBe('1-3');
    expect(screen.getAllByRole('radio')).toContain(document.activeElement);
    expect(document.activeElement?.closest('[data-question-id]')).toHaveAttribute('data-question-id', '1-3');
    act(() => {
      ref.current?.focusQuestion('1-4');
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /liquidity/ }));
    expect(ref.current?.focusQuestion('9-9')).toBe(false);
  });

  it('shows a glossary definition in the current language on hover and on keyboard focus', async () => {
    renderIn('zh', <QuestionForm bank={decision} sectionIndex={0} answers={{}} onChange={() => {}} />);
    const term = screen.getByRole('button', { name: '流动性' });
    const tooltipId = term.getAttribute('aria-describedby') as string;
    const tooltip = document.getElementById(tooltipId) as HTMLElement;
    expect(tooltip).not.toBeVisible();
    expect(term).toHaveAccessibleDescription(expect.stringContaining('变现'));
    fireEvent.mouseEnter(term);
    expect(tooltip).toBeVisible();
    fireEvent.mouseLeave(term);
    expect(tooltip).not.toBeVisible();
    act(() => term.focus());
    expect(tooltip).toBeVisible();
    fireEvent.keyDown(term, { key: 'Escape' });
    expect(tooltip).not.toBeVisible();
  });

  it('does not tick an option when its glossary term is clicked', async () => {
    const onAnswers = vi.fn();
    renderIn('en', <Controlled bank={decision} sectionIndex={3} onAnswers={onAnswers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Diversification' }));
    expect(onAnswers).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Diversification/ }));
    expect(onAnswers).toHaveBeenLastCalledWith({ '4-3': ['diversification'] });
  });
});

const fixtureBank = fixtureBanks[0] as Bank;

function Fixture({ sectionIndex, onAnswers }: { sectionIndex: number; onAnswers: (a: Answers) => void }) {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <QuestionForm
      bank={fixtureBank}
      sectionIndex={sectionIndex}
      glossary={fixtureGlossary}
      validators={fixtureValidators}
      answers={answers}
      onChange={(next) => {
        setAnswers(next);
        onAnswers(next);
      }}
      showRequiredErrors
    />
  );
}

describe('a bank no code knows about (tests/fixtures/banks) works end to end', () => {
  it('renders text, date, select and radio widgets and records their answers', async () => {
    const onAnswers = vi.fn();
    renderIn('en', <Fixture sectionIndex={0} onAnswers={onAnswers} />);
    await userEvent.type(screen.getByRole('textbox', { name: /instrument/ }), 'ETF');
    fireEvent.change(screen.getByLabelText(/filled/), { target: { value: '2024-03-01' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /order/ }), 'bank-app');
    await userEvent.click(screen.getByRole('radio', { name: 'Under 0.5%' }));
    expect(onAnswers).toHaveBeenLastCalledWith({
      'tr-name': 'ETF',
      'tr-date': '2024-03-01',
      'tr-venue': 'bank-app',
      'tr-slippage': 'small',
    });
    expect(screen.queryByText('field required')).toBeNull();
  });

  it('renders checkbox, yes/no and textarea widgets with its own glossary', async () => {
    const onAnswers = vi.fn();
    renderIn('zh', <Fixture sectionIndex={1} onAnswers={onAnswers} />);
    expect(screen.getByText('请至少选择一项')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '止损' })).toHaveAccessibleDescription(
      expect.stringContaining('限制亏损'),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /仓位大小/ }));
    await userEvent.click(screen.getByRole('radio', { name: '否' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ 'tr-rules': ['size'], 'tr-again': 'no' });
    // The optional textarea has no asterisk and no error.
    expect(screen.getByRole('textbox', { name: '你学到了什么？' })).not.toHaveAttribute('aria-invalid');
  });
});
