import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import type { StrategyHint } from '../../scoring/types';
import { PreferredStrategies } from './PreferredStrategies';

const hint: StrategyHint = {
  average: 77,
  count: 3,
  band: 'stable',
  label: 'strategy.band.stable',
  style: 'strategy.style.stable',
  strategies: [
    { key: 'value', name: 'strategy.name.value' },
    { key: 'index', name: 'strategy.name.index' },
  ],
};

function renderCard(strategies: string[], strategyHint: StrategyHint | null) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <PreferredStrategies
        strategies={strategies}
        strategyLabel={(strategy) => strategy.toUpperCase()}
        hint={strategyHint}
        noneMessage="strategy.none"
        ruleText={(key) => `«${key}»`}
      />
    </I18nextProvider>,
  );
}

describe('PreferredStrategies', () => {
  it('lists the strategies by their label', () => {
    renderCard(['value', 'bond'], null);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VALUE', 'BOND']);
  });

  it('says when there are no strategies, and shows the rules’ hint while nothing is evaluated', async () => {
    const user = userEvent.setup();
    renderCard([], null);
    expect(screen.getByText('No preferred strategies yet.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('«strategy.none»');
  });

  it('shows the recommended style, its strategies and the average score on focus', async () => {
    const user = userEvent.setup();
    renderCard(['value'], hint);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('«strategy.band.stable»«strategy.style.stable»');
    expect(tooltip).toHaveTextContent('Suggested strategies: «strategy.name.value» · «strategy.name.index»');
    expect(tooltip).toHaveTextContent('Average evaluation score: 77 (evaluated decisions: 3)');
  });
});
