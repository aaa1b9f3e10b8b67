import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  critiqueBank,
  decisionBank,
  investorForecast,
  sampleOpinions,
  VERDICT_QUESTION_ID,
} from '../../../stories/fixtures/second-opinion';
import { renderIn } from '../form/test-render';
import { SecondOpinionsPanel, type SecondOpinionsPanelProps } from './SecondOpinionsPanel';

function renderPanel(props: Partial<SecondOpinionsPanelProps> = {}) {
  const all: SecondOpinionsPanelProps = {
    completed: true,
    decisionBank,
    investorForecast,
    opinions: sampleOpinions('en'),
    critiqueBankOf: () => critiqueBank,
    verdictQuestionId: VERDICT_QUESTION_ID,
    onAsk: vi.fn(),
    onImportFile: vi.fn(),
    ...props,
  };
  return { ...renderIn('en', <SecondOpinionsPanel {...all} />), props: all };
}

describe('SecondOpinionsPanel', () => {
  it('puts each reviewer’s forecast next to the investor’s, with the verdict and the critique', () => {
    const { t } = renderPanel();
    const [newest] = screen.getAllByRole('article');
    if (!newest) throw new Error('an opinion');
    const table = within(newest).getByRole('table', { name: t('opinions:panel.forecasts') });
    const [, firstRow] = within(table).getAllByRole('row');
    // Question, the investor's answer, the reviewer's.
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['70%', '40%']);
    const verdict = critiqueBank.sections[0]?.questions.find((q) => q.id === VERDICT_QUESTION_ID)?.options?.[2];
    expect(newest).toHaveTextContent(t('opinions:panel.verdict', { verdict: verdict?.label.en ?? '' }));
  });

  it('reports the chosen response file and shows a refusal’s words', async () => {
    const { t, props } = renderPanel({ importError: 'Not a response file.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not a response file.');
    const file = new File(['{}'], 'response.json', { type: 'application/json' });
    await userEvent.upload(screen.getByTestId('file-input'), file);
    expect(props.onImportFile).toHaveBeenCalledWith(file);
    await userEvent.click(screen.getByRole('button', { name: t('opinions:panel.ask') }));
    expect(props.onAsk).toHaveBeenCalled();
  });

  it('offers Ask only for a completed decision, saying why otherwise, and explains an empty list', async () => {
    const { t, props } = renderPanel({ completed: false, investorForecast: null, opinions: [] });
    const ask = screen.getByRole('button', { name: t('opinions:panel.ask') });
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription(t('opinions:panel.askDisabled'));
    await userEvent.click(ask);
    expect(props.onAsk).not.toHaveBeenCalled();
    expect(screen.getByText(t('opinions:panel.empty'))).toBeInTheDocument();
  });
});
