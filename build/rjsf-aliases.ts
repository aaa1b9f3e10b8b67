/**
 * Build settings (Node) for every production bundle that ships the form; the
 * stand-ins named below live beside the theme, in src/ui/rjsf-theme/:
 * - @rjsf/core imports markdown-to-jsx for texts this theme never renders as
 *   Markdown, so the bundle gets the plain-text stand-in (plain-markdown.tsx).
 * - @rjsf/core's Form takes its defaults from getDefaultRegistry, which imports
 *   every field, widget and template RJSF has; the bundle gets the slim registry
 *   of those a compiled section can reach (default-registry.ts says which).
 * - @rjsf/utils resolves `$id`/`$ref` URIs with fast-uri; sections have none, so
 *   the platform's URL does (plain-uri.ts).
 * - @rjsf/utils merges `allOf` with @x0k/json-schema-merge, built when the module
 *   loads; sections have no `allOf`, so the bundle gets a stand-in that throws if
 *   one ever arrives (no-all-of.ts).
 * - @rjsf/utils builds its deepEquals on fast-equals; the form only compares
 *   JSON-like values, so a small comparator held to fast-equals by a test does
 *   (plain-equals.ts).
 * Dev, tests and Storybook keep RJSF whole (its dependencies are pre-bundled
 * before plugins see them); the end-to-end tests run the production build.
 */
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const theme = (file: string) => fileURLToPath(new URL(`../src/ui/rjsf-theme/${file}`, import.meta.url));

export const rjsfAliases: Alias[] = [{ find: /^markdown-to-jsx\/react$/, replacement: theme('plain-markdown.tsx') }];

export function rjsfSlimBundle(): Plugin {
  return {
    name: 'rjsf-slim-bundle',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      if (source === '../getDefaultRegistry.js' && from.endsWith('/@rjsf/core/lib/components/Form.js')) {
        return theme('default-registry.ts');
      }
      if (source === 'fast-uri' && from.includes('/@rjsf/utils/')) return theme('plain-uri.ts');
      if (source === './shallowAllOfMerge.js' && from.includes('/@rjsf/utils/')) return theme('no-all-of.ts');
      if (source === 'fast-equals' && from.includes('/@rjsf/utils/')) return theme('plain-equals.ts');
      return undefined;
    },
  };
}
