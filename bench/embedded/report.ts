/**
 * The report: a Markdown table of medians (min–max) per load condition, and the
 * same as a small JSON file for comparing runs over time.
 */
import { MEASURE_DEFINITIONS, type MeasureDefinition, type RunResult, type Unit } from './measures.ts';
import { type Options, wants } from './options.ts';
import { type Machine, machineLine, reportDate, saveResults } from './results.ts';
import { type Summary, summarize } from './stats.ts';

export interface ConditionResult {
  condition: 'quiet' | 'busy';
  busyLoops: number;
  seconds: number;
  runs: RunResult[];
}

interface MeasureSummary {
  summary: Summary | null;
  failed: number;
  reason: string | null;
}

function summarizeMeasure(condition: ConditionResult, key: string): MeasureSummary {
  const samples = condition.runs.map((run) => run.samples[key]).filter((v): v is number => typeof v === 'number');
  const reasons = condition.runs.map((run) => run.errors[key]).filter((r): r is string => typeof r === 'string');
  return { summary: summarize(samples), failed: reasons.length, reason: mostCommon(reasons) };
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function formatValue(value: number, unit: Unit): string {
  if (unit === 'ms') return value >= 100 ? `${Math.round(value)}` : value.toFixed(1);
  if (value < 1024) return `${Math.round(value)} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KiB`;
  return `${(value / 1024 / 1024).toFixed(2)} MiB`;
}

function cell(measure: MeasureSummary, unit: Unit, runs: number): string {
  const { summary, failed, reason } = measure;
  if (!summary) return `failed ${failed}/${runs}${reason ? `: ${escapeCell(reason).slice(0, 90)}` : ''}`;
  const range = `${formatValue(summary.min, unit)}–${formatValue(summary.max, unit)}`;
  const base = `${formatValue(summary.median, unit)} (${range})`;
  return failed > 0 ? `${base}; ${failed}/${runs} failed` : base;
}

const escapeCell = (s: string) => s.replace(/\|/g, '\\|');

const labelWithUnit = (definition: MeasureDefinition) =>
  definition.unit === 'ms' ? `${definition.label}, ms` : definition.label;

export function markdownReport(options: Options, machine: Machine, conditions: ConditionResult[], date: Date): string {
  const byName = new Map(conditions.map((c) => [c.condition, c]));
  const rows = MEASURE_DEFINITIONS.filter((definition) => wants(options, definition.group)).map((definition) => {
    const columns = (['quiet', 'busy'] as const).map((name) => {
      const condition = byName.get(name);
      if (!condition) return 'not run';
      return cell(summarizeMeasure(condition, definition.key), definition.unit, condition.runs.length);
    });
    return `| ${labelWithUnit(definition)} | ${columns.join(' | ')} |`;
  });
  const busy = byName.get('busy');
  const quiet = byName.get('quiet');
  const runsOf = (c: ConditionResult | undefined) =>
    c ? `${c.runs.length} run${c.runs.length === 1 ? '' : 's'}, ${Math.round(c.seconds)} s` : 'not run';
  return [
    `### Embedded database benchmark — ${reportDate(date)}`,
    '',
    machineLine(machine),
    `Quiet: ${runsOf(quiet)}. Busy: ${runsOf(busy)}${busy ? `, ${busy.busyLoops} busy loops` : ''}. Fresh browser context per run.`,
    '',
    `| measure | quiet median (min–max) | busy median (min–max) |`,
    `| --- | --- | --- |`,
    ...rows,
    '',
    'Times are taken inside the page (performance.now(); navigation start is 0) up to the animation frame that paints the result.',
    ...(wants(options, 'bytes')
      ? [
          `Bytes are what the database worker handed to IndexedDB/OPFS for one save, counted inside it (${countedIn(conditions)}).`,
        ]
      : []),
  ].join('\n');
}

function countedIn(conditions: ConditionResult[]): string {
  const names = new Set(conditions.flatMap((c) => c.runs.flatMap((run) => run.countedWorkers)));
  return names.size > 0 ? `worker: ${[...names].join(', ')}` : 'no worker counted';
}

export function writeJson(options: Options, machine: Machine, conditions: ConditionResult[], date: Date): string {
  const measures = MEASURE_DEFINITIONS.filter((definition) => wants(options, definition.group));
  const json = {
    date: date.toISOString(),
    machine,
    options: { runs: options.runs, only: options.only, stepTimeoutMs: options.stepTimeoutMs },
    units: Object.fromEntries(measures.map((m) => [m.key, m.unit])),
    conditions: conditions.map((condition) => ({
      condition: condition.condition,
      busyLoops: condition.busyLoops,
      seconds: Math.round(condition.seconds),
      summary: Object.fromEntries(
        measures.map((m) => {
          const { summary, failed, reason } = summarizeMeasure(condition, m.key);
          return [m.key, { ...(summary ?? { n: 0 }), failed, ...(reason ? { reason } : {}) }];
        }),
      ),
      runs: condition.runs.map((run) => ({
        samples: run.samples,
        ...(Object.keys(run.errors).length > 0 ? { errors: run.errors } : {}),
        nexts: run.nexts,
        nextBytes: run.nextBytes,
        countedWorkers: run.countedWorkers,
      })),
    })),
  };
  return saveResults('embedded', date, json);
}
