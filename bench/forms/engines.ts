/** The three engines the bench compares; each has <engine>.html and pages/<engine>.tsx. */
export const ENGINES = ['engine', 'surveyjs', 'jsonforms'] as const;
export type Engine = (typeof ENGINES)[number];
