/**
 * What the production bundle uses in place of @rjsf/utils' shallowAllOfMerge
 * (swapped in by build/rjsf-aliases.ts). RJSF calls it only for a schema with
 * `allOf`, and engine/compile-section never emits one (compile-section's test
 * checks every section of every shipped and released bank), so the JSON-Schema
 * merger behind it (@x0k/json-schema-merge) never ships. Should a schema with
 * `allOf` ever reach the form, this says so instead of merging it wrongly.
 */
export default function shallowAllOfMerge(_schema: unknown): never {
  throw new Error(
    'A form schema with allOf reached RJSF, but the production bundle leaves out its allOf merger (see build/rjsf-aliases.ts).',
  );
}
