/**
 * Scatter of evaluation score (x, 0-100) against reviewed return (y, %), one
 * dot per decision coloured by its quadrant, with the two thresholds as dashed
 * lines. Imported only through ScoreReturnScatter's import(), so recharts stays
 * out of the first chunk (the layering rule chart-modules-load-lazily holds that). Default export for React.lazy.
 */
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { QUADRANT_KEYS } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';
import { returnAxis } from './return-axis';

export interface ScatterDatum {
  /** The decision's name as the screen shows it. */
  name: string;
  score: number;
  returnPct: number;
  /** The return as the UI language writes it ("+12.5%"). */
  returnText: string;
  quadrant: QuadrantKey;
}

export interface ScoreReturnChartProps {
  data: ScatterDatum[];
  minScore: number;
  minReturn: number;
  /** The chart's accessible name. */
  label: string;
  xLabel: string;
  yLabel: string;
  /** The tooltip's second line for a datum. */
  detail: (datum: ScatterDatum) => string;
}

/** One colour per quadrant, matching the tints of the quadrant grid; readable on both themes. */
export const QUADRANT_FILLS: Record<QuadrantKey, string> = {
  earned: '#059669',
  badBreak: '#d97706',
  dumbLuck: '#0284c7',
  deserved: '#e11d48',
};

function ChartTooltip({ active, payload, detail }: TooltipContentProps & { detail: (datum: ScatterDatum) => string }) {
  const datum = payload?.[0]?.payload as ScatterDatum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="max-w-60 rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <p className="font-medium break-words">{datum.name}</p>
      <p className="tabular-nums">{detail(datum)}</p>
    </div>
  );
}

export default function ScoreReturnChart({
  data,
  minScore,
  minReturn,
  label,
  xLabel,
  yLabel,
  detail,
}: ScoreReturnChartProps) {
  const { domain, ticks } = returnAxis([minReturn, ...data.map((datum) => datum.returnPct)]);
  return (
    <ScatterChart
      responsive
      title={label}
      margin={{ top: 8, right: 12, bottom: 16, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid stroke="currentColor" strokeOpacity={0.12} />
      <XAxis
        type="number"
        dataKey="score"
        name={xLabel}
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tick={{ fill: 'currentColor', fontSize: 11 }}
        stroke="currentColor"
        strokeOpacity={0.4}
        label={{ value: xLabel, position: 'insideBottom', offset: -10, fill: 'currentColor', fontSize: 11 }}
      />
      <YAxis
        type="number"
        dataKey="returnPct"
        name={yLabel}
        domain={domain}
        ticks={ticks}
        tick={{ fill: 'currentColor', fontSize: 11 }}
        stroke="currentColor"
        strokeOpacity={0.4}
        width={44}
        label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 8, fill: 'currentColor', fontSize: 11 }}
      />
      <ReferenceLine x={minScore} stroke="currentColor" strokeOpacity={0.6} strokeDasharray="4 4" />
      <ReferenceLine y={minReturn} stroke="currentColor" strokeOpacity={0.6} strokeDasharray="4 4" />
      <Tooltip content={(props) => <ChartTooltip {...props} detail={detail} />} cursor={{ strokeDasharray: '2 2' }} />
      {QUADRANT_KEYS.map((quadrant) => (
        <Scatter
          key={quadrant}
          data={data.filter((datum) => datum.quadrant === quadrant)}
          fill={QUADRANT_FILLS[quadrant]}
          isAnimationActive={false}
        />
      ))}
    </ScatterChart>
  );
}
