/**
 * The app's i18next. Each table (a namespace in one language) is a chunk of its
 * own, loaded when needed, so a reader downloads only their language: the
 * shell's tables before the first paint, the signed-in screens' tables and the
 * scoring messages together with those screens' code, and the other language's
 * tables only on a switch (i18next loads every namespace in use for the new
 * language before it changes, so a switch never shows a key for a moment).
 */
import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../content/types';
import { RULES_NAMESPACE } from '../scoring/rules-namespace';
import { sharedOptions } from './options';
import { SHELL_NAMESPACES } from './shell-namespaces';

type Table = Record<string, unknown>;

// The content studio's tables are left out: it is a dev-only page, and nothing of it may reach the app's bundle.
const tables = import.meta.glob<Table>(['./locales/*/*.json', '!./locales/*/studio.json'], { import: 'default' });

function tableNamespace(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

/** Every other table, and the scoring messages: what the signed-in screens and the dialogs read. */
export const SCREEN_NAMESPACES: string[] = [
  ...new Set(Object.keys(tables).map(tableNamespace)),
  RULES_NAMESPACE,
].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns));

async function readTable(language: string, namespace: string): Promise<Table> {
  if (namespace === RULES_NAMESPACE) return (await import('./rules-resources')).rulesResources(language as Lang);
  const load = tables[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No UI table ${language}/${namespace}`);
  return load();
}

const lazyTables: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // No retries inside i18next: a failed table shows as a failed load, with Retry (loadScreenTexts).
    readTable(language, namespace).then(
      (table) => callback(null, table),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Resolves once the shell's tables in `language` are loaded (or have failed: then keys show, never a blank page). */
export async function startAppI18n(language: Lang): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyTables)
    .use(initReactI18next)
    .init({ ...sharedOptions(language), ns: [...SHELL_NAMESPACES] });
  return instance;
}

/**
 * Loads the signed-in screens' tables in the current language; rejects when one
 * could not be loaded, so the caller can offer Retry. i18next does not read a
 * failed table again by itself, so a retry reloads the missing ones.
 */
export async function loadScreenTexts(instance: i18n): Promise<void> {
  const missing = () => SCREEN_NAMESPACES.filter((ns) => !instance.hasResourceBundle(instance.language, ns));
  await instance.loadNamespaces(SCREEN_NAMESPACES);
  if (missing().length > 0) await instance.reloadResources([instance.language], missing());
  const still = missing();
  if (still.length > 0) throw new Error(`UI tables not loaded: ${still.join(', ')}`);
}
