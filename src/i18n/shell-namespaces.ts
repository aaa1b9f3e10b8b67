/**
 * The UI tables the always-mounted shell reads (top bar, banners and the store
 * errors they show, the sign-in and AI settings buttons, the update prompt):
 * the only ones loaded before the first paint. A component outside this list that rendered before the signed-in
 * screens would wait for its table. Plain data, so the bundle budget check
 * (Node) counts the same tables the app loads.
 */
import type { Namespace } from './resources';

export const SHELL_NAMESPACES = ['common', 'shell', 'auth', 'ai', 'pwa', 'errors'] as const satisfies Namespace[];
