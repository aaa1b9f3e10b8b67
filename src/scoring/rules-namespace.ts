/**
 * The i18n namespace the UI registers the rule messages under, on its own so
 * the app can name it without loading the rule files.
 */
export const RULES_NAMESPACE = 'rules';
