/**
 * Which definitions of a content file's JSON Schema are translated texts, for
 * the form to draw each as a Chinese | English pair: an object of exactly an
 * `en` and a `zh` property, the shape `content -- translations` reads as a
 * translated text. Found from the schema, so a field a schema adds later gets
 * the pair with no code change. The answer is RJSF's `ui:definitions`, keyed
 * by the `$ref` that points at each one.
 */

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, unknown>;
  definitions?: Record<string, unknown>;
}

const asNode = (value: unknown): SchemaNode | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SchemaNode) : undefined;

/** Whether a schema describes a translated text. */
export function isTextPairSchema(schema: unknown): boolean {
  const node = asNode(schema);
  if (node?.type !== 'object' || !node.properties) return false;
  return Object.keys(node.properties).sort().join() === 'en,zh';
}

/** `ui:definitions` drawing every translated-text definition of `schema` with the field named `field`. */
export function textPairDefinitions(schema: unknown, field: string): Record<string, { 'ui:field': string }> {
  const definitions = asNode(schema)?.definitions ?? {};
  return Object.fromEntries(
    Object.entries(definitions)
      .filter(([, definition]) => isTextPairSchema(definition))
      .map(([name]) => [`#/definitions/${name}`, { 'ui:field': field }]),
  );
}
