/**
 * What the production bundle uses in place of @rjsf/core's getDefaultRegistry
 * (swapped in by build/rjsf-aliases.ts): RJSF's own defaults, cut to what a
 * compiled bank section can reach. engine/compile-section only emits an object
 * of strings and of string lists (options, or a range's two ends, each drawn by
 * a theme widget named in the uiSchema) (no numbers, booleans, anyOf/oneOf,
 * $ref, layout grids or additional properties), and this theme supplies every
 * widget and the templates it draws, so RJSF's other fields, default widgets and
 * templates (date pickers, file upload, colour, grid layouts…) never ship. A
 * field type outside that set renders RJSF's "unsupported field" note, which the
 * content checks already rule out.
 */
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';

export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: { ArrayField, ObjectField, OptionalDataControlsField, SchemaField, StringField },
    templates: {
      OptionalDataControlsTemplate,
      UnsupportedFieldTemplate: UnsupportedField,
      WrapIfAdditionalTemplate,
      ButtonTemplates: {},
    } as unknown as Registry['templates'],
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
