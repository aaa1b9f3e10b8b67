/**
 * `npm run content -- new-bank NAME --kind KIND`: a new folder
 * questionnaires/NAME/ with a bank.json made from
 * questionnaires/schema/bank.template.json, which `check` accepts and the app
 * lists with no code change. The kinds are those the bank schema allows, so a
 * kind added there is offered here too. Nothing is overwritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import bankSchema from '../../../questionnaires/schema/bank.schema.json' with { type: 'json' };
import { BANK_FILE, CONTENT_DIR, loadContentFromDisk } from '../../content/load-from-disk';
import { formatProblem } from '../../content/problem';
import { defineCommand } from '../command';

export const TEMPLATE_FILE = `${CONTENT_DIR}/schema/bank.template.json`;
const KINDS: readonly string[] = bankSchema.properties.kind.enum;
const ID = new RegExp(bankSchema.definitions.id.pattern);

/** Every string of the template with its tokens filled in; `$comment` (the template's own note) dropped. */
function fill(value: unknown, tokens: Record<string, string>): unknown {
  if (typeof value === 'string') return value.replace(/\{\{(\w+)\}\}/g, (token, key: string) => tokens[key] ?? token);
  if (Array.isArray(value)) return value.map((item) => fill(item, tokens));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$comment')
      .map(([key, item]) => [key, fill(item, tokens)]),
  );
}

export default defineCommand({
  name: 'new-bank',
  synopsis: `NAME --kind ${KINDS.join('|')}`,
  summary: 'a new questionnaires/NAME/bank.json that check accepts',
  run: async ({ root, args, stdout, stderr, usage }) => {
    const rest = [...args];
    const at = rest.indexOf('--kind');
    const [, kind] = at >= 0 ? rest.splice(at, 2) : [];
    const [name, ...extra] = rest;
    if (!name || !kind || extra.length > 0) {
      stderr(usage);
      return 1;
    }
    if (!KINDS.includes(kind)) {
      stderr(`--kind: "${kind}" is not a bank kind (${KINDS.join(', ')})`);
      return 1;
    }
    if (!ID.test(name)) {
      stderr(`"${name}" cannot be a bank id: use letters, digits, - and _, starting with a letter or digit`);
      return 1;
    }
    const folder = path.join(root, CONTENT_DIR, name);
    const taken = loadContentFromDisk(root).banks.find(({ id }) => id === name);
    if (fs.existsSync(folder) || taken) {
      stderr(`${CONTENT_DIR}/${name} already exists${taken ? ' as a bank id' : ''}; choose another name`);
      return 1;
    }
    const template: unknown = JSON.parse(fs.readFileSync(path.join(root, TEMPLATE_FILE), 'utf8'));
    const bank = fill(template, { id: name, kind, name: name.replace(/[-_]+/g, ' ') });
    fs.mkdirSync(folder);
    const file = `${CONTENT_DIR}/${name}/${BANK_FILE}`;
    fs.writeFileSync(path.join(root, file), `${JSON.stringify(bank, null, 2)}\n`);

    const problems = loadContentFromDisk(root).problems.filter((problem) => problem.file === file);
    for (const problem of problems) stderr(formatProblem(problem));
    if (problems.length > 0) {
      stderr(`${file} was written but does not pass the check; the template ${TEMPLATE_FILE} needs fixing.`);
      return 1;
    }
    stdout(`Created ${file} (kind "${kind}", version 1.0.0).`);
    stdout('Next: write its questions in both languages, then npm run content -- check.');
    stdout('Scoring rules that read it name its id in "bank" (see scoring-rules/).');
    return 0;
  },
});
