/**
 * One question of the fixture bank (stories/form/WidgetGallery.tsx) rendered by a
 * single widget of the RJSF theme, with the props RJSF would give it: the
 * question's texts in the story's language, its options, the glossary, and the
 * required-field error from the app's i18n. Storybook only.
 */
import type { Registry, WidgetProps } from '@rjsf/utils';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import type { Lang } from '../../src/content/types';
import { compileSection } from '../../src/engine/compile-section';
import type { FieldUiSchema } from '../../src/engine/form-schema';
import type { ThemeFormContext } from '../../src/ui/rjsf-theme';
import { phoneWidth } from '../phone';
import { galleryBank, galleryGlossary } from './WidgetGallery';

export type GalleryQuestionId =
  | 'tr-name'
  | 'tr-date'
  | 'tr-venue'
  | 'tr-slippage'
  | 'tr-return'
  | 'tr-rules'
  | 'tr-again'
  | 'tr-lesson';

export interface WidgetPreviewOptions {
  questionId: GalleryQuestionId;
  value?: unknown;
  /** Show the "field required" error as RJSF would pass it. */
  showError?: boolean;
  disabled?: boolean;
  onChange?: (value: unknown) => void;
}

/** The props RJSF gives a widget for one question of the fixture bank. */
export function galleryWidgetProps(
  lang: Lang,
  errorText: string,
  { questionId, value, showError = false, disabled = false, onChange = () => {} }: WidgetPreviewOptions,
): WidgetProps {
  const sectionIndex = galleryBank.sections.findIndex((section) => section.questions.some((q) => q.id === questionId));
  const { schema, uiSchema } = compileSection(galleryBank, sectionIndex, lang);
  const field = schema.properties[questionId];
  const ui = uiSchema[questionId] as FieldUiSchema;
  const values = field?.enum ?? field?.items?.enum ?? [];
  const formContext: ThemeFormContext = { glossary: galleryGlossary, lang };
  return {
    id: `story-${questionId}`,
    name: questionId,
    htmlName: questionId,
    schema: field ?? {},
    uiSchema: ui,
    value,
    label: ui['ui:title'],
    placeholder: ui['ui:placeholder'] ?? '',
    required: schema.required.includes(questionId),
    disabled,
    readonly: false,
    autofocus: false,
    options: {
      enumOptions: values.map((option, index) => ({ value: option, label: ui['ui:enumNames']?.[index] ?? option })),
      emptyValue: undefined,
    },
    rawErrors: showError ? [errorText] : undefined,
    onChange,
    onBlur: () => {},
    onFocus: () => {},
    registry: { formContext } as unknown as Registry,
  } as unknown as WidgetProps;
}

/** A widget showing one fixture question, holding its own answer. */
export function WidgetPreview({
  widget: Widget,
  ...options
}: WidgetPreviewOptions & { widget: ComponentType<WidgetProps> }) {
  const { t, i18n } = useTranslation('form');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [value, setValue] = useState(options.value);
  const errorText = options.questionId === 'tr-rules' ? t('errors.selectAtLeastOne') : t('errors.required');
  const props = galleryWidgetProps(lang, errorText, {
    ...options,
    value,
    onChange: (next) => {
      setValue(next);
      options.onChange?.(next);
    },
  });
  return (
    <div className="max-w-xl">
      <Widget {...props} />
    </div>
  );
}

/** The states every widget story shows, for one widget and a valid answer of its question. */
export function widgetStories(answer: unknown) {
  return {
    Empty: {},
    Answered: { args: { value: answer } },
    RequiredError: {
      args: { showError: true },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
      },
    },
    ReadOnly: { args: { value: answer, disabled: true } },
    AnsweredOnPhone: { args: { value: answer }, decorators: [phoneWidth] },
  };
}
