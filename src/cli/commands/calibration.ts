/**
 * `npm run content -- calibration FILE [--rules DIR] [--lang en|zh] [--json]`:
 * the calibration an investor's exported file (My data → Export) shows on
 * the dashboard card and the calibration page: how many forecasts there are and
 * how many reviews resolved, the Brier score beside the reference and the skill
 * score, the share of ranges that held the return, the mean return over the
 * benchmark, the chart's bins, and the decomposition or the sentence on what
 * so few forecasts can show. The rules' sentences and labels print in the
 * language `--lang` names (English unless told); `--json` prints the report as
 * the app computes it. An editor can try a draft of calibration.json with
 * `--rules DIR`. A file exported before forecasts were asked has nothing to
 * score, and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../../content/problem';
import { type Answers, LANGS, type Lang } from '../../content/types';
import { type CalibrationDecision, calibrationOf } from '../../scoring/calibration-report';
import type { CalibrationReport } from '../../scoring/calibration-types';
import type { OutcomeMessage, OutcomeReview } from '../../scoring/process-outcome';
import type { CalibrationRules } from '../../scoring/rule-types';
import { loadRulesFromDisk } from '../../scoring/rules-from-disk';
import { defineCommand } from '../command';
import { isPlainObject } from '../score-file';

/** What `format` says in every file the app exports. */
const EXPORT_FORMAT = 'investment-checkpoint-export';

interface CalibrationOptions {
  file: string;
  rulesDir?: string;
  lang: Lang;
  json: boolean;
}

function parseOptions(args: string[]): CalibrationOptions | string {
  const base = process.env.INIT_CWD ?? process.cwd();
  let file: string | undefined;
  let rulesDir: string | undefined;
  let lang: Lang = 'en';
  let json = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const value = args[index + 1];
    if (arg === '--json') json = true;
    else if (arg === '--rules' || arg === '--lang') {
      if (value === undefined) return `${arg}: missing its value`;
      index += 1;
      if (arg === '--rules') rulesDir = path.resolve(base, value);
      else if ((LANGS as readonly string[]).includes(value)) lang = value as Lang;
      else return `--lang: one of ${LANGS.join(', ')}, not "${value}"`;
    } else if (arg.startsWith('--')) return `${arg}: unknown option`;
    else if (file === undefined) file = path.resolve(base, arg);
    else return `${arg}: only one FILE`;
  }
  return file === undefined ? 'FILE is missing' : { file, rulesDir, lang, json };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isAnswers(value: unknown): value is Answers {
  return (
    isPlainObject(value) &&
    Object.values(value).every((answer) => isString(answer) || (Array.isArray(answer) && answer.every(isString)))
  );
}

/** The decisions and reviews of an export file, or why it is not one. Fields the calibration does not read are left alone. */
function readExport(input: unknown): { decisions: CalibrationDecision[]; reviews: OutcomeReview[] } | string {
  if (!isPlainObject(input) || input.format !== EXPORT_FORMAT) {
    return `not an export of Investment Checkpoint (its "format" should be "${EXPORT_FORMAT}")`;
  }
  if (!Array.isArray(input.decisions)) return '"decisions" should be a list';
  if (input.reviews !== undefined && !Array.isArray(input.reviews)) return '"reviews" should be a list';
  const decisions: CalibrationDecision[] = [];
  for (const [index, item] of input.decisions.entries()) {
    if (!isPlainObject(item) || !isString(item.id) || !isString(item.bankId)) {
      return `decisions[${index}]: not a decision (it needs an "id" and a "bankId")`;
    }
    if (item.forecast !== undefined && item.forecast !== null && !isAnswers(item.forecast)) {
      return `decisions[${index}].forecast: should be answers (question id → text or list of texts) or null`;
    }
    decisions.push({
      id: item.id,
      name: isString(item.name) ? item.name : '',
      bankId: item.bankId,
      bankVersion: isString(item.bankVersion) ? item.bankVersion : '',
      completed: item.completed === true,
      // Files written before forecasts were asked have neither field.
      forecast: isAnswers(item.forecast) ? item.forecast : null,
      forecastMadeAt: isString(item.forecastMadeAt) ? item.forecastMadeAt : null,
    });
  }
  const reviews: OutcomeReview[] = [];
  for (const [index, item] of ((input.reviews as unknown[] | undefined) ?? []).entries()) {
    if (!isPlainObject(item) || !isString(item.decisionId) || !isString(item.createdAt) || !isAnswers(item.answers)) {
      return `reviews[${index}]: not a review (it needs a "decisionId", a "createdAt" and "answers")`;
    }
    reviews.push({
      decisionId: item.decisionId,
      createdAt: item.createdAt,
      answers: item.answers,
      ...(isString(item.id) ? { id: item.id } : {}),
      ...(isString(item.bankId) ? { bankId: item.bankId } : {}),
    });
  }
  return { decisions, reviews };
}

