/**
 * What the bank form reads besides the bank's own text, through the studio's
 * client: the glossary as saved (its terms complete `[[` marks, and the theme
 * draws marks with it) and the option values of the bank's last released
 * version (locked in the form). Read again when another bank (another id) is
 * open; until read, or when unreadable, the glossary is empty and no value is
 * locked.
 */
import { useEffect, useState } from 'react';
import type { Glossary } from '../content/types';
import { GLOSSARY_FILE } from './GlossaryForm';
import { LOCK_FILE, newestReleased, optionValuesOf, type ReleasedOptions, releasedCopyPath } from './released-options';
import type { StudioClient } from './studio-client';

const NO_TERMS: Glossary = { terms: [] };

async function readText(client: StudioClient, path: string): Promise<string | undefined> {
  const result = await client.readFile(path);
  return result.ok ? result.body.text : undefined;
}

function glossaryOf(text: string | undefined): Glossary {
  try {
    const data = JSON.parse(text ?? '') as Partial<Glossary>;
    return Array.isArray(data.terms) ? (data as Glossary) : NO_TERMS;
  } catch {
    return NO_TERMS;
  }
}

async function readReleased(client: StudioClient, file: string, id: string): Promise<ReleasedOptions | undefined> {
  const version = newestReleased((await readText(client, LOCK_FILE)) ?? '', id);
  if (version === undefined) return undefined;
  const copy = await readText(client, releasedCopyPath(file, version));
  return copy === undefined ? undefined : { version, values: optionValuesOf(copy) };
}

export interface BankFormSources {
  glossary: Glossary;
  released?: ReleasedOptions;
}

export function useBankFormSources(client: StudioClient, file: string, id: string | undefined): BankFormSources {
  const [glossary, setGlossary] = useState(NO_TERMS);
  const [released, setReleased] = useState<{ key: string; options: ReleasedOptions | undefined }>();
  useEffect(() => {
    let current = true;
    void readText(client, GLOSSARY_FILE).then((text) => current && setGlossary(glossaryOf(text)));
    return () => {
      current = false;
    };
  }, [client]);
  const key = `${file}\n${id ?? ''}`;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    void readReleased(client, file, id).then((options) => current && setReleased({ key, options }));
    return () => {
      current = false;
    };
  }, [client, file, id, key]);
  return { glossary, released: released?.key === key ? released.options : undefined };
}
