/**
 * Render fuzzing: 5,000 random stored rows that pass the shape checks
 * (src/data/shapes.ts), with hostile texts (names of object internals, HTML,
 * right-to-left marks, emoji, lone surrogates, very long texts), rendered
 * through every view that shows stored data: 3,600 decisions through the
 * journal, both dashboard lists and the strategy hint (in batches of 30),
 * 400 evaluation results through the result view and its export (the
 * costliest view, so fewer), and 1,000 risk assessments through the profile
 * card, the risk result view and the assessment history.
 * Not one may throw.
 */
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { isDecision, isRiskAssessment } from '../data/shapes';
import type { Decision, RiskAssessment } from '../data/types';
import { createI18n } from '../i18n';
import { stageBand, totalBand } from '../scoring/display-bands';
import { ruleText } from '../scoring/rule-messages';
import { strategyHint, strategyHintNoneMessage } from '../scoring/strategy-hint';
import {
  type ConsistencyAnalysis,
  type EvaluationResult,
  RATINGS,
  RISK_TYPES,
  type RiskResult,
  STAGE_KEYS,
  type StageKey,
  type StageScore,
} from '../scoring/types';
import { ActiveDecisionsList } from './dashboard/ActiveDecisionsList';
import { CompletedDecisionsList } from './dashboard/CompletedDecisionsList';
import { Journal } from './dashboard/Journal';
import { PreferredStrategies } from './dashboard/PreferredStrategies';
import { ProfileCard } from './dashboard/ProfileCard';
import { EvaluationResultView } from './evaluation/EvaluationResultView';
import { buildEvaluationExport } from './evaluation/evaluation-export-file';
import { RiskResultView } from './risk/RiskResultView';
import { historyEntries } from './risk-history/entries';
import { RiskHistoryDialog } from './risk-history/RiskHistoryDialog';

const i18n = createI18n('en');
const text = (key: string) => ruleText(key, 'en');
const bandOf = (scale: 'total' | 'stage', score: number) => (scale === 'total' ? totalBand(score) : stageBand(score));
const noop = () => {};
const stageTitles = Object.fromEntries(STAGE_KEYS.map((key) => [key, `Stage ${key}`])) as Record<StageKey, string>;

afterEach(cleanup);

function renderEn(ui: ReactElement) {
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '<img src=x onerror="window.__injected=1">',
    '\u202Eevil\u202C',
    'שלום עולם',
    '👨‍👩‍👧 😀',
    'half \uD83D',
    'risk.type.steady.name',
    '',
  ),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 2000)),
);
const texts = fc.array(hostile, { maxLength: 4 });
const score = fc.integer({ min: 0, max: 100 });
const isoTime = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

const analysis: fc.Arbitrary<ConsistencyAnalysis> = fc.record({
  consistencyScore: fc.double({ min: 0, max: 10, noNaN: true }),
  conflictPoints: texts,
  suggestions: texts,
  reasoningPath: hostile,
  source: fc.constantFrom('api' as const, 'fallback' as const),
});

