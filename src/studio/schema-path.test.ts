import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaPathOf } from './schema-path';

const withSchema = (reference: string) => `{\n  "$schema": ${JSON.stringify(reference)},\n  "terms": []\n}\n`;

describe('schemaPathOf', () => {
  it.each([
    ['questionnaires/glossary.json', './schema/glossary.schema.json', 'questionnaires/schema/glossary.schema.json'],
    ['questionnaires/risk-tolerance/bank.json', '../schema/bank.schema.json', 'questionnaires/schema/bank.schema.json'],
    [
      'questionnaires/decision-checkpoint/versions/1.0.0.json',
      '../../schema/bank.schema.json',
      'questionnaires/schema/bank.schema.json',
    ],
    [
      'scoring-rules/review-schedule.json',
      './schema/review-schedule.schema.json',
      'scoring-rules/schema/review-schedule.schema.json',
    ],
  ])('%s with %s reads %s', (file, reference, expected) => {
    expect(schemaPathOf(file, withSchema(reference))).toBe(expected);
  });

  it('finds the schema of text that is not JSON yet', () => {
    expect(
      schemaPathOf('questionnaires/glossary.json', '{\n  "$schema": "./schema/glossary.schema.json",\n  "ter'),
    ).toBe('questionnaires/schema/glossary.schema.json');
  });

  it.each([
    ['no $schema', '{ "terms": [] }'],
    ['a web address', withSchema('http://json-schema.org/draft-07/schema#')],
    ['an absolute path', withSchema('/etc/schema.json')],
    ['a path out of the content folders', withSchema('../../package.json')],
    ['a file that is not JSON', withSchema('./schema/glossary.schema.ts')],
  ])('gives no schema for %s', (_, text) => {
    expect(schemaPathOf('questionnaires/glossary.json', text)).toBeUndefined();
  });

  it('never leads out of the content folders, whatever the reference', () => {
    const step = fc.constantFrom('..', '.', 'schema', 'questionnaires', 'scoring-rules', 'x.json', '', 'a');
    fc.assert(
      fc.property(
        fc.constantFrom('questionnaires/glossary.json', 'scoring-rules/a.json', 'questionnaires/b/bank.json'),
        fc.array(step, { maxLength: 6 }),
        (file, steps) => {
          const path = schemaPathOf(file, withSchema(steps.join('/')));
          if (path === undefined) return;
          expect(path).toMatch(/^(questionnaires|scoring-rules)\/.*\.json$/);
          expect(path.split('/')).not.toContain('..');
        },
      ),
    );
  });
});
