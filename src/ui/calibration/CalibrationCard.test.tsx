import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../content/types';
import { createI18n } from '../../i18n';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { ruleText } from '../../scoring/rule-messages';
import { CalibrationCard } from './CalibrationCard';
import { sampleCalibration } from './sample-calibration';

function renderCard(report: CalibrationReport, lang: Lang = 'en') {
  const i18n = createI18n(lang);
  const onOpenPage = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CalibrationCard
        report={report}
        ruleText={(key, params) => ruleText(key, lang, params)}
        onOpenPage={onOpenPage}
      />
    </I18nextProvider>,
  );
  const t = i18n.getFixedT(lang, 'calibration');
  return { t, onOpenPage, card: screen.getByRole('region', { name: t('title') }) };
}

const say = (message: { key: string; params: Record<string, string | number> }, lang: Lang = 'en') =>
  ruleText(message.key, lang, message.params);

describe('CalibrationCard', () => {
  it('says what will appear and when before any forecast, with no figures and nothing to open', () => {
    const { card, t } = renderCard(sampleCalibration('empty'));
    expect(card).toHaveTextContent(t('empty'));
    expect(within(card).queryByRole('term')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('counts the forecasts made while none is resolved', () => {
    const { card, t } = renderCard(sampleCalibration('pending'));
    expect(card).toHaveTextContent(t('pending', { count: 2 }));
    expect(within(card).queryByRole('term')).toBeNull();
  });

  it('shows the one resolved forecast of the proof with what a single forecast can and cannot show', async () => {
    const report = sampleCalibration('one');
    const { card, t, onOpenPage } = renderCard(report);
    expect(card).toHaveTextContent('1 of 1 forecast resolved');
    const figures = within(card).getByTestId('figures');
    // (0.7 − 1)² = 0.09 against 0.25 for always saying 50%: skill 1 − 0.09 / 0.25 = 0.64.
    expect(figures).toHaveTextContent('Brier score0.09Always saying 50%: 0.25');
    expect(figures).toHaveTextContent(t('brier.better', { skill: '+0.64' }));
    expect(figures).toHaveTextContent('80% ranges that held the return1 of 1100% held · ideal 80%');
    expect(figures).toHaveTextContent('Return over the benchmark+5.0%');
    const [sampleSize] = report.sentences;
    if (!sampleSize) throw new Error('a sample-size sentence');
    // The sentence comes before the figures, so no figure reads as a verdict on its own.
    const note = within(card).getByTestId('sample-size');
    expect(note).toHaveTextContent(say(sampleSize));
    expect(note.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: t('open') }));
    expect(onOpenPage).toHaveBeenCalledOnce();
  });

  it('says why a resolved forecast is not scored, and scores the rest', () => {
    const report = sampleCalibration('few');
    const { card, t } = renderCard(report);
    expect(report.unscored).toBe(1);
    expect(card).toHaveTextContent('5 of 6 forecasts resolved');
    expect(card).toHaveTextContent(t('brier.n', { count: 4 }));
    for (const sentence of report.sentences)
      expect(within(card).getByTestId('sample-size')).toHaveTextContent(say(sentence));
  });

  it('says a score is not possible yet when no resolved forecast has a clear outcome', () => {
    const report: CalibrationReport = { ...sampleCalibration('one'), brier: null };
    const { card, t } = renderCard(report);
    expect(card).toHaveTextContent(t('brier.none'));
  });

  it('from the sample size on gives the verdicts per bin but leaves the decomposition to the page', () => {
    const report = sampleCalibration('overconfident');
    const { card, t } = renderCard(report);
    expect(within(card).queryByTestId('sample-size')).toBeNull();
    const verdicts = within(card).getByTestId('verdicts');
    expect(verdicts).toHaveTextContent(
      'Your 80% calls came true 40% of the time (10 calls): you are overconfident at the high end.',
    );
    expect(verdicts).not.toHaveTextContent(/reliability/i);
    expect(card).toHaveTextContent(t('brier.worse', { skill: '-0.34' }));
    expect(card).toHaveTextContent('20 of 40');
  });

  it('speaks Chinese', () => {
    const report = sampleCalibration('one');
    const { card } = renderCard(report, 'zh');
    expect(card).toHaveTextContent('1 项预测中已有 1 项得到检验');
    expect(card).toHaveTextContent('始终给出 50%：0.25');
    expect(card).toHaveTextContent('+5.0%');
    expect(within(card).getByRole('button', { name: '查看校准详情' })).toBeInTheDocument();
  });
});
