/**
 * A forecast question of the shipped decision bank (its probability or its range
 * question) rendered by a single widget, with the props RJSF would give it: the
 * question's texts in the story's language and, when errors show, the message
 * the forms' gate puts at the field (src/ui/form/required-errors.ts). The widget
 * holds its own answer, so a story can be typed into. Storybook only.
 */
import type { Registry, WidgetProps } from '@rjsf/utils';
import { type ComponentType, useState } from 'react';
import { getGlossary, requireBankOfKind } from '../../src/content/registry';
import type { QuestionType } from '../../src/content/types';
import { applyFormAnswers } from '../../src/engine/answers';
import { compileSection } from '../../src/engine/compile-section';
import type { FieldUiSchema } from '../../src/engine/form-schema';
import { requiredErrors } from '../../src/ui/form/required-errors';
import type { ThemeFormContext } from '../../src/ui/rjsf-theme';
import { useFormTexts } from '../../src/ui/rjsf-theme/form-texts';

export interface ForecastPreviewProps {
  widget: ComponentType<WidgetProps>;
  /** Which forecast question: the first of this type in the decision bank. */
  type: Extract<QuestionType, 'probability' | 'range'>;
  value?: unknown;
  /** Show what the form shows once the caller asks for errors (after a refused Next). */
  showErrors?: boolean;
  /** Read-only, as a locked forecast is shown. */
  disabled?: boolean;
}

function forecastQuestion(type: ForecastPreviewProps['type']) {
  const bank = requireBankOfKind('decision');
  const sectionIndex = bank.sections.findIndex((section) => section.questions.some((q) => q.type === type));
  const section = bank.sections[sectionIndex];
  const question = section?.questions.find((q) => q.type === type);
  if (!section || !question) throw new Error(`The decision bank has no ${type} question`);
  return { bank, sectionIndex, section, question };
}

export function ForecastPreview({
  widget: Widget,
  type,
  value: initial,
  showErrors = false,
  disabled = false,
}: ForecastPreviewProps) {
  const { t, lang } = useFormTexts();
  const [value, setValue] = useState(initial);
  const { bank, sectionIndex, section, question } = forecastQuestion(type);
  const { schema, uiSchema } = compileSection(bank, sectionIndex, lang);
  const ui = uiSchema[question.id] as FieldUiSchema;
  const answers = applyFormAnswers({}, [section], { [question.id]: value });
  const errors = showErrors ? (requiredErrors(section, answers, t) as Record<string, { __errors?: string[] }>) : {};
  const formContext: ThemeFormContext = { glossary: getGlossary(), lang };
  const props = {
    id: `story-${question.id}`,
    name: question.id,
    htmlName: question.id,
    schema: schema.properties[question.id] ?? {},
    uiSchema: ui,
    value,
    label: ui['ui:title'],
    placeholder: ui['ui:placeholder'] ?? '',
    required: question.required,
    disabled,
    readonly: false,
    autofocus: false,
    options: { emptyValue: undefined },
    rawErrors: errors[question.id]?.__errors,
    onChange: setValue,
    onBlur: () => {},
    onFocus: () => {},
    registry: { formContext } as unknown as Registry,
  } as unknown as WidgetProps;
  return (
    <div className="max-w-xl">
      <Widget {...props} />
    </div>
  );
}
