import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContentFromDisk } from '../content/load-from-disk';
import { type Bank, LANGS, type Question, type QuestionType, type Section } from '../content/types';
import { releasedBanks } from '../content/version-lock';
import { compileSection, sectionSchema, sectionUiSchema } from './compile-section';
import type { FieldUiSchema } from './form-schema';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shipped = loadContentFromDisk(repoRoot).banks;
const fixtures = loadContentFromDisk(path.join(repoRoot, 'tests/fixtures/banks')).banks;
const released = releasedBanks(repoRoot, shipped);

const TYPES: QuestionType[] = [
  'text',
  'textarea',
  'number',
  'probability',
  'range',
  'select',
  'radio',
  'checkbox',
  'yesno',
  'date',
];
// Texts carry a marker so a test can tell them from schema structure.
const TEXT_MARK = '§text§';
const localized = fc.record({ en: fc.string(), zh: fc.string() }).map(({ en, zh }) => ({
  en: `${TEXT_MARK}${en}`,
  zh: `${TEXT_MARK}${zh}`,
}));
const question: fc.Arbitrary<Question> = fc
  .record({
    type: fc.constantFrom(...TYPES),
    required: fc.boolean(),
    text: localized,
    help: fc.option(localized, { nil: undefined }),
    values: fc.uniqueArray(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}$/), { minLength: 2, maxLength: 5 }),
  })
  .map(({ values, help, ...rest }) => ({
    ...rest,
    id: '',
    ...(help ? { help } : {}),
    ...(['select', 'radio', 'checkbox', 'yesno'].includes(rest.type)
      ? { options: values.map((value) => ({ value, label: { en: `${value} en`, zh: `${value} zh` } })) }
      : {}),
  }));
const section: fc.Arbitrary<Section> = fc.array(question, { minLength: 1, maxLength: 8 }).map((questions) => ({
  id: 's',
  title: { en: 'S', zh: 'S' },
  questions: questions.map((q, index) => ({ ...q, id: `q-${index}` })),
}));

describe('compileSection', () => {
  it('compiles every section of every bank (shipped and fixture) in both languages', () => {
    for (const bank of [...shipped, ...fixtures]) {
      bank.sections.forEach((shown, index) => {
        for (const lang of LANGS) {
          const { schema, uiSchema } = compileSection(bank, index, lang);
          expect(Object.keys(schema.properties)).toEqual(shown.questions.map((q) => q.id));
          expect(uiSchema['ui:order']).toEqual(shown.questions.map((q) => q.id));
          for (const q of shown.questions) {
            expect((uiSchema[q.id] as FieldUiSchema)['ui:title']).toBe(q.text[lang]);
          }
        }
      });
    }
  });

  // The production bundle leaves out RJSF's allOf merger (src/ui/rjsf-theme/no-all-of.ts): it stays valid
  // only while no section the app can open, current or released, carries an allOf anywhere in its schema.
  it('never emits allOf, for any section of any shipped or released bank, nor for generated sections', () => {
    const hasAllOf = (schema: unknown) => JSON.stringify(schema).includes('"allOf"');
    for (const bank of [...shipped, ...released, ...fixtures]) {
      bank.sections.forEach((_, index) => {
        for (const lang of LANGS) expect(hasAllOf(compileSection(bank, index, lang).schema)).toBe(false);
      });
    }
    fc.assert(
      fc.property(section, (generated) => {
        expect(hasAllOf(sectionSchema(generated))).toBe(false);
      }),
    );
  });

  it('keeps the schema free of texts, so both languages share one validator', () => {
    fc.assert(
      fc.property(section, (generated) => {
        expect(JSON.stringify(sectionSchema(generated))).not.toContain(TEXT_MARK);
        const bank: Bank = {
          id: 'b',
          version: '1.0.0',
          kind: 'assessment',
          title: { en: 'B', zh: 'B' },
          sections: [generated],
        };
        expect(compileSection(bank, 0, 'en').schema).toEqual(compileSection(bank, 0, 'zh').schema);
      }),
    );
  });

  it('requires exactly the required questions; a required checkbox needs one tick; a range is its two typed ends', () => {
    fc.assert(
      fc.property(section, (generated) => {
        const schema = sectionSchema(generated);
        expect(schema.required).toEqual(generated.questions.filter((q) => q.required).map((q) => q.id));
        for (const q of generated.questions) {
          const field = schema.properties[q.id];
          if (q.type === 'checkbox') {
            expect(field?.type).toBe('array');
            expect(field?.items?.enum).toEqual(q.options?.map((o) => o.value));
            expect(field?.minItems).toBe(q.required ? 1 : undefined);
          } else if (q.type === 'range') {
            expect(field).toEqual({ type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 });
          } else {
            expect(field?.type).toBe('string');
            expect(field?.enum).toEqual(q.options?.map((o) => o.value));
          }
        }
      }),
    );
  });

  it('puts each question’s texts and widget into the uiSchema of its language', () => {
    fc.assert(
      fc.property(section, fc.constantFrom(...LANGS), (generated, lang) => {
        const ui = sectionUiSchema(generated, lang);
        for (const q of generated.questions) {
          const field = ui[q.id] as FieldUiSchema;
          expect(field['ui:title']).toBe(q.text[lang]);
          expect(field['ui:help']).toBe(q.help?.[lang]);
          expect(field['ui:enumNames']).toEqual(q.options?.map((o) => o.label[lang]));
          expect(field['ui:widget']).toBe(q.type === 'checkbox' ? 'checkboxes' : q.type);
        }
      }),
    );
  });

  it('refuses a section index the bank does not have', () => {
    const [bank] = shipped;
    expect(() => compileSection(bank as Bank, 99, 'en')).toThrow(RangeError);
  });

  it('builds a section once per bank version and language, and a new version of the bank afresh', () => {
    const [bank] = shipped as [Bank];
    const first = compileSection(bank, 0, 'en');
    expect(compileSection(bank, 0, 'en')).toBe(first);
    expect(compileSection(bank, 0, 'zh')).not.toBe(first);
    expect(compileSection(bank, 0, 'zh').uiSchema).not.toEqual(first.uiSchema);
    const edited: Bank = structuredClone(bank);
    const [firstQuestion] = edited.sections[0]?.questions ?? [];
    if (firstQuestion) firstQuestion.text.en = 'Edited question';
    const recompiled = compileSection(edited, 0, 'en');
    expect(recompiled).not.toBe(first);
    expect(Object.values(recompiled.uiSchema)).toContainEqual(
      expect.objectContaining({ 'ui:title': 'Edited question' }),
    );
  });
});
