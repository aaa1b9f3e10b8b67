/**
 * Line chart of the risk score across assessments, oldest first. Imported only
 * through LazyRiskTrendChart's import(), so recharts stays out of the first
 * chunk (checked by trend-is-lazy.test.ts). Default export for React.lazy.
 */
import { CartesianGrid, Line, LineChart, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';

export interface TrendDatum {
  /** The assessment's date as the UI language writes it. */
  date: string;
  score: number;
  /** The risk type's name in the UI language. */
  type: string;
}

function TrendTooltip({ active, payload }: TooltipContentProps) {
  const datum = payload?.[0]?.payload as TrendDatum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <p className="font-medium">{datum.date}</p>
      <p className="tabular-nums">
        {datum.score} / 100 · {datum.type}
      </p>
    </div>
  );
}

export default function RiskTrendChart({ data, label }: { data: TrendDatum[]; label: string }) {
  return (
    <LineChart
      responsive
      data={data}
      title={label}
      margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
      <XAxis dataKey="date" tick={{ fill: 'currentColor', fontSize: 11 }} stroke="currentColor" strokeOpacity={0.4} />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 50, 100]}
        tick={{ fill: 'currentColor' }}
        stroke="currentColor"
        strokeOpacity={0.4}
      />
      <Tooltip content={TrendTooltip} />
      <Line dataKey="score" stroke="#0284c7" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
    </LineChart>
  );
}
