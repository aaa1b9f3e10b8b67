/** The evaluation fixtures in the story's language: stage titles and rule texts, as the container passes them. */
import { SAMPLE_STAGE_TITLES, sampleRuleText } from '../../src/ui/evaluation/fixtures';
import { storyLocale } from '../support';

export function storyEvaluationTexts(context: { globals: Record<string, unknown> }) {
  const lang = storyLocale(context);
  return { stageTitles: SAMPLE_STAGE_TITLES[lang], ruleText: sampleRuleText(lang) };
}
