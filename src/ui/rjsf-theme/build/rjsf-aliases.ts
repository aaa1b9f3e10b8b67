/**
 * Build setting (Node) for every bundle that ships the form: @rjsf/core imports
 * markdown-to-jsx for texts this theme never renders as Markdown, so the bundle
 * gets the plain-text stand-in instead (plain-markdown.tsx says why it is safe).
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const rjsfAliases: Alias[] = [
  {
    find: /^markdown-to-jsx\/react$/,
    replacement: fileURLToPath(new URL('../plain-markdown.tsx', import.meta.url)),
  },
];
