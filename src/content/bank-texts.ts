/** Every translated text of a bank with its JSON path, for checks that read all texts. */
import type { Bank, Localized } from './types.ts';

export interface PlacedText {
  path: string;
  text: Localized;
}

export function bankTexts(bank: Bank): PlacedText[] {
  const texts: PlacedText[] = [{ path: '$.title', text: bank.title }];
  if (bank.description) texts.push({ path: '$.description', text: bank.description });
  bank.sections.forEach((section, s) => {
    const sectionPath = `$.sections[${s}]`;
    texts.push({ path: `${sectionPath}.title`, text: section.title });
    if (section.intro) texts.push({ path: `${sectionPath}.intro`, text: section.intro });
    section.questions.forEach((question, q) => {
      const questionPath = `${sectionPath}.questions[${q}]`;
      texts.push({ path: `${questionPath}.text`, text: question.text });
      if (question.help) texts.push({ path: `${questionPath}.help`, text: question.help });
      if (question.placeholder) texts.push({ path: `${questionPath}.placeholder`, text: question.placeholder });
      question.options?.forEach((option, o) => {
        texts.push({ path: `${questionPath}.options[${o}].label`, text: option.label });
      });
    });
  });
  return texts;
}
