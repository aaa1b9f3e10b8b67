import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import type { RiskResult } from '../../scoring/types';
import { ProfileCard } from './ProfileCard';

const result: RiskResult = {
  score: 63,
  type: 'balanced',
  name: 'risk.balanced.name',
  description: 'risk.balanced.description',
  recommendation: 'risk.balanced.recommendation',
  needsVerification: false,
  needsWarning: false,
};

const ruleText = (key: string) => `«${key}»`;

function renderCard(assessment: RiskResult | null, onAssessRisk = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ProfileCard
        riskTolerance={assessment?.type ?? 'steady'}
        assessment={assessment}
        ruleText={ruleText}
        onAssessRisk={onAssessRisk}
      />
    </I18nextProvider>,
  );
  return onAssessRisk;
}

describe('ProfileCard', () => {
  it('shows the latest assessment when the risk tolerance gets keyboard focus', async () => {
    const user = userEvent.setup();
    renderCard(result);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab(); // Assess Risk comes first, beside the title
    await user.tab();
    expect(screen.getByRole('button', { name: '«risk.type.balanced.name»' })).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('«risk.balanced.name» · Score: 63/100');
    expect(tooltip).toHaveTextContent('«risk.balanced.description»');
    expect(tooltip).toHaveTextContent('Recommendation: «risk.balanced.recommendation»');
  });

  it('hints at Assess Risk on hover when there is no assessment, and the button calls back', async () => {
    const user = userEvent.setup();
    const onAssessRisk = renderCard(null);
    await user.hover(screen.getByText('«risk.type.steady.name»'));
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Click Assess Risk/);
    await user.click(screen.getByRole('button', { name: 'Assess Risk' }));
    expect(onAssessRisk).toHaveBeenCalledOnce();
  });
});
