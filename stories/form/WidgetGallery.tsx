/**
 * Every widget of the theme in one view (Storybook only): the test fixture bank
 * uses each question type once (text, date, number, select, radio, checkbox, yes/no,
 * textarea) and marks glossary terms in a question and an option.
 */

import { validators } from 'virtual:question-bank-validators?root=tests/fixtures/banks';
import { useState } from 'react';
import { banks, glossary } from '../../src/content/testing/fixture-banks';
import type { Answers, Bank } from '../../src/content/types';
import { QuestionForm } from '../../src/ui/form/QuestionForm';

export const galleryBank = banks[0] as Bank;
export const galleryGlossary = glossary;

/** An answer for every question of the fixture bank. */
export const filledAnswers: Answers = {
  'tr-name': 'CSI 300 ETF',
  'tr-date': '2024-03-01',
  'tr-venue': 'broker-app',
  'tr-slippage': 'small',
  'tr-return': '-3.5',
  'tr-rules': ['entry', 'stop'],
  'tr-again': 'yes',
  'tr-lesson': '—',
};

export interface WidgetGalleryProps {
  initialAnswers?: Answers;
  showRequiredErrors?: boolean;
  readOnly?: boolean;
}

export function WidgetGallery({ initialAnswers = {}, showRequiredErrors, readOnly }: WidgetGalleryProps) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      {galleryBank.sections.map((section, index) => (
        <QuestionForm
          key={section.id}
          bank={galleryBank}
          sectionIndex={index}
          glossary={glossary}
          validators={validators}
          answers={answers}
          onChange={setAnswers}
          showRequiredErrors={showRequiredErrors}
          readOnly={readOnly}
        />
      ))}
    </div>
  );
}
