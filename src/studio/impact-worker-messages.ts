/** What the page and the impact worker send each other: the inputs, then the diff (with its time) or why it failed. */
import type { ScoreDiff } from '../scoring/score-diff';
import type { ImpactInput } from './impact-input';

export type ImpactWorkerRequest = ImpactInput;

export type ImpactWorkerReply = { ok: true; diff: ScoreDiff; ms: number } | { ok: false; message: string };
