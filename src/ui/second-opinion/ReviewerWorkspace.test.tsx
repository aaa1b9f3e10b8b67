import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  critiqueAnswers,
  critiqueBank,
  critiqueValidators,
  decisionBank,
  forecastAnswers,
  investorForecast,
  samplePacket,
} from '../../../stories/fixtures/second-opinion';
import { plainText } from '../../content/marked-text';
import { getGlossary } from '../../content/registry';
import type { Answers } from '../../content/types';
import { lockedSections } from '../../engine/locked-answers';
import { renderIn } from '../form/test-render';
import { ReviewerWorkspace, type ReviewerWorkspaceProps } from './ReviewerWorkspace';

const FORECAST = forecastAnswers('55', ['-20', '10'], 'MSCI World');

function Harness({
  startForecast = {},
  startCritique = {},
  onGiveForecast = () => {},
  onWriteResponse = () => {},
  packetAnswers,
  share,
}: {
  startForecast?: Answers;
  startCritique?: Answers;
  onGiveForecast?: (forecast: Answers) => void;
  onWriteResponse?: () => void;
  packetAnswers?: Answers;
  share?: ReviewerWorkspaceProps['share'];
}) {
  const [forecast, setForecast] = useState(startForecast);
  const [critique, setCritique] = useState(startCritique);
  const [given, setGiven] = useState(false);
  const packet = samplePacket('en');
  return (
    <ReviewerWorkspace
      packet={packetAnswers ? { ...packet, decision: { ...packet.decision, answers: packetAnswers } } : packet}
      decisionBank={decisionBank}
      critiqueBank={critiqueBank}
      critiqueValidators={critiqueValidators}
      forecast={forecast}
      onForecastChange={setForecast}
      forecastGiven={given}
      onGiveForecast={(answers) => {
        onGiveForecast(answers);
        setGiven(true);
      }}
      critique={critique}
      onCritiqueChange={setCritique}
      respondedAt={null}
      onWriteResponse={onWriteResponse}
      share={share}
      onBack={() => {}}
    />
  );
}

const critiqueQuestion = () => {
  const question = critiqueBank.sections[0]?.questions[0];
  if (!question) throw new Error('the critique fixture has a question');
  return plainText(question.text.en, getGlossary(), 'en');
};

describe('ReviewerWorkspace', () => {
  it('keeps the critique locked until the forecast is given, and refuses a blank forecast', async () => {
    const onGiveForecast = vi.fn();
    const { t } = renderIn('en', <Harness onGiveForecast={onGiveForecast} />);
    expect(screen.getByText(t('opinions:workspace.critique.locked'))).toBeInTheDocument();
    expect(screen.queryByText(critiqueQuestion(), { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: t('opinions:workspace.response.write') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    expect(onGiveForecast).not.toHaveBeenCalled();
    expect(screen.getByText(t('opinions:workspace.forecast.problems'))).toBeInTheDocument();
    expect(screen.getByText(t('opinions:workspace.critique.locked'))).toBeInTheDocument();
  });

  it('opens the critique once the forecast is given, and writes the response only when the critique may stand', async () => {
    const onGiveForecast = vi.fn();
    const onWriteResponse = vi.fn();
    const { t } = renderIn(
      'en',
      <Harness startForecast={FORECAST} onGiveForecast={onGiveForecast} onWriteResponse={onWriteResponse} />,
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    expect(onGiveForecast).toHaveBeenCalledWith(FORECAST);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: t('opinions:workspace.critique.title') })).toHaveFocus(),
    );
    expect(screen.queryByText(t('opinions:workspace.critique.locked'))).toBeNull();
    expect(screen.getByText(critiqueQuestion(), { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.response.write') }));
    expect(onWriteResponse).not.toHaveBeenCalled();
    expect(screen.getByText(t('opinions:workspace.critique.problems'))).toBeInTheDocument();
  });

  it('writes the response with a complete critique', async () => {
    const onWriteResponse = vi.fn();
    const { t } = renderIn(
      'en',
      <Harness startForecast={FORECAST} startCritique={critiqueAnswers('en')} onWriteResponse={onWriteResponse} />,
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.response.write') }));
    expect(onWriteResponse).toHaveBeenCalledTimes(1);
  });

  it('sends a packet that came by invitation only when the critique may stand, the file beside it', async () => {
    const onSend = vi.fn();
    const onWriteResponse = vi.fn();
    const share = { to: 'Chen Jing', sent: false, onSend };
    const { t, rerender } = renderIn(
      'en',
      <Harness startForecast={FORECAST} share={share} onWriteResponse={onWriteResponse} />,
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    const send = screen.getByRole('button', { name: t('opinions:workspace.response.send', { name: 'Chen Jing' }) });
    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(t('opinions:workspace.critique.problems'))).toBeInTheDocument();
    rerender(<Harness startForecast={FORECAST} share={{ ...share, sent: true }} onWriteResponse={onWriteResponse} />);
    expect(screen.queryByRole('button', { name: /^Send to / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.response.download') }));
    expect(onWriteResponse).not.toHaveBeenCalled();
  });

  it('sends with a complete critique and says it was sent', async () => {
    const onSend = vi.fn();
    const { t, rerender } = renderIn(
      'en',
      <Harness
        startForecast={FORECAST}
        startCritique={critiqueAnswers('en')}
        share={{ to: 'Chen Jing', sent: false, onSend }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:workspace.forecast.submit') }));
    await userEvent.click(
      screen.getByRole('button', { name: t('opinions:workspace.response.send', { name: 'Chen Jing' }) }),
    );
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(
      <Harness
        startForecast={FORECAST}
        startCritique={critiqueAnswers('en')}
        share={{ to: 'Chen Jing', sent: true, onSend }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(t('opinions:workspace.response.sent', { name: 'Chen Jing' }));
  });

  it('shows nothing of an investor forecast, even one a packet should not carry, and says it is hidden', () => {
    const packet = samplePacket('en');
    const { t } = renderIn('en', <Harness packetAnswers={{ ...packet.decision.answers, ...investorForecast }} />);
    const checkpoint = screen.getByRole('region', { name: t('opinions:workspace.checkpoint.title') });
    for (const question of lockedSections(decisionBank).flatMap((section) => section.questions)) {
      expect(checkpoint).not.toHaveTextContent(plainText(question.text.en, getGlossary(), 'en'));
    }
    expect(checkpoint).toHaveTextContent(t('opinions:workspace.hidden', { name: packet.from }));
    // The investor's 70 % and their benchmark appear nowhere, the reviewer's blank form included.
    expect(document.body).not.toHaveTextContent('70');
    expect(document.body).not.toHaveTextContent('CSI 300');
    for (const box of within(document.body).queryAllByRole('textbox')) expect(box).toHaveValue('');
  });
});
