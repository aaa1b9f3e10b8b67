/**
 * What the theme needs beyond RJSF's props: the glossary and the language the
 * texts are in (the uiSchema is already compiled for that language).
 */
import type { Registry } from '@rjsf/utils';
import type { Glossary, Lang } from '../../content/types';

export interface ThemeFormContext {
  glossary: Glossary;
  lang: Lang;
}

const EMPTY_CONTEXT: ThemeFormContext = { glossary: { terms: [] }, lang: 'zh' };

export function themeContext(registry: Registry): ThemeFormContext {
  return (registry.formContext as ThemeFormContext | undefined) ?? EMPTY_CONTEXT;
}
