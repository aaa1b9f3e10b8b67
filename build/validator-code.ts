/**
 * Build-time (Node): turns every section of every bank into precompiled RJSF
 * validator code, so the browser bundle carries plain validation functions and
 * no Ajv compiler. `compileSchemaValidatorsCode` emits CommonJS (its ESM output
 * breaks on the hash-named exports), so each section's code runs inside a small
 * function scope that provides `module` and `exports`.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Bank } from '../src/content/types.ts';
import { sectionSchema, validatorKey } from '../src/engine/compile-section.ts';

/** CommonJS validator code for every section, keyed by validatorKey(bank, section). */
export function sectionValidatorSources(banks: Bank[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const bank of banks) {
    for (const section of bank.sections) {
      const schema = sectionSchema(section) as unknown as Parameters<typeof compileSchemaValidatorsCode>[0];
      sources.set(validatorKey(bank.id, section.id), compileSchemaValidatorsCode(schema));
    }
  }
  return sources;
}

/** An ES module exporting `validators`: { "<bank>/<section>": { "<schema hash>": validate } }. */
export function validatorModuleCode(banks: Bank[]): string {
  const entries = [...sectionValidatorSources(banks)].map(
    ([key, source]) =>
      `${JSON.stringify(key)}: (function () {\nconst module = { exports: {} };\nconst exports = module.exports;\n${source}\nreturn module.exports;\n})()`,
  );
  return `export const validators = {\n${entries.join(',\n')}\n};\n`;
}
