/**
 * The shapes the engine hands to the form renderer: a JSON Schema (structure and
 * validation, language-neutral) and a uiSchema (texts and widgets, one language).
 * Declared here rather than imported so the engine stays free of RJSF; the UI
 * passes these to @rjsf/core as RJSFSchema / UiSchema.
 */

export interface FieldSchema {
  type: 'string' | 'array';
  enum?: string[];
  /** A checkbox question's option values, or (no enum) a range's two typed ends. */
  items?: { type: 'string'; enum?: string[] };
  uniqueItems?: boolean;
  minItems?: number;
  maxItems?: number;
}

export interface SectionSchema {
  type: 'object';
  required: string[];
  properties: Record<string, FieldSchema>;
}

/** The theme's widget names (see src/ui/rjsf-theme/widgets). */
export type WidgetName =
  | 'text'
  | 'textarea'
  | 'number'
  | 'probability'
  | 'range'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'yesno'
  | 'date';

export interface FieldUiSchema {
  'ui:widget': WidgetName;
  /** The question text, possibly with [[term]] marks; the theme renders the marks. */
  'ui:title': string;
  'ui:help'?: string;
  'ui:placeholder'?: string;
  /** Option labels in schema enum order, possibly with [[term]] marks. */
  'ui:enumNames'?: string[];
}

export interface SectionUiSchema {
  'ui:order': string[];
  'ui:submitButtonOptions': { norender: true };
  [questionId: string]: FieldUiSchema | string[] | { norender: true };
}

export interface CompiledSection {
  schema: SectionSchema;
  uiSchema: SectionUiSchema;
}
