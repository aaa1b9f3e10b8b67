/**
 * A bank's questions with the answers given to them, as words on paper: a
 * choice by its label, several choices as a list in the reader's language, a
 * range as its two ends, a probability with its percent sign. Pure, so the
 * print view and its tests read the same words.
 */
import { plainText } from '../../content/marked-text';
import type { Answers, Bank, Glossary, Lang, Question } from '../../content/types';
import { rangeEnds } from '../../engine/required';

export interface PrintedQuestion {
  id: string;
  text: string;
  /** The answer in words; null when the question was left unanswered. */
  answer: string | null;
}

export interface PrintedSection {
  title: string;
  questions: PrintedQuestion[];
}

function answerWords(question: Question, value: Answers[string] | undefined, lang: Lang, glossary: Glossary) {
  const label = (option: string) => {
    const found = question.options?.find((candidate) => candidate.value === option);
    return found ? plainText(found.label[lang], glossary, lang) : option;
  };
  if (value === undefined) return null;
  if (question.type === 'range') {
    const [low, high] = rangeEnds(value);
    return low.trim() && high.trim() ? `${low} – ${high}` : null;
  }
  if (Array.isArray(value)) {
    return value.length > 0 ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(value.map(label)) : null;
  }
  if (value.trim() === '') return null;
  if (question.type === 'probability') return `${value.trim()}%`;
  return question.options ? label(value) : value;
}

/** Every section of `bank` in order, each question with its answer in words. */
export function printedSections(bank: Bank, answers: Answers, lang: Lang, glossary: Glossary): PrintedSection[] {
  return bank.sections.map((section) => ({
    title: plainText(section.title[lang], glossary, lang),
    questions: section.questions.map((question) => ({
      id: question.id,
      text: plainText(question.text[lang], glossary, lang),
      answer: answerWords(
        question,
        Object.hasOwn(answers, question.id) ? answers[question.id] : undefined,
        lang,
        glossary,
      ),
    })),
  }));
}
