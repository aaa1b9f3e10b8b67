/**
 * The fixture banks (tests/fixtures/banks: one of every question type) with
 * their texts in every language, for tests and stories of the form on content
 * that never changes. The app's own banks come through registry.ts instead.
 */

import en from 'virtual:question-banks/en?root=tests/fixtures/banks';
import zh from 'virtual:question-banks/zh?root=tests/fixtures/banks';
import { content, languages } from 'virtual:question-banks?root=tests/fixtures/banks';
import { fillLanguage } from '../fill-language';

fillLanguage(content, 'zh', zh, languages);
fillLanguage(content, 'en', en, languages);

export const { banks, glossary } = content;
