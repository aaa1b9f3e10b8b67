/**
 * How far a bank's "version" must rise for an edit, by the rule the content
 * docs give (questionnaires/README.md, the README's editor section): the last
 * number for a wording fix, the middle one for a new or changed question or
 * option. The docs name no rule for the first number, so no suggestion raises it.
 */
export type VersionBump = 'patch' | 'minor';
