/** JSON paths as problems print them: `$.sections[0].questions[2].text.zh`. */

/** Ajv's instancePath (`/sections/0/text`) as a JSON path. */
export function pointerToPath(pointer: string): string {
  if (!pointer) return '$';
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, key) => childPath(path, /^\d+$/.test(key) ? Number(key) : key), '$');
}

/** `parent` extended by an object key or an array index. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}
