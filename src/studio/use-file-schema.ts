/**
 * The JSON Schema that the open file's `$schema` names, read through the
 * studio's server so the JSON view can complete and check against it.
 * undefined while it loads, and for a file without a schema the server
 * serves or one that is not JSON: the view then edits without hints.
 * Each schema file is read once per client, as long as it reads.
 */
import type { updateSchema } from 'codemirror-json-schema';
import { useEffect, useMemo, useState } from 'react';
import { schemaPathOf } from './schema-path';
import type { StudioClient } from './studio-client';

/** A JSON Schema as the JSON view's completion and checks take it. */
export type JsonSchema = NonNullable<Parameters<typeof updateSchema>[1]>;

const schemasOf = new WeakMap<StudioClient, Map<string, Promise<JsonSchema | undefined>>>();

function readSchema(client: StudioClient, path: string): Promise<JsonSchema | undefined> {
  let cache = schemasOf.get(client);
  if (!cache) {
    cache = new Map();
    schemasOf.set(client, cache);
  }
  let schema = cache.get(path);
  if (!schema) {
    schema = client.readFile(path).then((result) => {
      if (!result.ok) return undefined;
      try {
        const parsed: unknown = JSON.parse(result.body.text);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as JsonSchema)
          : undefined;
      } catch {
        return undefined;
      }
    });
    // A schema that could not be read is asked for again when a file names it next.
    void schema.then((read) => read === undefined && cache?.delete(path));
    cache.set(path, schema);
  }
  return schema;
}

export function useFileSchema(client: StudioClient, file: string | undefined, text: string | undefined) {
  const path = useMemo(() => (file && text !== undefined ? schemaPathOf(file, text) : undefined), [file, text]);
  const [loaded, setLoaded] = useState<{ path: string; schema: JsonSchema | undefined }>();
  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    void readSchema(client, path).then((schema) => {
      if (current) setLoaded({ path, schema });
    });
    return () => {
      current = false;
    };
  }, [client, path]);
  return loaded && loaded.path === path ? loaded.schema : undefined;
}
