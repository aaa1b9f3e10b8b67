/**
 * Where the OS-provided Chromium lives and how it must be started here.
 * Shared by Playwright (end-to-end) and Vitest browser mode (stories).
 * The networking flags matter: without them Chromium keeps dialing the closed network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
