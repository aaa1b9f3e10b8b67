/**
 * The shape of content that editors write as JSON (question banks, glossary).
 * Pure types: every other module reads content through these.
 */

/** UI languages. zh is the default. */
export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * A text given in every UI language. Texts may mark glossary terms as `[[term-id]]`
 * (shows the glossary's term in the current language) or `[[term-id|shown words]]`;
 * see marked-text.ts.
 */
export type Localized = Record<Lang, string>;

/**
 * `number` is stored as the string the investor typed (answers are strings), and
 * counts as answered only when it reads as a decimal number (engine/required.ts).
 * `probability` is a percentage from 0 to 100, stored the same way. `range` is a
 * low and a high number (e.g. an 80 % range for a return, in %), stored as the
 * two typed strings `[low, high]`; it counts as answered when both are numbers.
 */
export type QuestionType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'probability'
  | 'range'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'yesno'
  | 'date';

export interface QuestionOption {
  /** Stable value stored in answers; never shown to users. */
  value: string;
  label: Localized;
}

export interface Question {
  /** Stable id, e.g. "1-1" or "fin-1"; the key in the answers map. */
  id: string;
  type: QuestionType;
  required: boolean;
  text: Localized;
  /** Example help text shown under the question. */
  help?: Localized;
  placeholder?: Localized;
  /** For select, radio, checkbox and yesno questions. */
  options?: QuestionOption[];
  /**
   * Critique banks: the answer that heads each second opinion beside the
   * decision (the reviewer's verdict), read with `headlineQuestionId`.
   */
  headline?: boolean;
}

/** A stage of the decision questionnaire, or a titled section of an assessment. */
export interface Section {
  id: string;
  title: Localized;
  intro?: Localized;
  /**
   * The section's answers are fixed once the decision is completed (a forecast
   * the investor is later scored on): the editor shows them read-only with the
   * date they were made, and the database refuses to change them.
   */
  locked?: boolean;
  questions: Question[];
}

/**
 * decision: the checkpoint questionnaire; assessment: the risk questionnaire; review: looking back at a completed
 * decision; critique: a reviewer's second opinion on someone else's completed decision.
 */
export type BankKind = 'decision' | 'assessment' | 'review' | 'critique';

export interface Bank {
  $schema?: string;
  id: string;
  version: string;
  kind: BankKind;
  title: Localized;
  description?: Localized;
  sections: Section[];
}

/** Answers map: question id → string, or a list: option values for checkbox questions, `[low, high]` for range questions. */
export type Answers = Record<string, string | string[]>;

/** One entry of questionnaires/glossary.json; `id` is what texts mark as `[[id]]`. */
export interface GlossaryEntry {
  id: string;
  term: Localized;
  definition: Localized;
}

export interface Glossary {
  $schema?: string;
  terms: GlossaryEntry[];
}
