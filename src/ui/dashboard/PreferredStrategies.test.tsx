import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
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

const options = [
  { key: 'value', label: 'Value' },
  { key: 'index', label: 'Index' },
  { key: 'bond', label: 'Bond' },
];

function renderCard(
  strategies: string[],
  strategyHint: StrategyHint | null,
  onChange?: (strategies: string[]) => void,
  lang: 'en' | 'zh' = 'en',
) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <PreferredStrategies
        strategies={strategies}
        strategyLabel={(strategy) => strategy.toUpperCase()}
        options={options}
        onChange={onChange}
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

  it('lets the investor choose strategies and hands over their keys in the options’ order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(['bond'], null, onChange);
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const group = screen.getByRole('group', { name: 'Tick the strategies you prefer:' });
    expect(within(group).getByRole('checkbox', { name: 'Bond' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Value' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith(['value', 'bond']);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('keeps a stored value no option names, and changes nothing on Cancel', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(['Day trading', 'index'], null, onChange);
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await user.click(screen.getByRole('checkbox', { name: 'Index' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('checkbox', { name: 'Index' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Index' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith(['Day trading']);
  });

  it('offers the choice in Chinese too', async () => {
    const user = userEvent.setup();
    renderCard([], null, vi.fn(), 'zh');
    await user.click(screen.getByRole('button', { name: '选择' }));
    expect(screen.getByRole('group', { name: '勾选您偏好的策略：' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('offers no choice without a handler', () => {
    renderCard(['value'], null);
    expect(screen.queryByRole('button', { name: 'Choose' })).toBeNull();
  });
});
