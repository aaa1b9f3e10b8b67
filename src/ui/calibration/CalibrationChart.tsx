/**
 * The calibration chart: each bin of forecasts plotted at its mean stated
 * probability (across) against how often its forecasts came true (up), with
 * the Wilson interval as an error bar, its n as a label, and the diagonal on
 * which stated and observed agree. Imported only through LazyCalibrationChart's
 * import(), so recharts stays out of the first chunk (the layering rule
 * chart-modules-load-lazily holds that). Default export for React.lazy.
 */
import {
  CartesianGrid,
  ErrorBar,
  LabelList,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';

export interface CalibrationDatum {
  /** Mean stated probability of the bin, 0-1. */
  forecast: number;
  /** Share of the bin's forecasts that came true, 0-1. */
  observed: number;
  /** Distances from `observed` down to the interval's low end and up to its high end. */
  interval: [number, number];
  n: number;
  /** The tooltip's line for the bin. */
  detail: string;
}

export interface CalibrationChartProps {
  data: CalibrationDatum[];
  /** The chart's accessible name and description. */
  label: string;
  description: string;
  xLabel: string;
  yLabel: string;
  /** A share as the UI language writes it ("70%"). */
  percent: (share: number) => string;
}

const TICKS = [0, 0.25, 0.5, 0.75, 1];
/** Readable on both themes; the diagonal and the bars take the text colour. */
const POINT_FILL = '#0284c7';

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const datum = payload?.[0]?.payload as CalibrationDatum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="max-w-64 rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <p className="tabular-nums">{datum.detail}</p>
    </div>
  );
}

export default function CalibrationChart({ data, label, description, xLabel, yLabel, percent }: CalibrationChartProps) {
  const axis = {
    type: 'number' as const,
    domain: [0, 1],
    ticks: TICKS,
    tickFormatter: (value: number) => percent(value),
    tick: { fill: 'currentColor', fontSize: 11 },
    stroke: 'currentColor',
    strokeOpacity: 0.4,
  };
  return (
    <ScatterChart
      responsive
      title={label}
      desc={description}
      margin={{ top: 12, right: 16, bottom: 20, left: 4 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid stroke="currentColor" strokeOpacity={0.12} />
      <XAxis
        {...axis}
        dataKey="forecast"
        name={xLabel}
        label={{ value: xLabel, position: 'insideBottom', offset: -12, fill: 'currentColor', fontSize: 11 }}
      />
      <YAxis
        {...axis}
        dataKey="observed"
        name={yLabel}
        width={48}
        label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 8, fill: 'currentColor', fontSize: 11 }}
      />
      <ReferenceLine
        segment={[
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ]}
        stroke="currentColor"
        strokeOpacity={0.6}
        strokeDasharray="4 4"
      />
      <Tooltip content={ChartTooltip} cursor={{ strokeDasharray: '2 2' }} />
      <Scatter data={data} fill={POINT_FILL} isAnimationActive={false}>
        <ErrorBar
          dataKey="interval"
          direction="y"
          stroke="currentColor"
          strokeWidth={1.5}
          width={6}
          isAnimationActive={false}
        />
        <LabelList dataKey="n" position="right" fill="currentColor" fontSize={11} />
      </Scatter>
    </ScatterChart>
  );
}
