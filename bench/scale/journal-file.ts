/**
 * The export files the scale benchmark imports: a journal of N decisions as an
 * investor builds it over the years, drawn from the app's own question banks
 * and evaluated by the app's own rules, so each file passes the import's
 * checks (checked here before it is written). A fixed seed gives the same
 * journal every time, and a smaller journal is the start of a larger one.
 *
 * Each decision holds about 2.5 KB of answers (as the database stores them):
 * some in progress at any stage, the rest completed with their forecast, most
 * of those evaluated, and some reviewed once or twice. The newest one is in
 * progress at stage 3, so the benchmark can open it and take a Next.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { loadContentFromDisk } from '../../src/content/load-from-disk';
import type { Answers, Bank } from '../../src/content/types';
import { jsonbTextBytes } from '../../src/data/limits';
import type { Decision, Review } from '../../src/data/types';
import { buildExport, checkExport } from '../../src/data/user-data-export-file';
import { lockedAnswers } from '../../src/engine/locked-answers';
import { decisionAnswersArbitrary } from '../../src/scoring/answer-arbitraries';
import { defaultCalibrationRules, defaultEvaluationRules } from '../../src/scoring/default-rules';
import { evaluateDecision } from '../../src/scoring/evaluate-decision';
import { onCleanup } from '../embedded/cleanup.ts';
import { repoRoot } from '../embedded/server.ts';

/** The stage the newest decision waits at; its earlier stages are answered. */
export const NEWEST_STAGE = 3;

