/**
 * The AI service settings alone (default base URL and model, time limits). The
 * top bar's AI settings need them on every visit, the prompts and fallback rules
 * only once an analysis runs. Imported under a query of its own, the rules file
 * is a separate module here whose unused entries the build drops, so the first
 * load carries this one entry rather than every prompt in both languages.
 */
import { service } from '../../scoring-rules/ai-analysis.json';
import type { AiServiceConfig } from './config';

export const aiServiceConfig = service as AiServiceConfig;
