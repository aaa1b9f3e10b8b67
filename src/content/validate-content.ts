/**
 * Turns parsed content files into trusted banks and glossary plus every problem
 * found. A bank whose structure breaks its meta-schema is left out (later code
 * relies on its shape); one that only lacks a translation stays in, so the
 * scoring-rule checks still see it. Every problem is reported either way.
 * Node-only (Ajv compiles here).
 */
import bankSchema from '../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import glossarySchema from '../../questionnaires/schema/glossary.schema.json' with { type: 'json' };
import { bankProblems, glossaryProblems } from './bank-problems.ts';
import type { Problem } from './problem.ts';
import { schemaReport } from './schema-problems.ts';
import type { Bank, Glossary } from './types.ts';

/** A content file already read and parsed; `file` is relative to the repository root. */
export interface ParsedFile {
  file: string;
  data: unknown;
}

export interface Content {
  banks: Bank[];
  glossary: Glossary;
  problems: Problem[];
}

export function validateContent(glossaryFile: ParsedFile | undefined, bankFiles: ParsedFile[]): Content {
  const problems: Problem[] = [];
  let glossary: Glossary = { terms: [] };
  if (glossaryFile) {
    const report = schemaReport(glossarySchema, glossaryFile.data, glossaryFile.file);
    problems.push(...report.problems);
    if (report.usable) {
      glossary = glossaryFile.data as Glossary;
      problems.push(...glossaryProblems(glossary, glossaryFile.file));
    }
  }
  const banks: Bank[] = [];
  const fileOfBank = new Map<string, string>();
  for (const { file, data } of bankFiles) {
    const report = schemaReport(bankSchema, data, file);
    problems.push(...report.problems);
    if (!report.usable) continue;
    const bank = data as Bank;
    const other = fileOfBank.get(bank.id);
    if (other) {
      problems.push({ file, path: '$.id', message: `bank id "${bank.id}" is already used by ${other}` });
      continue;
    }
    fileOfBank.set(bank.id, file);
    problems.push(...bankProblems(bank, glossary, file));
    banks.push(bank);
  }
  return { banks, glossary, problems };
}
