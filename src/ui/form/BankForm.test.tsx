import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { requireBankOfKind } from '../../content/registry';
import { BankForm } from './BankForm';
import type { QuestionFormHandle } from './QuestionForm';
import { renderIn } from './test-render';

const risk = requireBankOfKind('assessment');

describe('BankForm (all sections on one page)', () => {
  it('shows every section under its title with all twelve questions', () => {
    const { container } = renderIn('en', <BankForm bank={risk} answers={{}} onChange={() => {}} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      risk.sections.map((section) => section.title.en),
    );
    expect(container.querySelectorAll('[data-question-id]')).toHaveLength(12);
  });

  it('focuses the first unanswered question across sections', () => {
    const ref = createRef<QuestionFormHandle>();
    const answers = { 'fin-1': 'lt20', 'fin-2': 'lt3m', 'fin-3': 'lt10', 'goal-1': 'steady' };
    renderIn('zh', <BankForm ref={ref} bank={risk} answers={answers} onChange={() => {}} showRequiredErrors />);
    let first: string | undefined;
    act(() => {
      first = ref.current?.focusFirstMissing();
    });
    expect(first).toBe('goal-2');
    expect(document.activeElement?.closest('[data-question-id]')).toHaveAttribute('data-question-id', 'goal-2');
    act(() => {
      ref.current?.focusQuestion('demo-2');
    });
    expect(document.activeElement?.closest('[data-question-id]')).toHaveAttribute('data-question-id', 'demo-2');
  });
});
