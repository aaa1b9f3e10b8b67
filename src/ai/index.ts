/**
 * What the app uses of the optional AI analysis. Browser-safe: the openai SDK
 * loads lazily inside sdk-transport.ts, and the Node-only rules check
 * (check-rules.ts) is imported by the content command directly, not from here.
 */

export { aiSettingsPort } from './ai-settings-port';
export { applyAiAnalysis } from './apply';
export { AI_ANALYSIS_KINDS, type AiAnalysisKind, aiConfig } from './config';
export { enhanceEvaluation } from './enhance';
export type { AiFailureKind } from './errors';
export { type AiEvaluationOptions, createAiEvaluationDeps } from './evaluation-deps';
export { aiRuleMessages } from './messages';
export { type AiAnalysis, type AiAnalysisInput, runAiAnalysis } from './run-analysis';
export { type AiSettings, defaultAiSettings } from './settings';
export type { AiSettingsPort } from './settings-port';
export {
  aiSettingsStore,
  getAiSettings,
  hasAiKey,
  setAiSettings,
  subscribeAiSettings,
  wipeAiKeysOnSignOut,
} from './settings-store';
export { type ConnectionTestResult, testAiConnection } from './test-connection';
