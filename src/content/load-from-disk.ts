/**
 * Reads every bank (questionnaires/<folder>/bank.json) and the glossary from a
 * content root, for the CLI and Node tests. Discovery is by folder: a new
 * folder with a bank.json is picked up with no code change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from './problem.ts';
import type { Bank, Glossary } from './types.ts';
import { type ParsedFile, validateContent } from './validate-content.ts';

export const CONTENT_DIR = 'questionnaires';
export const BANK_FILE = 'bank.json';
export const GLOSSARY_FILE = 'glossary.json';

function readJson(root: string, file: string, problems: Problem[]): ParsedFile | undefined {
  let source: string;
  try {
    source = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    problems.push({ file, path: '$', message: 'file not found' });
    return undefined;
  }
  try {
    return { file, data: JSON.parse(source) };
  } catch (error) {
    problems.push({ file, path: '$', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/** Bank files under `root`, relative to it, in folder-name order. */
export function bankFilesOnDisk(root: string): string[] {
  const dir = path.join(root, CONTENT_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, BANK_FILE)))
    .map((entry) => `${CONTENT_DIR}/${entry.name}/${BANK_FILE}`)
    .sort();
}

export function loadContentFromDisk(root: string): { banks: Bank[]; glossary: Glossary; problems: Problem[] } {
  const readProblems: Problem[] = [];
  const glossaryFile = readJson(root, `${CONTENT_DIR}/${GLOSSARY_FILE}`, readProblems);
  const bankFiles = bankFilesOnDisk(root).flatMap((file) => readJson(root, file, readProblems) ?? []);
  const content = validateContent(glossaryFile, bankFiles);
  return { ...content, problems: [...readProblems, ...content.problems] };
}
