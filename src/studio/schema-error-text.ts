/**
 * The JSON view's schema objections in the studio's language. The schema
 * checker words its findings in English only; the common ones are said again
 * from the studio's own texts with the same facts (the property, the expected
 * type, the allowed values), and anything rarer keeps the checker's wording
 * rather than a vaguer line.
 */
import type { TFunction } from 'i18next';

/** What the checker reports: a code, its English message, and the facts the message was made from. */
export interface SchemaFinding {
  code: string;
  message: string;
  data?: Record<string, unknown>;
}

const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function schemaErrorText(finding: SchemaFinding, t: TFunction<'studio'>): string {
  const data = finding.data ?? {};
  switch (finding.code) {
    case 'required-property-error':
      return t('schemaError.required', { property: shown(data.key) });
    case 'no-additional-properties-error':
      return t('schemaError.unknownProperty', { property: shown(data.property) });
    case 'type-error':
      return t('schemaError.type', { expected: shown(data.expected), received: shown(data.received) });
    case 'enum-error':
      return t('schemaError.oneOf', { values: shown(data.values) });
    case 'const-error':
      return t('schemaError.oneOf', { values: shown(data.expected) });
    case 'pattern-error':
      return t('schemaError.pattern', { pattern: shown(data.pattern ?? data.description) });
    case 'min-length-one-error':
      return t('schemaError.empty');
    case 'min-length-error':
      return t('schemaError.minLength', { count: Number(data.minLength) });
    case 'min-items-one-error':
      return t('schemaError.minItems', { count: 1 });
    case 'min-items-error':
      return t('schemaError.minItems', { count: Number(data.minItems) });
    case 'max-items-error':
      return t('schemaError.maxItems', { count: Number(data.maximum) });
    case 'minimum-error':
      return t('schemaError.minimum', { limit: shown(data.minimum) });
    case 'maximum-error':
      return t('schemaError.maximum', { limit: shown(data.maximum) });
    case 'unique-items-error':
      return t('schemaError.duplicate', { value: shown(data.value) });
    default:
      return finding.message;
  }
}
