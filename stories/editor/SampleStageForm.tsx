/**
 * Story-only stand-in for the question form (src/ui/form renders the real one in
 * the app): the decision bank's questions of one stage as plain inputs, with the
 * red border and message on missing required answers, so the editor can be seen
 * and driven with its real stages in both languages.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import bankJson from '../../questionnaires/decision-checkpoint/bank.json';
import glossaryJson from '../../questionnaires/glossary.json';
import { plainText } from '../../src/content/marked-text';
import type { Answers, Bank, Glossary, Lang, Question } from '../../src/content/types';

export const decisionBank = bankJson as Bank;
const glossary = glossaryJson as Glossary;

/** The DOM id of a question's first control, for focusing the first missing one. */
export const questionInputId = (id: string) => `sample-question-${id}`;

interface SampleStageFormProps {
  stage: number;
  lang: Lang;
  answers: Answers;
  /** Question ids to mark as missing. */
  missing: readonly string[];
  onAnswer: (id: string, value: string | string[]) => void;
}

export function SampleStageForm({ stage, lang, answers, missing, onAnswer }: SampleStageFormProps) {
  const section = decisionBank.sections[stage - 1];
  return (
    <div className="space-y-4">
      {section?.questions.map((question) => (
        <SampleQuestion
          key={question.id}
          question={question}
          lang={lang}
          value={answers[question.id]}
          invalid={missing.includes(question.id)}
          onAnswer={onAnswer}
        />
      ))}
    </div>
  );
}

function SampleQuestion({
  question,
  lang,
  value,
  invalid,
  onAnswer,
}: {
  question: Question;
  lang: Lang;
  value: string | string[] | undefined;
  invalid: boolean;
  onAnswer: SampleStageFormProps['onAnswer'];
}) {
  const label = plainText(question.text[lang], glossary, lang);
  const border = invalid ? 'border-rose-500' : 'border-slate-300 dark:border-slate-600';
  const heading = (
    <>
      {label}
      {question.required && <span className="text-rose-600"> *</span>}
    </>
  );
  if (question.type === 'range') {
    return <SampleRange question={question} value={value} heading={heading} invalid={invalid} onAnswer={onAnswer} />;
  }
  if (!question.options) {
    return (
      <label className="block space-y-1 text-sm font-medium">
        <span className="block">{heading}</span>
        <input
          id={questionInputId(question.id)}
          aria-invalid={invalid || undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onAnswer(question.id, event.target.value)}
          className={`block min-h-10 w-full rounded-md border bg-white px-3 py-2 font-normal dark:bg-slate-800 ${border}`}
        />
      </label>
    );
  }
  const multiple = question.type === 'checkbox';
  const ticked = Array.isArray(value) ? value : [];
  return (
    <fieldset className={`space-y-1 rounded-md border p-2 ${invalid ? border : 'border-transparent'}`}>
      <legend className="text-sm font-medium">{heading}</legend>
      {question.options.map((option, index) => (
        <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm">
          <input
            id={index === 0 ? questionInputId(question.id) : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={question.id}
            checked={multiple ? ticked.includes(option.value) : value === option.value}
            onChange={() =>
              onAnswer(
                question.id,
                multiple
                  ? ticked.includes(option.value)
                    ? ticked.filter((item) => item !== option.value)
                    : [...ticked, option.value]
                  : option.value,
              )
            }
          />
          {plainText(option.label[lang], glossary, lang)}
        </label>
      ))}
    </fieldset>
  );
}

const inputClass = 'block min-h-10 w-full rounded-md border bg-white px-3 py-2 font-normal dark:bg-slate-800';

/** A range's two ends, Low and High, as the form's range widget labels them. */
function SampleRange({
  question,
  value,
  heading,
  invalid,
  onAnswer,
}: {
  question: Question;
  value: string | string[] | undefined;
  heading: ReactNode;
  invalid: boolean;
  onAnswer: SampleStageFormProps['onAnswer'];
}) {
  const border = invalid ? 'border-rose-500' : 'border-slate-300 dark:border-slate-600';
  const { t } = useTranslation('form');
  const ends = Array.isArray(value) ? [value[0] ?? '', value[1] ?? ''] : ['', ''];
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{heading}</legend>
      <div className="flex flex-wrap gap-4">
        {(['low', 'high'] as const).map((end, index) => (
          <label key={end} className="min-w-36 flex-1 space-y-1 text-sm">
            <span className="block">{t(`controls.${end}`)}</span>
            <input
              id={index === 0 ? questionInputId(question.id) : undefined}
              inputMode="decimal"
              aria-invalid={invalid || undefined}
              value={ends[index]}
              onChange={(event) =>
                onAnswer(
                  question.id,
                  index === 0 ? [event.target.value, ends[1] ?? ''] : [ends[0] ?? '', event.target.value],
                )
              }
              className={`${inputClass} ${border}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
