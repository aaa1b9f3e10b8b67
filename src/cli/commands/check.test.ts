/**
 * `npm run content -- check` on the real content and on broken copies of it:
 * one test per kind of problem an editor can make.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { contentCopy as copyContent } from '../testing/run-command';
import check from './check';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DECISION = 'questionnaires/decision-checkpoint/bank.json';
const RISK = 'questionnaires/risk-tolerance/bank.json';
const GLOSSARY = 'questionnaires/glossary.json';

const copies: string[] = [];

function readRepoJson(file: string) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
}
const questionTypes = (): string[] =>
  readRepoJson('questionnaires/schema/bank.schema.json').definitions.question.properties.type.enum;
const shippedTermCount = (): number => readRepoJson(GLOSSARY).terms.length;

/** A throw-away copy of the content (banks, glossary, scoring rules) to break. */
function contentCopy(): string {
  const root = copyContent(repoRoot, 'content-check-');
  copies.push(root);
  return root;
}

// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON
function edit(root: string, file: string, change: (json: any) => void): void {
  const full = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  change(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}

async function runCheck(root: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await check.run({ root, args: [], stdout: (line) => out.push(line), stderr: (line) => err.push(line) });
  return { code, out, err };
}

/** Runs check on a copy broken by `breakIt` and expects exactly the line `file  path  message…`. */
async function expectProblem(
  breakIt: (root: string) => void,
  file: string,
  jsonPath: string,
  message: string | RegExp,
) {
  const root = contentCopy();
  breakIt(root);
  const { code, err } = await runCheck(root);
  expect(code).toBe(1);
  const line = err.find((candidate) => candidate.startsWith(`${file}  ${jsonPath}  `));
  expect(line, err.join('\n')).toBeDefined();
  expect(line?.slice(`${file}  ${jsonPath}  `.length)).toMatch(message);
}

afterEach(() => {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('content check', () => {
  it('passes the real content with exit code 0', async () => {
    const { code, out, err } = await runCheck(contentCopy());
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const bankFolders = fs
      .readdirSync(path.join(repoRoot, 'questionnaires'), { withFileTypes: true })
      .filter((entry) => fs.existsSync(path.join(repoRoot, 'questionnaires', entry.name, 'bank.json')));
    expect(out.join('\n')).toContain(`${bankFolders.length} bank(s)`);
  });

  it('exits 0 through npm run content -- check', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/content.ts', 'check'], { cwd: repoRoot });
    expect(stdout).toMatch(/Content OK/);
  });

  it('reports a meta-schema error: an unknown question type', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          bank.sections[0].questions[0].type = 'slider';
        }),
      DECISION,
      '$.sections[0].questions[0].type',
      new RegExp(`must be one of: ${questionTypes().join(', ')}`),
    );
  });

  it('reports a meta-schema error: a misspelt field', async () => {
    await expectProblem(
      (root) =>
        edit(root, RISK, (bank) => {
          bank.sections[1].questions[0].options[2].lable = bank.sections[1].questions[0].options[2].label;
        }),
      RISK,
      '$.sections[1].questions[0].options[2].lable',
      'unknown field "lable"',
    );
  });

  it('reports a choice question without options', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          delete bank.sections[0].questions[1].options;
        }),
      DECISION,
      '$.sections[0].questions[1].options',
      'this question type needs a list of options',
    );
  });

  it('reports a duplicate question id', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          bank.sections[3].questions[1].id = '1-1';
        }),
      DECISION,
      '$.sections[3].questions[1].id',
      'duplicate question id "1-1" (first used at $.sections[0].questions[0])',
    );
  });

  it('reports a duplicate option value', async () => {
    await expectProblem(
      (root) =>
        edit(root, RISK, (bank) => {
          bank.sections[0].questions[0].options[3].value = 'lt20';
        }),
      RISK,
      '$.sections[0].questions[0].options[3].value',
      'duplicate option value "lt20"',
    );
  });

  it('reports a duplicate bank id', async () => {
    await expectProblem(
      (root) =>
        fs.cpSync(path.join(root, 'questionnaires/risk-tolerance'), path.join(root, 'questionnaires/zz-risk-copy'), {
          recursive: true,
        }),
      'questionnaires/zz-risk-copy/bank.json',
      '$.id',
      'bank id "risk-tolerance" is already used by questionnaires/risk-tolerance/bank.json',
    );
  });

  it('reports a duplicate glossary term', async () => {
    await expectProblem(
      (root) =>
        edit(root, GLOSSARY, (glossary) => {
          glossary.terms.push({ ...glossary.terms[0] });
        }),
      GLOSSARY,
      `$.terms[${shippedTermCount()}].id`,
      'duplicate term id "pe-ratio" (first used at $.terms[0])',
    );
  });

  it('reports an option label missing a language', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          delete bank.sections[1].questions[0].options[2].label.zh;
        }),
      DECISION,
      '$.sections[1].questions[0].options[2].label.zh',
      'missing the zh (Chinese) text',
    );
  });

  it('reports a glossary term missing a language', async () => {
    await expectProblem(
      (root) =>
        edit(root, GLOSSARY, (glossary) => {
          glossary.terms[3].term.en = '  ';
        }),
      GLOSSARY,
      '$.terms[3].term.en',
      'the text is empty',
    );
  });

  it('reports help text missing a language', async () => {
    await expectProblem(
      (root) =>
        edit(root, RISK, (bank) => {
          delete bank.sections[4].questions[1].help.en;
        }),
      RISK,
      '$.sections[4].questions[1].help.en',
      'missing the en (English) text',
    );
  });

  it('reports a marked term the glossary lacks', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          bank.sections[2].questions[0].text.zh = '买入前是否检查了[[peg-ratio|PEG]]？';
        }),
      DECISION,
      '$.sections[2].questions[0].text.zh',
      'marks the glossary term "peg-ratio", which questionnaires/glossary.json does not define',
    );
  });

  it('reports a broken term mark', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          bank.sections[1].questions[0].options[0].label.en = '[[fundamental-analysis|Fundamental analysis]';
        }),
      DECISION,
      '$.sections[1].questions[0].options[0].label.en',
      /broken glossary mark/,
    );
  });

  it('reports a yes/no question with other options', async () => {
    await expectProblem(
      (root) =>
        edit(root, DECISION, (bank) => {
          bank.sections[5].questions[0].options[0].value = 'true';
        }),
      DECISION,
      '$.sections[5].questions[0].options',
      'a yesno question needs exactly the options "yes" and "no", in that order',
    );
  });

  it('reports a file that is not JSON', async () => {
    await expectProblem((root) => fs.appendFileSync(path.join(root, GLOSSARY), '}'), GLOSSARY, '$', /^not valid JSON/);
  });

  it('reports scoring rules that name an option the bank no longer has', async () => {
    const root = contentCopy();
    edit(root, RISK, (bank) => {
      bank.sections[0].questions[0].options[0].value = 'under20';
    });
    const { code, err } = await runCheck(root);
    expect(code).toBe(1);
    expect(err.some((line) => line.startsWith('scoring-rules/risk-tolerance.json  $.'))).toBe(true);
  });

  it('prints one line per problem and a count', async () => {
    const root = contentCopy();
    edit(root, DECISION, (bank) => {
      // Under a raised version, so the released one is not changed in place.
      const [major, minor, patch] = String(bank.version).split('.').map(Number);
      bank.version = `${major}.${minor}.${(patch ?? 0) + 1}`;
      delete bank.sections[0].questions[0].text.en;
      delete bank.sections[0].questions[0].help.zh;
    });
    const { err } = await runCheck(root);
    expect(err).toEqual([
      `${DECISION}  $.sections[0].questions[0].text.en  missing the en (English) text`,
      `${DECISION}  $.sections[0].questions[0].help.zh  missing the zh (Chinese) text`,
      '2 problem(s) found.',
    ]);
  });
});
