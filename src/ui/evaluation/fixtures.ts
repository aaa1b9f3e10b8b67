/**
 * Sample data for the evaluation stories and component tests only (the app never
 * imports this file). Messages are keys resolved by `sampleRuleText`, as the
 * scoring engine's `ruleText` does; the band table mirrors the shipped rules so
 * the pictures match the app, but the app itself reads bands from scoring-rules/.
 */
import type { Lang, Localized } from '../../content/types';
import type { EvaluationResult, Rating, StageKey, StageScore } from '../../scoring/types';
import type { RuleText } from '../common/rule-text';
import type { BandOf, ScoreBand } from './band-styles';

const MESSAGES: Record<string, Localized> = {
  'evaluation.rating.system.label': { en: 'Systematic', zh: '系统型' },
  'evaluation.rating.stable.label': { en: 'Stable', zh: '稳健型' },
  'evaluation.rating.cautious.label': { en: 'Cautious', zh: '谨慎型' },
  'evaluation.rating.high-risk.label': { en: 'High Risk', zh: '高风险' },
  'evaluation.rating.system.description': {
    en: 'A systematic decision: goals, method, rules and risk controls fit together.',
    zh: '系统化的决策：目标、方法、规则与风控相互吻合。',
  },
  'evaluation.rating.stable.description': {
    en: 'A sound decision with a few gaps worth closing before you act.',
    zh: '较为稳健的决策，行动前还有几处不足值得补齐。',
  },
  'evaluation.rating.cautious.description': {
    en: 'Several parts of the plan are thin; review them before committing money.',
    zh: '计划中有多处不够充分，投入资金前请再检查。',
  },
  'evaluation.rating.high-risk.description': {
    en: 'Important checks are missing; this decision carries high risk as it stands.',
    zh: '缺少重要的检查环节，按目前情况此决策风险较高。',
  },
  'evaluation.strength.clearGoal': { en: 'Clear, measurable investment goal', zh: '投资目标清晰、可衡量' },
  'evaluation.strength.stopLoss': { en: 'A concrete stop-loss level is set', zh: '设定了明确的止损位' },
  'evaluation.strength.crossCheck': {
    en: 'Information is cross-checked with several sources',
    zh: '信息经过多方交叉验证',
  },
  'evaluation.weakness.noExitPlan': { en: 'No plan for taking profits', zh: '没有止盈计划' },
  'evaluation.weakness.biasCheck': { en: 'Cognitive bias check is incomplete', zh: '认知偏差检查不完整' },
  'evaluation.recommendation.targetPrice': {
    en: 'Write down a target price and what you will do when it is reached.',
    zh: '写下目标价格以及到达时的操作。',
  },
  'evaluation.recommendation.positionSize': {
    en: 'Limit the position so a full stop-loss costs at most 2% of the portfolio.',
    zh: '控制仓位，使触发止损时的亏损不超过组合的 2%。',
  },
  'evaluation.recommendation.review': {
    en: 'Schedule a review date to compare the outcome with your thesis.',
    zh: '约定复盘日期，对照投资逻辑检查结果。',
  },
  'ai.fallback.reasoning': {
    en: 'Rule-based fallback applied because the AI service did not answer.',
    zh: 'AI 服务未响应，已使用规则兜底分析。',
  },
};

export function sampleRuleText(lang: Lang): RuleText {
  return (key) => (Object.hasOwn(MESSAGES, key) ? MESSAGES[key]?.[lang] : undefined) ?? key;
}

const BANDS: Record<'total' | 'stage', [number, ScoreBand][]> = {
  total: [
    [85, 'green'],
    [70, 'blue'],
    [55, 'yellow'],
  ],
  stage: [
    [80, 'green'],
    [60, 'blue'],
    [40, 'yellow'],
  ],
};

export const sampleBandOf: BandOf = (scale, score) => BANDS[scale].find(([min]) => score >= min)?.[1] ?? 'red';

