/**
 * Stands in for markdown-to-jsx in the app's bundle (see build/rjsf-aliases.ts).
 * @rjsf/core's default registry renders a few texts through it: descriptions and
 * help only when a uiSchema turns Markdown on (the engine's never does; this
 * theme draws its own texts), and RJSF's messages for an unsupported field or a
 * broken schema, which read just as well as plain text. Without it the form would
 * carry a whole Markdown parser it never runs.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
