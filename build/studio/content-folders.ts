/** The only folders the content studio reads and writes, relative to the content root. */
export const CONTENT_FOLDERS = ['questionnaires', 'scoring-rules'] as const;
