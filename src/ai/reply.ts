/**
 * Accepting a reply: the content must be a
 * JSON object whose consistencyScore is a number within 0-10 and whose
 * conflictPoints and suggestions are arrays. Anything else is rejected, and the
 * caller falls back to the rules at once. Accepted replies are trimmed to the
 * configured limits so a chatty model cannot flood the result view or the database.
 */
import type { ConsistencyAnalysis } from '../scoring/types';
import { CONSISTENCY_SCORE_MAX, CONSISTENCY_SCORE_MIN } from './config';

export interface ReplyLimits {
  maxListItems: number;
  maxTextLength: number;
  /** Longer reply texts are refused before anything scans them (UTF-16 units, a safe upper bound for bytes/3). */
  maxReplyBytes: number;
}

const FENCE = '```';

/**
 * Some OpenAI-compatible servers wrap JSON in a Markdown code fence despite
 * json_object mode. Unwrapped with plain index lookups, not a pattern: a
 * pattern with lazy groups between optional spaces backtracks far more than
 * linearly on a fence followed by many blank lines.
 */
export function unfence(trimmed: string): string {
  if (!trimmed.startsWith(FENCE) || trimmed.length < 2 * FENCE.length || !trimmed.endsWith(FENCE)) return trimmed;
  let start = FENCE.length;
  if (trimmed.slice(start, start + 4).toLowerCase() === 'json') start += 4;
  return trimmed.slice(start, trimmed.length - FENCE.length).trim();
}

function cut(text: string, maxLength: number): string {
  const chars = [...text.trim()];
  return chars.length <= maxLength ? chars.join('') : `${chars.slice(0, maxLength - 1).join('')}…`;
}

function textList(items: unknown[], limits: ReplyLimits): string[] {
  return items
    .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
    .slice(0, limits.maxListItems)
    .map((item) => cut(item, limits.maxTextLength));
}

export function parseReply(content: string, limits: ReplyLimits): ConsistencyAnalysis | undefined {
  // Capped before any scan: an oversized reply is refused, never trimmed, parsed or searched.
  if (content.length > limits.maxReplyBytes) return undefined;
  const trimmed = content.trim();
  let value: unknown;
  try {
    value = JSON.parse(unfence(trimmed));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { consistencyScore, conflictPoints, suggestions, reasoningPath } = value as Record<string, unknown>;
  if (
    typeof consistencyScore !== 'number' ||
    !Number.isFinite(consistencyScore) ||
    consistencyScore < CONSISTENCY_SCORE_MIN ||
    consistencyScore > CONSISTENCY_SCORE_MAX
  ) {
    return undefined;
  }
  if (!Array.isArray(conflictPoints) || !Array.isArray(suggestions)) return undefined;
  return {
    consistencyScore,
    conflictPoints: textList(conflictPoints, limits),
    suggestions: textList(suggestions, limits),
    reasoningPath: typeof reasoningPath === 'string' ? cut(reasoningPath, limits.maxTextLength) : '',
    source: 'api',
  };
}
