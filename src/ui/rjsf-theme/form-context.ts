/**
 * What the theme needs beyond RJSF's props: the glossary, the language the
 * texts are in (the uiSchema is already compiled for that language), and the
 * check a typed text must pass.
 */
import type { Registry } from '@rjsf/utils';
import type { Glossary, Lang } from '../../content/types';
import type { FieldMessage } from './form-texts';

export interface ThemeFormContext {
  glossary: Glossary;
  lang: Lang;
  /**
   * Why a typed text (an answer, or an end of a range) could not be stored, or
   * null: the caller passes the limits the store applies, so the theme holds
   * none of its own. Without it, typed texts are not checked while typing.
   */
  textProblem?: (text: string) => FieldMessage | null;
}

const EMPTY_CONTEXT: ThemeFormContext = { glossary: { terms: [] }, lang: 'zh' };

export function themeContext(registry: Registry): ThemeFormContext {
  return (registry.formContext as ThemeFormContext | undefined) ?? EMPTY_CONTEXT;
}