/** A message of the rules in use (a draft's own texts with `--rules`), placeholders filled. */
function textOf(rules: CalibrationRules, lang: Lang, { key, params }: OutcomeMessage): string {
  const text = rules.messages[key]?.[lang] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

const percent = (share: number, digits = 0) => `${(share * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

function binTable(report: CalibrationReport): string[] {
  const rows = report.bins.map((bin) => [
    `${percent(bin.from)}–${percent(bin.to)}`,
    String(bin.n),
    bin.n === 0 ? '–' : percent(bin.meanForecast, 1),
    bin.n === 0 ? '–' : percent(bin.observed, 1),
    bin.n === 0 ? '–' : `${percent(bin.low, 1)}–${percent(bin.high, 1)}`,
    bin.verdict ?? '',
  ]);
  const header = ['bin', 'n', 'mean forecast', 'came true', 'Wilson interval', 'verdict'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), ...rows.map(line)];
}

function formatReport(report: CalibrationReport, rules: CalibrationRules, lang: Lang, file: string): string[] {
  const say = (message: OutcomeMessage) => textOf(rules, lang, message);
  const lines = [
    `Calibration of ${file}: ${report.forecasts} forecast(s), ${report.resolved.length} resolved by a review, ${report.pending} waiting for one.`,
    '',
  ];
  if (report.brier) {
    const { n, score, reference, skill } = report.brier;
    lines.push(
      `Brier score:       ${score.toFixed(3)} (n = ${n}; 0 is perfect)`,
      `${say(report.labels.reference)}: ${reference.toFixed(3)}`,
      `Brier skill score: ${skill.toFixed(2)} (above 0 beats the reference)`,
    );
  } else lines.push('Brier score:       none yet (no scored forecast)');
  lines.push(
    report.range
      ? `${say(report.labels.range)}: ${report.range.hits} of ${report.range.n} (${percent(report.range.share)}; the ideal is ${percent(report.range.target)})`
      : `${say(report.labels.range)}: none yet (no resolved forecast with a range and a return)`,
    report.meanExcessReturn === null
      ? 'Mean excess return over the benchmark: none yet (no review gives a benchmark return)'
      : `Mean excess return over the benchmark: ${signed(report.meanExcessReturn)} (n = ${report.resolved.filter((f) => f.excessReturn !== null).length})`,
    '',
    `Bins (Wilson intervals at z = ${rules.wilson.z}; the decomposition and verdicts show from ${report.minimumForVerdict} scored forecasts):`,
    ...binTable(report),
  );
  if (report.decomposition) {
    const { reliability, resolution, uncertainty, binnedScore } = report.decomposition;
    lines.push(
      '',
      `Decomposition: reliability ${reliability.toFixed(3)} − resolution ${resolution.toFixed(3)} + uncertainty ${uncertainty.toFixed(3)} = ${binnedScore.toFixed(3)}`,
    );
  }
  lines.push('', ...report.sentences.map(say));
  return lines;
}

export default defineCommand({
  name: 'calibration',
  synopsis: `FILE [--rules DIR] [--lang ${LANGS.join('|')}] [--json]`,
  summary:
    "the forecasts' calibration in an exported file (My data → Export): Brier score, ranges, excess return, bins, sentences",
  run: async ({ root, args, stdout, stderr, usage }) => {
    const options = parseOptions(args);
    if (typeof options === 'string') {
      stderr(options);
      stderr(usage);
      return 1;
    }
    const loaded = loadRulesFromDisk(root, options.rulesDir);
    if (!loaded.ok) {
      for (const problem of loaded.problems) stderr(formatProblem(problem));
      stderr('The scoring rules have problems; fix them first (npm run content -- check).');
      return 1;
    }
    let exported: ReturnType<typeof readExport>;
    try {
      exported = readExport(JSON.parse(fs.readFileSync(options.file, 'utf8')));
    } catch (error) {
      stderr(`${options.file}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    if (typeof exported === 'string') {
      stderr(`${options.file}: ${exported}`);
      return 1;
    }
    const rules = loaded.rules.calibration;
    const report = calibrationOf(exported.decisions, exported.reviews, rules);
    if (options.json) {
      stdout(JSON.stringify(report, null, 2));
      return 0;
    }
    const shownAs = path.relative(process.env.INIT_CWD ?? process.cwd(), options.file) || options.file;
    if (report.forecasts === 0) {
      stdout(
        `Nothing to score in ${shownAs}: none of its ${exported.decisions.length} decision(s) carries a forecast. Decisions completed before forecasts were asked (and files exported then) have none.`,
      );
      return 0;
    }
    for (const line of formatReport(report, rules, options.lang, shownAs)) stdout(line);
    return 0;
  },
});
