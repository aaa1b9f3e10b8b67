/**
 * Builds the two messages of one analysis from the prompt texts in
 * scoring-rules/ai-analysis.json. The language of the texts decides the
 * language of the reply, so it follows the UI language.
 */

import { ownValue } from '../content/own-key';
import type { Answers, Lang } from '../content/types';
import { type AiAnalysisKind, type AiField, aiConfig } from './config';
import type { ChatMessage } from './transport';

/** Replaces each {{name}} with its value; unknown names are left as written, so a typo stays visible. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => ownValue(values, name) ?? whole);
}

function answerText(field: AiField, value: Answers[string] | undefined, lang: Lang): string {
  const word = (option: string) => ownValue(field.options, option)?.[lang] ?? option;
  if (Array.isArray(value)) {
    return value.length > 0 ? value.map(word).join(aiConfig.listSeparator[lang]) : aiConfig.noAnswer[lang];
  }
  const trimmed = value?.trim();
  return trimmed ? word(trimmed) : aiConfig.noAnswer[lang];
}

/** Only the configured answers are sent: nothing else of the decision leaves the browser. */
export function answerLines(kind: AiAnalysisKind, answers: Answers, lang: Lang): string {
  return aiConfig.analyses[kind].fields
    .map((field) =>
      fillTemplate(aiConfig.answerLine[lang], {
        label: field.label[lang],
        id: field.id,
        value: answerText(field, answers[field.id], lang),
      }),
    )
    .join('\n');
}

export function buildMessages(kind: AiAnalysisKind, answers: Answers, lang: Lang): ChatMessage[] {
  const spec = aiConfig.analyses[kind];
  return [
    { role: 'system', content: spec.system[lang] },
    { role: 'user', content: fillTemplate(spec.user[lang], { answers: answerLines(kind, answers, lang) }) },
  ];
}

export function connectionTestMessages(lang: Lang): ChatMessage[] {
  return [
    { role: 'system', content: aiConfig.connectionTest.system[lang] },
    { role: 'user', content: aiConfig.connectionTest.user[lang] },
  ];
}
