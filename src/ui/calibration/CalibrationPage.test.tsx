import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../content/types';
import { createI18n } from '../../i18n';
import type { CalibrationReport } from '../../scoring/calibration-types';
import { defaultCalibrationRules } from '../../scoring/default-rules';
import { ruleText } from '../../scoring/rule-messages';
import { CalibrationPage } from './CalibrationPage';
import { sampleCalibration } from './sample-calibration';

function renderPage(report: CalibrationReport, lang: Lang = 'en') {
  const i18n = createI18n(lang);
  const onBack = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CalibrationPage report={report} ruleText={(key, params) => ruleText(key, lang, params)} onBack={onBack} />
    </I18nextProvider>,
  );
  const t = i18n.getFixedT(lang, 'calibration');
  return { t, onBack, page: screen.getByRole('region', { name: t('title') }) };
}

describe('CalibrationPage', () => {
  it('takes the focus on its heading and goes back from the top and the bottom', async () => {
    const { t, onBack, page } = renderPage(sampleCalibration('one'));
    expect(within(page).getByRole('heading', { level: 2 })).toHaveFocus();
    const backs = within(page).getAllByRole('button', { name: t('back') });
    expect(backs).toHaveLength(2);
    for (const back of backs) await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('shows only the summary, and one way back, before any forecast is resolved', () => {
    const { t, page } = renderPage(sampleCalibration('pending'));
    expect(page).toHaveTextContent(t('pending', { count: 2 }));
    expect(within(page).queryByRole('table')).toBeNull();
    expect(within(page).queryByRole('figure')).toBeNull();
    expect(within(page).getAllByRole('button', { name: t('back') })).toHaveLength(1);
  });

  it('lists every bin of the rules as a table row, empty ones included, as the text of the chart', () => {
    const { t, page } = renderPage(sampleCalibration('one'));
    expect(within(page).getByRole('figure')).toBeInTheDocument();
    const table = within(page).getByRole('table', { name: t('bins.caption') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(defaultCalibrationRules.bins.length - 1);
    const filled = rows.filter((row) => within(row).getAllByRole('cell')[0]?.textContent === '1');
    expect(filled).toHaveLength(1);
    // 70% that came true once: observed 100%, Wilson 95% interval from 21%.
    expect(filled[0]).toHaveTextContent('65%–75%170%100%21%–100%');
    expect(rows[0]).toHaveTextContent(`0%–5%0${t('bins.empty')}`);
  });

  it('leaves out the breakdown below the sample size, whose sentence stands in the summary', () => {
    const { t, page } = renderPage(sampleCalibration('few'));
    expect(within(page).queryByRole('heading', { name: t('decomposition.title') })).toBeNull();
    expect(within(page).getByTestId('sample-size')).toBeInTheDocument();
  });

  it('gives the decomposition and the per-bin verdicts in plain words from the sample size on', () => {
    const report = sampleCalibration('overconfident');
    const { t, page } = renderPage(report);
    const part = within(page).getByRole('region', { name: t('decomposition.title') });
    const items = within(part).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      report.sentences.map((sentence) => ruleText(sentence.key, 'en', sentence.params)),
    );
    expect(part).toHaveTextContent('Calibration gap (reliability) 0.100');
    expect(part).toHaveTextContent('you are overconfident at the high end');
  });

  it('lists the resolved forecasts newest first with outcome, range, actual return and excess', () => {
    const report = sampleCalibration('few');
    const { t, page } = renderPage(report);
    const list = within(page).getByRole('region', { name: t('resolvedList.title') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(/^Semiconductor ETF/);
    expect(items.at(-1)).toHaveTextContent(/^Index fund top-up/);
    expect(items.at(-1)).toHaveTextContent('Gave 70%came trueRange -5% to +15% · actual +8%held+5.0% over CSI 300');
    expect(items[2]).toHaveTextContent('Gave 85%came trueRange 0% to +25% · actual +18.5%held');
    expect(items[2]).toHaveTextContent(t('resolvedList.noExcess'));
    expect(items[1]).toHaveTextContent(t('resolvedList.outcome.none'));
    expect(items[3]).toHaveTextContent('missed-16.0% over S&P 500');
  });

  it('speaks Chinese', () => {
    const { page } = renderPage(sampleCalibration('one'), 'zh');
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent('你的校准');
    expect(page).toHaveTextContent('给出 70%已发生区间 -5% 至 +15% · 实际 +8%覆盖相对 CSI 300 +5.0%');
    expect(within(page).getAllByRole('button', { name: '返回概览' })).toHaveLength(2);
  });
});
