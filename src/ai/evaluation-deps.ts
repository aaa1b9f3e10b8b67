/**
 * The AI half of the evaluation machine's dependencies (src/machines/evaluation.machine.ts):
 * whether a key is configured, and the AI step itself over the decision's answers,
 * in the UI language of the moment. The settings are read when the step runs, so
 * a key added or wiped meanwhile counts.
 */
import type { Lang } from '../content/types';
import type { EvaluationDeps } from '../machines/evaluation.machine';
import type { AiSettings } from './ai-settings';
import { aiConfig } from './config';
import { enhanceEvaluation } from './enhance';
import { aiSettingsStore } from './settings-store';

export interface AiEvaluationOptions {
  /** The UI language when the step runs: the reply comes in it. */
  lang: () => Lang;
  /** Defaults to the app's settings store. */
  settings?: () => AiSettings;
}

export function createAiEvaluationDeps({
  lang,
  settings = () => aiSettingsStore.get(),
}: AiEvaluationOptions): Pick<EvaluationDeps, 'hasAiKey' | 'analyzeWithAi'> {
  return {
    hasAiKey: () => settings().apiKey.trim().length > 0,
    analyzeWithAi: async ({ decision, bank, result }, signal) => {
      // The prompts name this bank's questions; another bank's answers would leave them all blank.
      if (bank.id !== aiConfig.bank) return { ...result, apiEnhanced: false };
      return enhanceEvaluation(result, { answers: decision.answers, lang: lang(), settings: settings(), signal });
    },
  };
}
