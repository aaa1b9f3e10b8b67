/**
 * The scale benchmark's report: a Markdown table with a row per journal size
 * (medians, min–max), how reload grows against the empty journal, and every
 * figure as JSON under bench/results/.
 */
import { type Machine, machineLine, reportDate, saveResults } from '../embedded/results.ts';
import { type Summary, summarize } from '../embedded/stats.ts';
import type { JournalFile } from './journal-file.ts';
import { SCALE_MEASURES, type ScaleKey, type ScaleMeasure, type ScaleRun } from './measures.ts';
import type { ScaleOptions } from './options.ts';

export interface ScaleResult {
  options: ScaleOptions;
  machine: Machine;
  files: JournalFile[];
  runs: ScaleRun[];
  seconds: number;
  date: Date;
}

function summaryOf(runs: ScaleRun[], count: number, key: ScaleKey): { summary: Summary | null; failed: string[] } {
  const mine = runs.filter((run) => run.count === count);
  const samples = mine.map((run) => run.samples[key]).filter((value): value is number => value !== undefined);
  const failed = mine.map((run) => run.errors[key]).filter((reason): reason is string => reason !== undefined);
  return { summary: summarize(samples), failed };
}

function cell(runs: ScaleRun[], count: number, measure: ScaleMeasure): string {
  const { summary, failed } = summaryOf(runs, count, measure.key);
  if (!summary) {
    if (count === 0 && (measure.key === 'search' || measure.key === 'open' || measure.key === 'next')) return '—';
    const tried = runs.filter((run) => run.count === count).length;
    // The step that failed says more than the ones it kept from running.
    const reason = failed.find((why) => !why.startsWith('not reached')) ?? failed[0] ?? '';
    return `failed ${failed.length}/${tried}: ${reason.replace(/\|/g, '\\|').slice(0, 80)}`;
  }
  const { median, min, max } = summary;
  const range = summary.n > 1 ? ` (${measure.format(min)}–${measure.format(max)})` : '';
  const failedNote = failed.length > 0 ? `; ${failed.length} failed` : '';
  return `${measure.format(median)}${range}${failedNote}`;
}

/** Reload with each journal against reload with an empty one (median ÷ median). */
function reloadRatios(result: ScaleResult): string[] {
  const empty = summaryOf(result.runs, 0, 'reload').summary;
  if (!empty || !result.options.scale.includes(0)) return [];
  return result.options.scale
    .filter((count) => count > 0)
    .flatMap((count) => {
      const grown = summaryOf(result.runs, count, 'reload').summary;
      return grown
        ? [`reload(${count.toLocaleString('en')}) ÷ reload(0) = ${(grown.median / empty.median).toFixed(2)}×`]
        : [];
    });
}

export function markdownReport(result: ScaleResult): string {
  const { options, machine, files, runs } = result;
  const header = `| N | ${SCALE_MEASURES.map((m) => m.label).join(' | ')} |`;
  const rule = `| ---: | ${SCALE_MEASURES.map(() => '---:').join(' | ')} |`;
  const rows = options.scale.map(
    (count) =>
      `| ${count.toLocaleString('en')} | ${SCALE_MEASURES.map((measure) => cell(runs, count, measure)).join(' | ')} |`,
  );
  const sizes = files
    .filter((file) => file.count > 0)
    .map(
      (file) =>
        `${file.count.toLocaleString('en')}: ${(file.bytes / 1024 / 1024).toFixed(1)} MiB, ${file.completed.toLocaleString('en')} completed (${file.evaluated.toLocaleString('en')} evaluated), ${file.reviews.toLocaleString('en')} reviews`,
    );
  const ratios = reloadRatios(result);
  return [
    `### Scale benchmark — ${reportDate(result.date)}`,
    '',
    machineLine(machine),
    `${options.runs} run${options.runs === 1 ? '' : 's'} (each size once per run, order rotated), ${Math.round(result.seconds)} s; a fresh browser profile (${options.profile === 'disk' ? 'on disk' : 'incognito'}) per measurement, reloaded ${options.reloads} time${options.reloads === 1 ? '' : 's'}; seed ${options.seed}.`,
    ...(sizes.length > 0 ? [`Imported files: ${sizes.join('; ')}.`] : []),
    '',
    header,
    rule,
    ...rows,
    '',
    ...(ratios.length > 0 ? [`${ratios.join('; ')}.`, ''] : []),
    'Median (min–max). Import: click on Import → the success message painted; its longest main-thread task from the longtask entries in that span. Reload: navigation start → the newest journal row (or the empty journal) painted, each measurement the median of its reloads; → quiet: until the main thread stays idle for 500 ms (the rest of the rows, the side lists, their layout). Search, once quiet: the newest decision’s name typed into the journal’s search → the filtered journal painted. Open, clicked once quiet: click on Edit Decision → its stage’s first question painted. Next: click → the next stage painted. Heap: the page’s JavaScript heap after a forced GC, with the decision open.',
  ].join('\n');
}

export function writeJson(result: ScaleResult): string {
  const { options, machine, files, runs, date } = result;
  return saveResults('scale', date, {
    date: date.toISOString(),
    machine,
    options,
    seconds: Math.round(result.seconds),
    units: {
      import: 'ms',
      importLongestTask: 'ms',
      reload: 'ms',
      reloadEnabled: 'ms',
      reloadQuiet: 'ms',
      search: 'ms',
      open: 'ms',
      next: 'ms',
      heap: 'bytes',
    },
    files: files.map(({ path: _path, ...file }) => file),
    summary: Object.fromEntries(
      options.scale.map((count) => [
        count,
        Object.fromEntries(
          SCALE_MEASURES.map(({ key }) => {
            const { summary, failed } = summaryOf(runs, count, key);
            return [key, { ...(summary ?? { n: 0 }), failed: failed.length }];
          }),
        ),
      ]),
    ),
    runs,
  });
}
