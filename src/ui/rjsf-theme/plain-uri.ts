/**
 * Stands in for fast-uri inside @rjsf/utils in the app's bundle (see
 * build/rjsf-aliases.ts). RJSF only resolves URIs for `$id` and `$ref`, which a
 * compiled bank section never contains; should one appear, the platform's URL
 * resolves it.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function equal(a: string, b: string): boolean {
  return a === b || resolve('http://x/', a) === resolve('http://x/', b);
}

export default { equal, resolve };
