/**
 * Export Result: the JSON file a person
 * downloads. Decision: messages are written as TEXT in the UI language of the
 * moment, not as keys, because a person reads this file; scores, weights and the
 * rating stay as stable values (rating is the code: system, stable, cautious,
 * high-risk) so the file can also be compared across languages. The object is
 * built field by field from the result, so nothing else (settings, keys) can slip in.
 */
import { ownValue } from '../../content/own-key';
import type { ConsistencyAnalysis, EvaluationResult, Rating, StageDetails, StageKey } from '../../scoring/types';
import type { RuleText } from '../common/rule-text';
import { stageKeysOf } from './stage-keys';

export interface ExportedAnalysis {
  consistencyScore: number;
  conflictPoints: string[];
  suggestions: string[];
  reasoningPath: string;
  source: 'api' | 'fallback';
}

export interface ExportedStage {
  /** Stage title from the question bank, in the export's language. */
  title: string;
  score: number;
  weight: number;
  strengths: string[];
  weaknesses: string[];
  details?: Partial<Record<keyof StageDetails, ExportedAnalysis>>;
}

/** The exported evaluation: these fields and no others, so the file's shape never depends on the app's internals. */
export interface EvaluationExport {
  decisionName: string;
  evaluationDate: string;
  totalScore: number;
  rating: Rating;
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  stageScores: Partial<Record<StageKey, ExportedStage>>;
}

export interface ExportInput {
  decisionName: string;
  result: EvaluationResult;
  stageTitles: Record<StageKey, string>;
  ruleText: RuleText;
}

const ANALYSES: readonly (keyof StageDetails)[] = ['apiLogicConsistency', 'apiRiskConsistency', 'apiCognitiveBiases'];

function exportAnalysis(analysis: ConsistencyAnalysis, ruleText: RuleText): ExportedAnalysis {
  return {
    consistencyScore: analysis.consistencyScore,
    conflictPoints: analysis.conflictPoints.map(ruleText),
    suggestions: analysis.suggestions.map(ruleText),
    reasoningPath: ruleText(analysis.reasoningPath),
    source: analysis.source,
  };
}

function exportDetails(details: StageDetails | undefined, ruleText: RuleText): ExportedStage['details'] {
  if (!details) return undefined;
  const exported: NonNullable<ExportedStage['details']> = {};
  for (const name of ANALYSES) {
    const analysis = details[name];
    if (analysis) exported[name] = exportAnalysis(analysis, ruleText);
  }
  return Object.keys(exported).length > 0 ? exported : undefined;
}

export function buildEvaluationExport({ decisionName, result, stageTitles, ruleText }: ExportInput): EvaluationExport {
  const stageScores: EvaluationExport['stageScores'] = {};
  for (const key of stageKeysOf(result.stageScores)) {
    const stage = result.stageScores[key];
    const details = exportDetails(stage.details, ruleText);
    stageScores[key] = {
      title: ownValue(stageTitles, key) ?? key,
      score: stage.score,
      weight: stage.weight,
      strengths: stage.strengths.map(ruleText),
      weaknesses: stage.weaknesses.map(ruleText),
      ...(details ? { details } : {}),
    };
  }
  return {
    decisionName,
    evaluationDate: result.evaluatedAt,
    totalScore: result.totalScore,
    rating: result.rating,
    strengths: result.overallStrengths.map(ruleText),
    weaknesses: result.overallWeaknesses.map(ruleText),
    recommendations: result.recommendations.map(ruleText),
    stageScores,
  };
}

/** Characters Windows, macOS or Linux refuse in file names, plus control characters. */
const FORBIDDEN = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
const MAX_NAME_CHARACTERS = 100;
const SUFFIX = '_evaluation.json';

function isForbidden(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return FORBIDDEN.has(character) || code < 0x20 || code === 0x7f;
}

/**
 * `<decision name>_evaluation.json`, safe on every common file system: forbidden
 * characters become '_', whitespace runs become one space, leading and trailing
 * dots and spaces go (hidden files, Windows), long names are cut at 100 characters.
 * Chinese and other letters stay as they are.
 */
export function exportFileName(decisionName: string): string {
  // Whitespace first, so tabs and line breaks become a space rather than '_'.
  const spaced = decisionName.normalize('NFC').replace(/\s+/g, ' ');
  const replaced = Array.from(spaced, (character) => (isForbidden(character) ? '_' : character))
    .join('')
    .replace(/^[. ]+|[. ]+$/g, '');
  const safe = Array.from(replaced).slice(0, MAX_NAME_CHARACTERS).join('').trimEnd();
  return safe ? `${safe}${SUFFIX}` : SUFFIX.slice(1);
}

/** Starts a browser download of `data` as pretty-printed JSON. */
export function downloadJson(filename: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on a later task: browsers may read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
