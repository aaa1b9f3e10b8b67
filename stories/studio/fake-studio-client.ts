/**
 * A stand-in for the studio's server in stories: a few small files in memory
 * (and any a story adds or starts otherwise), the check finding a problem
 * whenever "months" is not a number, and saves refused for such an edit unless
 * it is a draft. The rules at HEAD are the two scoring rule files as they
 * start out; the impact data has no banks and no fixtures (stories hand the
 * impact panel a computation of their own); the rules on disk, which the
 * preview scores with, are the shipped ones.
 */
import type { Problem } from '../../src/content/problem';
import { defaultEvaluationRules, defaultRiskRules } from '../../src/scoring/default-rules';
import type { StudioClient } from '../../src/studio/studio-client';

export const SCHEDULE = 'scoring-rules/review-schedule.json';
export const GLOSSARY = 'questionnaires/glossary.json';
export const EVALUATION = 'scoring-rules/decision-evaluation.json';
export const RISK = 'scoring-rules/risk-tolerance.json';

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
  [EVALUATION]: `{
  "bank": "decision-checkpoint",
  "stages": { "2": { "weight": 100, "base": 50 } },
  "ratings": [{ "key": "system" }, { "key": "stable" }, { "key": "cautious" }, { "key": "high-risk" }]
}
`,
  [RISK]: `{
  "bank": "risk-tolerance",
  "profiles": [{ "key": "conservative" }, { "key": "steady" }, { "key": "balanced" }]
}
`,
};

function problemsOf(files: Record<string, string>): Problem[] {
  return Object.entries(files).flatMap(([file, text]) =>
    /"months": "/.test(text) ? [{ file, path: '$.intervals.quarterly.months', message: 'must be an integer' }] : [],
  );
}

/** `overrides`: files added, or whose text starts otherwise (a schedule that passes the check, say). */
export function fakeStudioClient(overrides: Record<string, string> = {}): StudioClient {
  const files: Record<string, string> = { ...initial, ...overrides };
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
    rulesAt: (at) =>
      ok({
        at,
        files: { 'decision-evaluation.json': initial[EVALUATION] ?? '', 'risk-tolerance.json': initial[RISK] ?? '' },
      }),
    impactData: () => ok({ banks: [], fixtures: { decisions: [], assessments: [] } }),
    rules: () => ok({ usable: true as const, evaluation: defaultEvaluationRules, risk: defaultRiskRules }),
  };
}
