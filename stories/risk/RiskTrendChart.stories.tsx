import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LazyRiskTrendChart } from '../../src/ui/risk-history/LazyRiskTrendChart';
import RiskTrendChart, { type TrendDatum } from '../../src/ui/risk-history/RiskTrendChart';
import { storyLocale, storyT, usage } from '../support';
import { riskRuleText } from './risk-rule-text';

const SCORES: [string, number, string][] = [
  ['2024-01-15', 38, 'conservative'],
  ['2024-06-02', 52, 'balanced'],
  ['2024-11-20', 63, 'balanced'],
  ['2025-03-14', 74, 'progressive'],
];

/** Dates and risk types as the history dialog hands them over: in the story's language. */
function trend(context: { globals: Record<string, unknown> }, count = SCORES.length): TrendDatum[] {
  const lang = storyLocale(context);
  const text = riskRuleText(lang);
  const format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium', timeZone: 'UTC' });
  return SCORES.slice(0, count).map(([date, score, type]) => ({
    date: format.format(new Date(date)),
    score,
    type: text(`risk.type.${type}.name`),
  }));
}

const meta = {
  title: 'Risk history/RiskTrendChart',
  component: RiskTrendChart,
  parameters: usage(
    'Line chart of the risk score (0–100) across assessments, oldest first, with the date, score and risk type in the tooltip. Loaded on demand through LazyRiskTrendChart (a same-sized skeleton meanwhile); the history lists the same scores as text, so the chart is a visual extra.',
  ),
  args: { data: [], label: 'risk:history.chart' },
  render: (_args, context) => (
    <div className="h-40 max-w-xl text-slate-600 dark:text-slate-300">
      <RiskTrendChart data={trend(context)} label={storyT(context)('risk:history.chart')} />
    </div>
  ),
} satisfies Meta<typeof RiskTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const dots = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.recharts-line-dot');

export const FourAssessments: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(4));
  },
};

/** As the history dialog uses it: loaded on demand inside its frame; a single assessment. */
export const LoadedOnDemand: Story = {
  render: (_args, context) => (
    <div className="max-w-xl">
      <LazyRiskTrendChart data={trend(context, 1)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(1));
  },
};
