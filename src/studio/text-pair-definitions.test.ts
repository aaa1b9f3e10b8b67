import { describe, expect, it } from 'vitest';
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import glossarySchema from '../../questionnaires/schema/glossary.schema.json' with { type: 'json' };
import { isTextPairSchema, textPairDefinitions } from './text-pair-definitions';

describe('the translated texts of a content schema', () => {
  it('finds the glossary schema’s Chinese | English text', () => {
    expect(textPairDefinitions(glossarySchema, 'textPair')).toEqual({
      '#/definitions/localized': { 'ui:field': 'textPair' },
    });
  });

  it('finds the bank schema’s translated texts too, and nothing that is not one', () => {
    const found = Object.keys(textPairDefinitions(bankSchema, 'textPair'));
    expect(found.length).toBeGreaterThan(0);
    const definitions = bankSchema.definitions as Record<string, unknown>;
    for (const ref of found) expect(isTextPairSchema(definitions[ref.replace('#/definitions/', '')])).toBe(true);
  });

  it('takes an object with another property, or one language only, for something else', () => {
    const pair = { type: 'object', properties: { en: {}, zh: {} } };
    expect(isTextPairSchema(pair)).toBe(true);
    expect(isTextPairSchema({ ...pair, properties: { en: {}, zh: {}, note: {} } })).toBe(false);
    expect(isTextPairSchema({ ...pair, properties: { en: {} } })).toBe(false);
    expect(isTextPairSchema({ type: 'string' })).toBe(false);
  });
});