/** Bytes of answers a decision holds, as the database writes its answers out. */
const ANSWER_BYTES = { min: 2200, max: 2800 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The newest decision's creation; the journal reaches back from it, one decision every `SPACING`. */
const NEWEST = Date.parse('2026-10-30T09:00:00.000Z');
const SPACING = 4 * HOUR;

/** What careful investors write, in the app's two languages, to fill the written answers out to a realistic length. */
const SENTENCES = {
  en: [
    'I read the last three annual reports and the latest quarterly filing before writing this down.',
    'Revenue grew about 12% a year for five years while operating margins stayed between 18% and 22%.',
    'The stock trades at 14x forward earnings against a ten-year average of 19x for the sector.',
    'If the thesis breaks, for example two quarters of falling gross margin, I sell without waiting for a rebound.',
    'Position size stays under 8% of the portfolio, added in three tranches a month apart.',
    'I cross-checked the management guidance with two analyst reports and the industry association data.',
    'The main risk is a price war in the home market; the second is a rise in raw-material costs.',
    'Dividends have been paid every year since 2012 and the payout ratio is near 45%.',
    'Stop-loss at 15% below my average cost, reviewed after each earnings release.',
    'I will write down what I expected now so that the review compares it with what actually happened.',
  ],
  zh: [
    '写下这些之前，我读了最近三年的年报和最新一期季报。',
    '过去五年营收每年增长约12%，营业利润率保持在18%到22%之间。',
    '目前市盈率约为14倍预期收益，而行业十年平均为19倍。',
    '如果投资逻辑被破坏，比如毛利率连续两个季度下滑，我会直接卖出，不等反弹。',
    '仓位不超过组合的8%，分三次买入，每次间隔一个月。',
    '我用两份券商研报和行业协会的数据交叉验证了管理层的指引。',
    '主要风险是国内市场的价格战，其次是原材料成本上涨。',
    '公司自2012年起每年分红，分红率接近45%。',
    '止损设在平均成本下方15%，每次财报发布后复核。',
    '现在写下我的预期，复盘时才能和实际结果对照。',
  ],
};

const COMPANIES = [
  '贵州茅台 600519',
  '宁德时代 300750',
  '招商银行 600036',
  '中国平安 601318',
  '美的集团 000333',
  '长江电力 600900',
  'Tencent 0700.HK',
  'Apple AAPL',
  'Microsoft MSFT',
  'Vanguard Total World VT',
  '沪深300 ETF 510300',
  'Berkshire Hathaway BRK.B',
  'Coca-Cola KO',
  'ASML',
];
const ACTIONS = ['buy', 'add on a dip', 'trim', 'start a position', 'hold through earnings', '定投', '加仓', '减仓'];

/** How one decision of the journal turns out, drawn with the seed. */
interface Plan {
  answers: Answers;
  /** 0–39: in progress, 40–59: completed, 60–99: completed and evaluated. */
  fate: number;
  stage: number;
  chinese: boolean;
  bytes: number;
  sentence: number;
  company: number;
  action: number;
  reviews: Answers[];
}

export interface Journal {
  decisions: Decision[];
  reviews: Review[];
  /** The name of the newest decision, which the journal lists first. */
  newestName: string;
  /** Stages of the decision bank, as the editor counts them. */
  stages: number;
}

export function generateJournal(count: number, seed: number): Journal {
  const banks = loadContentFromDisk(repoRoot).banks;
  const bankOf = (id: string): Bank => {
    const bank = banks.find((candidate) => candidate.id === id);
    if (!bank) throw new Error(`no question bank "${id}"`);
    return bank;
  };
  const bank = bankOf(defaultEvaluationRules.bank);
  const reviewBank = bankOf(defaultCalibrationRules.review.bank);
  const plan: fc.Arbitrary<Plan> = fc.record({
    answers: decisionAnswersArbitrary(bank),
    fate: fc.integer({ min: 0, max: 99 }),
    stage: fc.integer({ min: 2, max: bank.sections.length }),
    chinese: fc.boolean(),
    bytes: fc.integer(ANSWER_BYTES),
    sentence: fc.nat(),
    company: fc.nat(COMPANIES.length - 1),
    action: fc.nat(ACTIONS.length - 1),
    reviews: fc.array(reviewAnswersArbitrary(reviewBank), { maxLength: 2 }),
  });
  const plans = count === 0 ? [] : fc.sample(plan, { seed, numRuns: count });
  const width = Math.max(5, String(count).length);
  const decisions: Decision[] = [];
  const reviews: Review[] = [];
  plans.forEach((drawn, index) => {
    const newest = index === count - 1;
    const created = NEWEST - (count - 1 - index) * SPACING;
    const completed = !newest && drawn.fate >= 40;
    const evaluated = completed && drawn.fate >= 60;
    const stage = newest ? NEWEST_STAGE : completed ? bank.sections.length : drawn.stage;
    // In progress, the stages before the current one are answered; completed, all of them.
    const asked = bank.sections.slice(0, completed ? bank.sections.length : stage - 1).flatMap((s) => s.questions);
    const given: Answers = {};
    for (const question of asked) {
      const answer = drawn.answers[question.id];
      if (answer !== undefined) given[question.id] = answer;
    }
    const written = asked.filter((q) => q.type === 'text' || q.type === 'textarea').map((q) => q.id);
    const answers = padded(given, written, drawn);
    const name = `${COMPANIES[drawn.company]} — ${ACTIONS[drawn.action]} #${String(index + 1).padStart(width, '0')}`;
    const id = `decision-${created}-${(index + 1).toString(36).padStart(8, '0')}`;
    const completedAt = created + (1 + (drawn.sentence % 5)) * DAY;
    const evaluatedAt = completedAt + HOUR;
    const result = evaluated
      ? evaluateDecision({ name, answers }, bank, defaultEvaluationRules, new Date(evaluatedAt).toISOString())
      : null;
    const forecast = completed ? lockedAnswers(bank, answers) : null;
    decisions.push({
      id,
      name,
      bankId: bank.id,
      bankVersion: bank.version,
      stage,
      answers,
      completed,
      evaluated,
      evaluationScore: result?.totalScore ?? null,
      evaluationResult: result,
      forecast,
      forecastMadeAt: forecast ? new Date(completedAt).toISOString() : null,
      tags: [],
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(evaluated ? evaluatedAt : completed ? completedAt : created + HOUR).toISOString(),
      version: 1,
    });
    if (!completed) return;
    drawn.reviews.forEach((reviewAnswers, n) => {
      const at = completedAt + (n + 1) * 90 * DAY;
      if (at > NEWEST) return;
      reviews.push({
        id: `review-${at}-${(index + 1).toString(36).padStart(8, '0')}`,
        decisionId: id,
        bankId: reviewBank.id,
        bankVersion: reviewBank.version,
        answers: reviewAnswers,
        createdAt: new Date(at).toISOString(),
      });
    });
  });
  return { decisions, reviews, newestName: decisions.at(-1)?.name ?? '', stages: bank.sections.length };
}

/** A review's answers from the review bank, its number questions (the returns) as typed numbers. */
function reviewAnswersArbitrary(reviewBank: Bank): fc.Arbitrary<Answers> {
  const numbers = reviewBank.sections.flatMap((s) => s.questions).filter((q) => q.type === 'number');
  const returns = fc.array(fc.integer({ min: -6000, max: 15000 }), {
    minLength: numbers.length,
    maxLength: numbers.length,
  });
  return fc.tuple(decisionAnswersArbitrary(reviewBank), returns).map(([answers, values]) => {
    const typed = { ...answers };
    numbers.forEach((question, i) => {
      if (question.required || typed[question.id] !== undefined) typed[question.id] = String((values[i] ?? 0) / 100);
    });
    return typed;
  });
}

/** The answers with sentences added to their written ones, in turn, until they hold the planned bytes. */
function padded(answers: Answers, written: string[], drawn: Plan): Answers {
  if (written.length === 0) return answers;
  const sentences = drawn.chinese ? SENTENCES.zh : SENTENCES.en;
  const result = { ...answers };
  let next = drawn.sentence;
  while (jsonbTextBytes(result) < drawn.bytes) {
    const question = written[next % written.length] as string;
    const sentence = sentences[next % sentences.length] as string;
    const before = result[question];
    result[question] = typeof before === 'string' && before.trim() !== '' ? `${before} ${sentence}` : sentence;
    next += 1;
  }
  return result;
}

/** The journal as an export file (the current format), refused here if the app's import checks would refuse it. */
export function exportText(journal: Journal, exportedAt: Date = new Date(NEWEST + DAY)): string {
  const file = buildExport(null, journal.decisions, [], { reviews: journal.reviews }, exportedAt);
  const text = JSON.stringify(file);
  const check = checkExport(JSON.parse(text));
  if (!check.ok) throw new Error(`the generated file fails the import check: ${JSON.stringify(check.problem)}`);
  return text;
}

export interface JournalFile {
  count: number;
  path: string;
  bytes: number;
  newestName: string;
  stages: number;
  /** How many of the decisions are completed, evaluated, and how many reviews the file holds. */
  completed: number;
  evaluated: number;
  reviews: number;
}

/** Writes one export file per size into a temporary folder, removed when the benchmark ends. */
export function writeJournalFiles(counts: readonly number[], seed: number): JournalFile[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  return counts.map((count) => {
    const journal = generateJournal(count, seed);
    const text = exportText(journal);
    const file = path.join(folder, `journal-${count}.json`);
    writeFileSync(file, text);
    return {
      count,
      path: file,
      bytes: Buffer.byteLength(text),
      newestName: journal.newestName,
      stages: journal.stages,
      completed: journal.decisions.filter((d) => d.completed).length,
      evaluated: journal.decisions.filter((d) => d.evaluated).length,
      reviews: journal.reviews.length,
    };
  });
}