const stageScore: fc.Arbitrary<StageScore> = fc.record(
  {
    score,
    weight: fc.integer({ min: 0, max: 100 }),
    strengths: texts,
    weaknesses: texts,
    details: fc.record(
      { apiLogicConsistency: analysis, apiRiskConsistency: analysis, apiCognitiveBiases: analysis },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['score', 'weight', 'strengths', 'weaknesses'] },
);

const evaluationResult: fc.Arbitrary<EvaluationResult> = fc.record({
  totalScore: fc.double({ min: 0, max: 100, noNaN: true }),
  rating: fc.constantFrom(...RATINGS),
  stageScores: fc
    .subarray([...STAGE_KEYS])
    .chain((keys) =>
      fc.tuple(...keys.map(() => stageScore)).map((scores) => Object.fromEntries(keys.map((k, i) => [k, scores[i]]))),
    ) as fc.Arbitrary<Record<StageKey, StageScore>>,
  overallStrengths: texts,
  overallWeaknesses: texts,
  recommendations: texts,
  apiEnhanced: fc.boolean(),
  evaluatedAt: hostile,
});

const decision: fc.Arbitrary<Decision> = fc
  .record({
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    name: hostile.map((name) => name.slice(0, 200)),
    bankId: fc.constantFrom('decision-checkpoint', 'constructor', 'retired-bank'),
    bankVersion: fc.constantFrom('1', '__proto__'),
    stage: fc.integer({ min: 1, max: 7 }),
    forecast: fc.constant(null),
    forecastMadeAt: fc.constant(null),
    tags: fc.array(hostile, { maxLength: 3 }),
    answers: fc.dictionary(hostile, fc.oneof(hostile, texts), { maxKeys: 4 }),
    completed: fc.boolean(),
    evaluated: fc.boolean(),
    evaluationScore: fc.option(score, { nil: null }),
    evaluationResult: fc.option(evaluationResult, { nil: null }),
    createdAt: isoTime,
    updatedAt: isoTime,
    version: fc.integer({ min: 0, max: 1000 }),
  })
  .filter(isDecision);

const riskResult: fc.Arbitrary<RiskResult> = fc.record(
  {
    score,
    type: fc.constantFrom(...RISK_TYPES),
    name: hostile,
    description: hostile,
    recommendation: hostile,
    needsVerification: fc.boolean(),
    needsWarning: fc.boolean(),
    verificationText: hostile,
    warningText: hostile,
    categoryScores: fc.dictionary(hostile, fc.double({ noNaN: true, noDefaultInfinity: true }), { maxKeys: 3 }),
  },
  {
    requiredKeys: ['score', 'type', 'name', 'description', 'recommendation', 'needsVerification', 'needsWarning'],
  },
);

const assessment: fc.Arbitrary<RiskAssessment> = fc
  .record({
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    bankId: hostile,
    bankVersion: hostile,
    score,
    type: fc.constantFrom(...RISK_TYPES),
    name: hostile,
    answers: fc.dictionary(hostile, hostile, { maxKeys: 3 }),
    result: riskResult,
    createdAt: isoTime,
  })
  .filter(isRiskAssessment);

describe('every view renders every row the shape checks let through', () => {
  it('3,600 decisions through the journal, both lists and the strategy hint', () => {
    fc.assert(
      fc.property(fc.array(decision, { minLength: 30, maxLength: 30 }), (decisions) => {
        const hint = strategyHint(decisions);
        renderEn(
          <>
            <Journal decisions={decisions} stageCount={7} onNew={noop} onOpen={noop} onEvaluate={noop} />
            <ActiveDecisionsList decisions={decisions} stageCount={7} onOpen={noop} />
            <CompletedDecisionsList decisions={decisions} onOpen={noop} />
            <PreferredStrategies
              strategies={decisions.map((d) => d.name)}
              strategyLabel={text}
              hint={hint}
              noneMessage={strategyHintNoneMessage()}
              ruleText={text}
            />
          </>,
        );
        cleanup();
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('400 evaluation results through the result view and its export', () => {
    fc.assert(
      fc.property(evaluationResult, hostile, (result, name) => {
        renderEn(
          <EvaluationResultView
            decisionName={name}
            result={result}
            stageTitles={stageTitles}
            ruleText={text}
            bandOf={bandOf}
            aiConfigured
            onBack={noop}
            onSave={noop}
          />,
        );
        expect(buildEvaluationExport({ decisionName: name, result, stageTitles, ruleText: text }).totalScore).toBe(
          result.totalScore,
        );
        cleanup();
      }),
      { numRuns: 400 },
    );
    expect((window as unknown as { __injected?: number }).__injected).toBeUndefined();
  }, 120_000);

  it('1,000 risk assessments through the profile card, the risk result view and the history', () => {
    fc.assert(
      fc.property(assessment, (stored) => {
        renderEn(
          <>
            <ProfileCard riskTolerance={stored.type} assessment={stored.result} ruleText={text} onAssessRisk={noop} />
            <RiskResultView result={stored.result} ruleText={text} onDone={noop} />
            <RiskHistoryDialog
              open
              onClose={noop}
              entries={historyEntries([stored], 'en', text)}
              deletingId={null}
              error={null}
              onDelete={noop}
            />
          </>,
        );
        cleanup();
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
