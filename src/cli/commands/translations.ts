/**
 * `npm run content -- translations [--json]`: every translated text of the banks,
 * the glossary and the scoring-rule files whose two languages disagree (see
 * src/content/translation-problems.ts), each with both languages beside each
 * other. Exit 1 when anything is listed, so a pipeline can hold a release on it;
 * unlike `check` it is advice (a short translation may be right).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bankFilesOnDisk, CONTENT_DIR, GLOSSARY_FILE } from '../../content/load-from-disk';
import { formatProblem } from '../../content/problem';
import { type TranslationFinding, translationFindings } from '../../content/translation-problems';
import { RULES_DIR } from '../../scoring/check-scoring-rules';
import { defineCommand } from '../command';

/** Content and rule files, relative to the root: banks, glossary, then each rule file. */
function translatedFiles(root: string): string[] {
  const rulesDir = path.join(root, RULES_DIR);
  const rules = fs.existsSync(rulesDir)
    ? fs
        .readdirSync(rulesDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${RULES_DIR}/${name}`)
    : [];
  const glossary = `${CONTENT_DIR}/${GLOSSARY_FILE}`;
  return [...bankFilesOnDisk(root), ...(fs.existsSync(path.join(root, glossary)) ? [glossary] : []), ...rules];
}

export default defineCommand({
  name: 'translations',
  synopsis: '[--json]',
  summary: 'texts whose two languages disagree (placeholders, glossary marks, one empty or far shorter)',
  run: async ({ root, args, stdout, stderr, usage }) => {
    const unknown = args.filter((arg) => arg !== '--json');
    if (unknown.length > 0) {
      stderr(usage);
      return 1;
    }
    const findings: TranslationFinding[] = [];
    for (const file of translatedFiles(root)) {
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      } catch (error) {
        stderr(`${file}: ${(error as Error).message} (npm run content -- check)`);
        return 1;
      }
      findings.push(...translationFindings(file, data));
    }
    if (args.includes('--json')) {
      stdout(JSON.stringify(findings, null, 2));
    } else {
      for (const finding of findings) {
        stdout(formatProblem(finding));
        stdout(`    en: ${finding.en}`);
        stdout(`    zh: ${finding.zh}`);
      }
      stdout(
        findings.length === 0
          ? 'Translations agree: placeholders, glossary marks and lengths match in every text.'
          : `${findings.length} text(s) to look at.`,
      );
    }
    return findings.length > 0 ? 1 : 0;
  },
});
