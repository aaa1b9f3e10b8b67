/**
 * Build settings (Node) for every production bundle that ships the form:
 * - @rjsf/core imports markdown-to-jsx for texts this theme never renders as
 *   Markdown, so the bundle gets the plain-text stand-in (plain-markdown.tsx).
 * - @rjsf/core's Form takes its defaults from getDefaultRegistry, which imports
 *   every field, widget and template RJSF has; the bundle gets the slim registry
 *   of those a compiled section can reach (default-registry.ts says which).
 * Dev, tests and Storybook keep RJSF whole (its dependencies are pre-bundled
 * before plugins see them); the end-to-end tests run the production build.
 */
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const theme = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

export const rjsfAliases: Alias[] = [{ find: /^markdown-to-jsx\/react$/, replacement: theme('plain-markdown.tsx') }];

export function rjsfSlimRegistry(): Plugin {
  return {
    name: 'rjsf-slim-registry',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const fromForm = importer?.replace(/\\/g, '/').endsWith('/@rjsf/core/lib/components/Form.js');
      return fromForm && source === '../getDefaultRegistry.js' ? theme('default-registry.ts') : undefined;
    },
  };
}
