/**
 * How views turn scoring message keys into text: the container supplies the
 * scoring rules' `ruleText` bound to the UI language.
 */

/**
 * Returns the text of a scoring message key in the current language. Texts that
 * are not keys (an AI service's own sentences) must come back unchanged.
 */
export type RuleText = (key: string) => string;
