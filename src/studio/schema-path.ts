/**
 * Which file holds the JSON Schema of an open content file: its `$schema`,
 * read relative to the file's folder as editors' tools read it. Only a schema
 * inside the content folders counts (the studio's server serves nothing else),
 * so a web address or a path leading out of them gives none. The text is
 * searched rather than parsed, so half-typed JSON keeps its schema.
 */
const CONTENT_FOLDERS = ['questionnaires/', 'scoring-rules/'];
const SCHEMA_MEMBER = /"\$schema"\s*:\s*"((?:[^"\\]|\\.)*)"/;

export function schemaPathOf(file: string, text: string): string | undefined {
  const found = SCHEMA_MEMBER.exec(text);
  if (!found) return undefined;
  let reference: string;
  try {
    reference = JSON.parse(`"${found[1]}"`) as string;
  } catch {
    return undefined;
  }
  // A web address, an absolute path or a Windows drive is not a file beside the content.
  if (reference === '' || reference.includes(':') || reference.startsWith('/') || reference.includes('\\')) {
    return undefined;
  }
  const steps = file.split('/').slice(0, -1);
  for (const step of reference.split('/')) {
    if (step === '..') {
      if (steps.length === 0) return undefined;
      steps.pop();
    } else if (step !== '.' && step !== '') steps.push(step);
  }
  const path = steps.join('/');
  return path.endsWith('.json') && CONTENT_FOLDERS.some((folder) => path.startsWith(folder)) ? path : undefined;
}
