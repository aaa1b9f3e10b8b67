/**
 * One section of a question bank (a decision stage, an assessment section) as a
 * form, in one language, with the app's RJSF theme. Controlled: the caller owns
 * the answers map and decides when required-field errors show (its state
 * machine does); the form only works out which fields are missing.
 */

import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { type Ref, useCallback, useId, useImperativeHandle, useMemo, useRef } from 'react';
import { getGlossary } from '../../content/registry';
import type { Answers, Bank, Glossary, Lang } from '../../content/types';
import { answerTextProblem } from '../../data/limits';
import { applyFormAnswers, sameSectionAnswers, sectionFormData } from '../../engine/answers';
import { compileSection, sectionAt } from '../../engine/compile-section';
import { missingRequired } from '../../engine/required';
import { htmlLang } from '../../i18n/language-codes';
import { ThemedForm, type ThemeFormContext } from '../rjsf-theme';
import { useFormTexts } from '../rjsf-theme/form-texts';
import { focusQuestionIn } from './focus-question';
import { requiredErrors } from './required-errors';
import { sectionValidator, type ValidatorSet } from './validators';

export interface QuestionFormHandle {
  /** Scrolls to a question of this section and focuses it; false if it is not here. */
  focusQuestion(questionId: string): boolean;
  /** Focuses the first unanswered required question; returns its id, or undefined when none. */
  focusFirstMissing(): string | undefined;
}

export interface QuestionFormProps {
  bank: Bank;
  sectionIndex: number;
  /** The whole answers map; only this section's questions are shown and changed. */
  answers: Answers;
  /** Called with the whole answers map, this section's answers replaced (cleared ones removed). */
  onChange: (answers: Answers) => void;
  /** Defaults to the language of the form texts supplied (see form-texts.ts). */
  lang?: Lang;
  /** Disables every field (evaluated decisions). */
  readOnly?: boolean;
  /** Shows "field required" / "please select at least one" and red borders on missing fields. */
  showRequiredErrors?: boolean;
  /** Defaults to questionnaires/glossary.json. */
  glossary?: Glossary;
  /** Defaults to the validators precompiled for the shipped banks. */
  validators?: ValidatorSet;
  /**
   * A validator for any section, used instead of the precompiled ones: for a bank
   * that exists only as an unsaved edit (the content studio's preview), which no
   * build step has compiled.
   */
  validator?: ValidatorType;
  ref?: Ref<QuestionFormHandle>;
}

export function QuestionForm({
  bank,
  sectionIndex,
  answers,
  onChange,
  lang,
  readOnly = false,
  showRequiredErrors = false,
  glossary,
  validators,
  validator: anyValidator,
  ref,
}: QuestionFormProps) {
  const { t, lang: textsLang } = useFormTexts();
  const language = lang ?? textsLang;
  const section = sectionAt(bank, sectionIndex);
  const shownGlossary = glossary ?? getGlossary();
  const containerRef = useRef<HTMLDivElement>(null);
  // Unique per form, so two forms of the same section on one page never share element ids.
  const idPrefix = `${bank.id}-${section.id}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  // Stable references keep RJSF from recomputing its schema state on every keystroke.
  const compiled = useMemo(() => compileSection(bank, sectionIndex, language), [bank, sectionIndex, language]);
  const validator = useMemo(
    () => anyValidator ?? sectionValidator(bank, sectionIndex, validators),
    [anyValidator, bank, sectionIndex, validators],
  );
  // The theme holds typed texts to the limits the store and the database apply.
  const formContext = useMemo<ThemeFormContext>(
    () => ({ glossary: shownGlossary, lang: language, textProblem: answerTextProblem }),
    [shownGlossary, language],
  );
  const formData = useMemo(() => sectionFormData(section, answers), [section, answers]);
  const extraErrors = useMemo(
    () => (showRequiredErrors ? requiredErrors(section, answers, t) : undefined),
    [showRequiredErrors, section, answers, t],
  );

  // Read through refs so the change handler stays the same function between renders.
  const latest = useRef({ answers, onChange, section });
  latest.current = { answers, onChange, section };
  const handleChange = useCallback((event: IChangeEvent) => {
    const { answers: current, onChange: report, section: shown } = latest.current;
    const next = applyFormAnswers(current, [shown], event.formData);
    // RJSF also reports when nothing the user sees changed (e.g. it filled in an empty
    // list default); passing that on would look like an edit to the caller's machine.
    if (!sameSectionAnswers(shown, current, next)) report(next);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      focusQuestion: (questionId) => focusQuestionIn(containerRef.current, questionId),
      focusFirstMissing: () => {
        const [first] = missingRequired(latest.current.section, latest.current.answers);
        if (first !== undefined) focusQuestionIn(containerRef.current, first);
        return first;
      },
    }),
    [],
  );

  return (
    <div ref={containerRef} lang={htmlLang(language)}>
      <ThemedForm
        schema={compiled.schema as RJSFSchema}
        uiSchema={compiled.uiSchema as UiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={handleChange}
        disabled={readOnly}
        idPrefix={idPrefix}
        noValidate
        noHtml5Validate
        showErrorList={false}
        tagName="div"
      />
    </div>
  );
}