export const SAMPLE_STAGE_TITLES: Record<Lang, Record<StageKey, string>> = {
  en: {
    '1': 'Goal & Risk Definition',
    '2': 'Investment Method Selection',
    '3': 'Buy/Sell Rule Establishment',
    '4': 'Risk Assessment & Management',
    '5': 'Information Validation',
    '6': 'Cognitive Bias Checking',
    '7': 'Documentation & Review',
  },
  zh: {
    '1': '目标与风险定义',
    '2': '投资方法选择',
    '3': '买卖规则制定',
    '4': '风险评估与管理',
    '5': '信息验证',
    '6': '认知偏差检查',
    '7': '记录与复盘',
  },
};

const WEIGHTS: Record<StageKey, number> = { '1': 20, '2': 15, '3': 20, '4': 25, '5': 10, '6': 5, '7': 5 };

function stages(scores: Record<StageKey, number>): Record<StageKey, StageScore> {
  const entries = (Object.keys(scores) as StageKey[]).map((key) => {
    const stage: StageScore = { score: scores[key], weight: WEIGHTS[key], strengths: [], weaknesses: [] };
    return [key, stage] as const;
  });
  return Object.fromEntries(entries) as Record<StageKey, StageScore>;
}

/** One result per rating, scores chosen to land in each band. */
const BY_RATING: Record<Rating, { total: number; stages: Record<StageKey, number> }> = {
  system: { total: 88, stages: { '1': 90, '2': 85, '3': 88, '4': 92, '5': 84, '6': 78, '7': 86 } },
  stable: { total: 76, stages: { '1': 82, '2': 75, '3': 70, '4': 78, '5': 72, '6': 58, '7': 80 } },
  cautious: { total: 61, stages: { '1': 70, '2': 62, '3': 55, '4': 60, '5': 58, '6': 45, '7': 65 } },
  'high-risk': { total: 42, stages: { '1': 50, '2': 45, '3': 38, '4': 40, '5': 42, '6': 30, '7': 48 } },
};

export function sampleResult(rating: Rating = 'stable', options: { withAi?: boolean } = {}): EvaluationResult {
  const { total, stages: scores } = BY_RATING[rating];
  const stageScores = stages(scores);
  stageScores['1'].strengths = ['evaluation.strength.clearGoal'];
  stageScores['4'].strengths = ['evaluation.strength.stopLoss'];
  stageScores['3'].weaknesses = ['evaluation.weakness.noExitPlan'];
  if (options.withAi) {
    stageScores['3'].details = {
      apiLogicConsistency: {
        consistencyScore: 7,
        conflictPoints: ['The buy rule relies on momentum while the method chosen is value investing.'],
        suggestions: ['Add a valuation condition (e.g. PE below its 5-year median) to the buy rule.'],
        reasoningPath: 'Compared the method in 2-1 with the entry rule in 3-1.',
        source: 'api',
      },
    };
    stageScores['4'].details = {
      apiRiskConsistency: {
        consistencyScore: 6,
        conflictPoints: [],
        suggestions: ['Align the stop-loss distance with the moderate risk tolerance stated in 1-3.'],
        reasoningPath: 'ai.fallback.reasoning',
        source: 'fallback',
      },
    };
    stageScores['6'].details = {
      apiCognitiveBiases: {
        consistencyScore: 4,
        conflictPoints: ['Confirmation bias: only supporting sources were consulted.'],
        suggestions: ['Write down the strongest argument against this investment.'],
        reasoningPath: 'Checked the answers of 6-1 to 6-6.',
        source: 'api',
      },
    };
  }
  return {
    totalScore: total,
    rating,
    stageScores,
    overallStrengths: [
      'evaluation.strength.clearGoal',
      'evaluation.strength.stopLoss',
      'evaluation.strength.crossCheck',
    ],
    overallWeaknesses: ['evaluation.weakness.noExitPlan', 'evaluation.weakness.biasCheck'],
    recommendations: [
      'evaluation.recommendation.targetPrice',
      'evaluation.recommendation.positionSize',
      'evaluation.recommendation.review',
    ],
    apiEnhanced: Boolean(options.withAi),
    evaluatedAt: '2025-03-14T09:30:00.000Z',
  };
}
