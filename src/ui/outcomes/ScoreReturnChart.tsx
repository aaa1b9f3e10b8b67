/**
 * Scatter of evaluation score (x, 0-100) against reviewed return (y, %), a dot
 * per mark (scatter-marks.ts: one decision, or past the limit a group of nearby
 * decisions sized by how many it holds) coloured by its quadrant, with the two
 * thresholds as dashed lines. Imported only through ScoreReturnScatter's
 * import(), so recharts stays out of the first chunk (the layering rule
 * chart-modules-load-lazily holds that). Default export for React.lazy.
 */

import { useMemo } from 'react';
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { type OutcomePoint, QUADRANT_KEYS } from '../../scoring/process-outcome';
import type { QuadrantKey } from '../../scoring/rule-types';
import { returnAxis } from './return-axis';
import { SCORE_DOMAIN, type ScatterMark, scatterMarks } from './scatter-marks';

/** What the tooltip says of a mark: the decision's name or the group's size and cell; then, for a decision, where it lies. */
export interface MarkTooltip {
  heading: string;
  detail: string | null;
}

export interface ScoreReturnChartProps {
  /** Every placed decision: the marks are made from them here, in the chart's own chunk, loaded when it shows. */
  points: readonly OutcomePoint[];
  minScore: number;
  minReturn: number;
  /** The chart's accessible name. */
  label: string;
  xLabel: string;
  yLabel: string;
  tooltip: (mark: ScatterMark) => MarkTooltip;
}

/**
 * Dot areas (px²) of a group of one and of the largest group. Areas, not radii,
 * grow with the count, so the eye compares the numbers; the largest stays under
 * two cells of the grid across.
 */
const GROUP_DOT_AREA: [number, number] = [16, 196];

/** One colour per quadrant, matching the tints of the quadrant grid; readable on both themes. */
export const QUADRANT_FILLS: Record<QuadrantKey, string> = {
  earned: '#059669',
  badBreak: '#d97706',
  dumbLuck: '#0284c7',
  deserved: '#e11d48',
};

function ChartTooltip({
  active,
  payload,
  tooltip,
}: TooltipContentProps & { tooltip: (mark: ScatterMark) => MarkTooltip }) {
  const mark = payload?.[0]?.payload as ScatterMark | undefined;
  if (!active || !mark) return null;
  const { heading, detail } = tooltip(mark);
  return (
    <div className="max-w-60 rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <p className="font-medium break-words">{heading}</p>
      {detail && <p className="tabular-nums">{detail}</p>}
    </div>
  );
}

export default function ScoreReturnChart({
  points,
  minScore,
  minReturn,
  label,
  xLabel,
  yLabel,
  tooltip,
}: ScoreReturnChartProps) {
  // The return axis is worked out over every decision: the groups' means alone would narrow it.
  const { axis, marks, grouped } = useMemo(() => {
    const axis = returnAxis([minReturn, ...points.map((point) => point.returnPct)]);
    return { axis, ...scatterMarks(points, { minScore, minReturn }, axis.domain) };
  }, [points, minScore, minReturn]);
  const largest = grouped ? marks.reduce((most, mark) => Math.max(most, mark.count), 1) : 1;
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
        domain={[...SCORE_DOMAIN]}
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
        domain={axis.domain}
        ticks={axis.ticks}
        tick={{ fill: 'currentColor', fontSize: 11 }}
        stroke="currentColor"
        strokeOpacity={0.4}
        width={44}
        label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 8, fill: 'currentColor', fontSize: 11 }}
      />
      {grouped && <ZAxis type="number" dataKey="count" domain={[1, largest]} range={GROUP_DOT_AREA} />}
      <ReferenceLine x={minScore} stroke="currentColor" strokeOpacity={0.6} strokeDasharray="4 4" />
      <ReferenceLine y={minReturn} stroke="currentColor" strokeOpacity={0.6} strokeDasharray="4 4" />
      <Tooltip content={(props) => <ChartTooltip {...props} tooltip={tooltip} />} cursor={{ strokeDasharray: '2 2' }} />
      {QUADRANT_KEYS.map((quadrant) => (
        <Scatter
          key={quadrant}
          data={marks.filter((mark) => mark.quadrant === quadrant)}
          fill={QUADRANT_FILLS[quadrant]}
          // Groups next to each other may touch: a little transparency keeps both visible.
          fillOpacity={grouped ? 0.8 : undefined}
          isAnimationActive={false}
        />
      ))}
    </ScatterChart>
  );
}
