import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { sampleRiskResult } from './fixtures';
import { RiskAssessmentDialog } from './RiskAssessmentDialog';

type Props = ComponentProps<typeof RiskAssessmentDialog>;

const TEXTS: Record<string, string> = {
  'risk.type.balanced.name': 'Balanced',
  'risk.type.balanced.description': 'You weigh return against risk.',
  'risk.type.balanced.recommendation': 'A balanced stock-bond allocation.',
  'risk.check.verification': 'Adding on dips needs experience.',
  'risk.check.warning': 'Over 50: keep the risky share small.',
};

const RESULT = sampleRiskResult();

const SECTIONS = [
  { id: 'financial', title: 'I. Financial Capacity Assessment' },
  { id: 'goal', title: 'II. Investment Goals & Time Horizon' },
  { id: 'psychological', title: 'III. Psychological Risk Tolerance' },
  { id: 'experience', title: 'IV. Investment Experience & Knowledge' },
  { id: 'demographic', title: 'V. Personal Information' },
];

function renderDialog(overrides: Partial<Props> = {}) {
  const props: Props = {
    open: true,
    onClose: vi.fn(),
    title: 'Risk Tolerance Assessment',
    intro: 'Answer these 12 questions honestly.',
    sections: SECTIONS,
    renderSection: (index) => <p>Questions of section {index}</p>,
    onSubmit: vi.fn(),
    result: null,
    ruleText: (key) => TEXTS[key] ?? key,
    onDone: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RiskAssessmentDialog {...props} />
    </I18nextProvider>,
  );
  return props;
}

describe('RiskAssessmentDialog answering', () => {
  it('shows the title, the intro and the five sections with their questions', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Risk Tolerance Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Answer these 12 questions honestly.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(SECTIONS.map((section) => section.title));
    const psychological = screen.getByRole('region', { name: 'III. Psychological Risk Tolerance' });
    expect(within(psychological).getByText('Questions of section 2')).toBeInTheDocument();
  });

  it('submits through the button and with Enter in the form', async () => {
    const props = renderDialog({ renderSection: () => <input aria-label="answer" /> });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'answer' })[0] as HTMLElement, 'x{Enter}');
    expect(props.onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the error in a red banner above the sections', () => {
    renderDialog({ error: 'Please answer all required questions before submitting' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Please answer all required questions before submitting');
    const firstSection = screen.getByRole('region', { name: SECTIONS[0]?.title });
    expect(banner.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not submit twice while submitting', async () => {
    const props = renderDialog({ submitting: true });
    const submit = screen.getByRole('button', { name: 'Submit Assessment' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('closes through the X button', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('RiskAssessmentDialog result', () => {
  it('shows score, type, description and recommendation in words, and no check boxes when not flagged', async () => {
    const props = renderDialog({ result: RESULT });
    expect(screen.getByRole('heading', { name: 'Risk Assessment Result' })).toBeInTheDocument();
    expect(screen.getByText('63 / 100')).toBeInTheDocument();
    expect(screen.getByText('Balanced')).toBeInTheDocument();
    expect(screen.getByText('You weigh return against risk.')).toBeInTheDocument();
    expect(screen.getByText('Investment Recommendation')).toBeInTheDocument();
    expect(screen.getByText('A balanced stock-bond allocation.')).toBeInTheDocument();
    expect(screen.queryByText('Strategy Consistency Check')).not.toBeInTheDocument();
    expect(screen.queryByText('Risk Warning')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Assessment' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(props.onDone).toHaveBeenCalledOnce();
  });

  it('shows the Strategy Consistency Check and Risk Warning boxes with their texts when flagged', () => {
    renderDialog({
      result: sampleRiskResult({ verification: true, warning: true }),
    });
    expect(screen.getByText('Strategy Consistency Check')).toBeInTheDocument();
    expect(screen.getByText('Adding on dips needs experience.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Risk Warning');
    expect(screen.getByRole('alert')).toHaveTextContent('Over 50: keep the risky share small.');
  });
});
