/**
 * Bar chart of the stage scores. This is the ONLY module that imports recharts,
 * and it is loaded through LazyStageScoreChart's dynamic import, so recharts stays
 * out of the first chunk (the layering rule chart-modules-load-lazily holds that). Default export for React.lazy.
 */
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { CHART_FILLS, type ScoreBand } from './band-styles';

export interface StageChartDatum {
  /** Stage key ("1", "2", …): short enough for the axis on a phone. */
  stage: string;
  title: string;
  score: number;
  band: ScoreBand;
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const datum = payload?.[0]?.payload as StageChartDatum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <p className="font-medium">
        {datum.stage}. {datum.title}
      </p>
      <p className="tabular-nums">{datum.score} / 100</p>
    </div>
  );
}

export default function StageScoreChart({ data, label }: { data: StageChartDatum[]; label: string }) {
  return (
    <BarChart
      responsive
      data={data}
      title={label}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
      <XAxis dataKey="stage" tick={{ fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.4} />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tick={{ fill: 'currentColor' }}
        stroke="currentColor"
        strokeOpacity={0.4}
      />
      <Tooltip content={ChartTooltip} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
      <Bar dataKey="score" radius={[4, 4, 0, 0]} isAnimationActive={false}>
        {data.map((datum) => (
          <Cell key={datum.stage} fill={CHART_FILLS[datum.band]} />
        ))}
      </Bar>
    </BarChart>
  );
}
