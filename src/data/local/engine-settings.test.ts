/**
 * The settings the app starts its embedded Postgres with take effect, in the
 * Node databases the tests use as in the browser's worker (both pass
 * ENGINE_START_PARAMS): a setting that did not reach the engine would leave
 * every open paying for the default.
 */
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { ENGINE_START_PARAMS } from './engine-settings';
import { openMigratedCopy } from './node-database';

/** The `-c name=value` pairs of a start parameter list. */
function settingsOf(params: readonly string[]): Map<string, string> {
  const settings = new Map<string, string>();
  params.forEach((param, i) => {
    if (param !== '-c') return;
    const [name, value] = (params[i + 1] ?? '').split('=');
    if (name && value !== undefined) settings.set(name, value);
  });
  return settings;
}

describe('the embedded engine settings', () => {
  it('changes something PGlite does not already set, and keeps what it sets', () => {
    const ours = settingsOf(ENGINE_START_PARAMS);
    const defaults = settingsOf(PGlite.defaultStartParams);
    expect([...ours.keys()].filter((name) => !defaults.has(name)).length).toBeGreaterThan(0);
    for (const [name, value] of defaults) expect(ours.get(name)).toBe(value);
  });

  it('are in effect in a database opened as the tests open it', async () => {
    const db = await openMigratedCopy();
    try {
      const defaults = settingsOf(PGlite.defaultStartParams);
      for (const [name, value] of settingsOf(ENGINE_START_PARAMS)) {
        if (defaults.has(name)) continue;
        const { rows } = await db.query<{ value: string }>('select current_setting($1) as value', [name]);
        expect(rows[0]?.value, name).toBe(value);
      }
    } finally {
      await db.close();
    }
  });
});
