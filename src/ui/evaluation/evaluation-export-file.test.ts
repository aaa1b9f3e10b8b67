// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvaluationResult } from '../../scoring/types';
import { buildEvaluationExport, downloadJson, exportFileName } from './evaluation-export-file';
import { SAMPLE_STAGE_TITLES, sampleResult, sampleRuleText } from './fixtures';

const input = (result: EvaluationResult, lang: 'en' | 'zh' = 'en') => ({
  decisionName: 'Add to index fund',
  result,
  stageTitles: SAMPLE_STAGE_TITLES[lang],
  ruleText: sampleRuleText(lang),
});

describe('buildEvaluationExport', () => {
  it('holds exactly the eight fields of the export format', () => {
    const exported = buildEvaluationExport(input(sampleResult('stable')));
    expect(Object.keys(exported).sort()).toEqual(
      [
        'decisionName',
        'evaluationDate',
        'rating',
        'recommendations',
        'stageScores',
        'strengths',
        'totalScore',
        'weaknesses',
      ].sort(),
    );
  });

  it('writes messages as text in the chosen language and keeps scores and the rating code', () => {
    const exported = buildEvaluationExport(input(sampleResult('cautious'), 'zh'));
    expect(exported).toMatchObject({
      decisionName: 'Add to index fund',
      evaluationDate: '2025-03-14T09:30:00.000Z',
      totalScore: 61,
      rating: 'cautious',
    });
    expect(exported.strengths[0]).toBe('投资目标清晰、可衡量');
    expect(exported.recommendations).toHaveLength(3);
    expect(exported.stageScores['4']).toEqual({
      title: '风险评估与管理',
      score: 60,
      weight: 25,
      strengths: ['设定了明确的止损位'],
      weaknesses: [],
    });
  });

  it('exports the AI analyses of a stage with their texts resolved', () => {
    const exported = buildEvaluationExport(input(sampleResult('stable', { withAi: true })));
    expect(exported.stageScores['4']?.details?.apiRiskConsistency).toEqual({
      consistencyScore: 6,
      conflictPoints: [],
      suggestions: ['Align the stop-loss distance with the moderate risk tolerance stated in 1-3.'],
      reasoningPath: 'Rule-based fallback applied because the AI service did not answer.',
      source: 'fallback',
    });
    expect(exported.stageScores['1']).not.toHaveProperty('details');
  });

  it('never carries fields the result picked up elsewhere, such as a key or settings', () => {
    const polluted = { ...sampleResult('system'), apiKey: 'sk-secret', settings: { theme: 'dark' } };
    const text = JSON.stringify(buildEvaluationExport(input(polluted)));
    expect(text).not.toContain('sk-secret');
    expect(text).not.toContain('settings');
  });
});

describe('exportFileName', () => {
  it('appends _evaluation.json to the decision name', () => {
    expect(exportFileName('Add to index fund')).toBe('Add to index fund_evaluation.json');
  });

  it('keeps Chinese names as they are', () => {
    expect(exportFileName('加仓沪深300')).toBe('加仓沪深300_evaluation.json');
  });

  it('replaces characters file systems refuse and squeezes whitespace', () => {
    expect(exportFileName('  A/B: "C" <d>|e?*\\f\n\tg  ')).toBe('A_B_ _C_ _d__e___f g_evaluation.json');
  });

  it('drops leading and trailing dots so the file is neither hidden nor invalid on Windows', () => {
    expect(exportFileName('..plan..')).toBe('plan_evaluation.json');
  });

  it('falls back to a plain name when nothing usable is left', () => {
    expect(exportFileName(' ... ')).toBe('evaluation.json');
  });

  it('cuts very long names without splitting a character', () => {
    const name = exportFileName('😀'.repeat(150));
    expect(name).toBe(`${'😀'.repeat(100)}_evaluation.json`);
  });
});

describe('downloadJson', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('downloads the data as a JSON file under the given name and frees the URL afterwards', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:export';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadJson('plan_evaluation.json', { totalScore: 80 });

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('plan_evaluation.json');
    expect(clicked[0]?.href).toBe('blob:export');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual({ totalScore: 80 });
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:export');
  });
});
