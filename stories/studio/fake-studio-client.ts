/**
 * A stand-in for the studio's server in stories: two small files in memory
 * (and any `extra` ones a story adds), the check finding a problem whenever
 * "months" is not a number, saves refused for such an edit unless it is a
 * draft, and the shipped scoring rules as the rules on disk.
 */
import type { Problem } from '../../src/content/problem';
import { defaultEvaluationRules, defaultRiskRules } from '../../src/scoring/default-rules';
import type { StudioClient } from '../../src/studio/studio-client';

export const SCHEDULE = 'scoring-rules/review-schedule.json';
export const GLOSSARY = 'questionnaires/glossary.json';

const initial: Record<string, string> = {
  [SCHEDULE]: `{
  "$schema": "./schema/review-schedule.schema.json",
  "bank": "decision-checkpoint",
  "intervals": {
    "monthly": { "months": 1 },
    "quarterly": { "months": "three" }
  }
}
`,
  [GLOSSARY]: '{\n  "$schema": "./schema/glossary.schema.json",\n  "terms": []\n}\n',
};

function problemsOf(files: Record<string, string>): Problem[] {
  return Object.entries(files).flatMap(([file, text]) =>
    /"months": "/.test(text) ? [{ file, path: '$.intervals.quarterly.months', message: 'must be an integer' }] : [],
  );
}

export function fakeStudioClient(extra: Record<string, string> = {}): StudioClient {
  const files: Record<string, string> = { ...initial, ...extra };
  const ok = <T>(body: T, status = 200) => Promise.resolve({ ok: true as const, status, body });
  return {
    listFiles: () => ok({ files: Object.keys(files).sort() }),
    readFile: (path) => ok({ path, text: files[path] ?? '' }),
    check: (path, text) => {
      const problems = problemsOf({ ...files, [path]: text });
      return ok({ problems, introduced: problems });
    },
    write: (path, text, draft) => {
      const problems = problemsOf({ ...files, [path]: text });
      if (problems.length > 0 && !draft) return ok({ saved: false, problems, introduced: problems }, 409);
      files[path] = text;
      return ok({ saved: true, text, problems, introduced: problems });
    },
    rules: () => ok({ usable: true as const, evaluation: defaultEvaluationRules, risk: defaultRiskRules }),
  };
}
