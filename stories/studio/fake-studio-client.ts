/**
 * A stand-in for the studio's server in stories: a few small files in memory,
 * the check finding a problem whenever "months" is not a number, and saves
 * refused for an edit bringing a problem into its own file unless it is a
 * draft. The bank's version 1.0.0 is released: an edit of its wording under
 * that version is "changed in place" (a problem, and a patch 1.0.1 suggested),
 * and Release records the bank's version once it is higher. The rules at HEAD
 * are the two scoring rule files as they start out; the impact data has no
 * banks and no fixtures (stories hand the impact panel a computation of their
 * own); the rules on disk, which the preview scores with, are the shipped ones.
 */
import type { Problem } from '../../src/content/problem';
import type { ReleaseOutcome } from '../../src/content/version-lock';
import { defaultEvaluationRules, defaultRiskRules } from '../../src/scoring/default-rules';
import type {
  BankVersionStatus,
  ChangesReply,
  DiffHunk,
  FileChange,
  ReleaseReply,
} from '../../src/studio/studio-api-types';
import type { StudioClient } from '../../src/studio/studio-client';

export const SCHEDULE = 'scoring-rules/review-schedule.json';
export const GLOSSARY = 'questionnaires/glossary.json';
export const EVALUATION = 'scoring-rules/decision-evaluation.json';
export const RISK = 'scoring-rules/risk-tolerance.json';
export const BANK = 'questionnaires/tiny/bank.json';
export const RELEASED = '1.0.0';
const LOCK = 'questionnaires/versions.lock.json';

/** The bank as released (and committed) at 1.0.0. */
export const releasedBank = `{
  "$schema": "../schema/bank.schema.json",
  "id": "tiny",
  "version": "${RELEASED}",
  "title": { "zh": "小题库", "en": "Tiny bank" }
}
`;

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
  [BANK]: releasedBank,
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

/** The two texts' differing lines, in one hunk (the stand-in's diff: enough for a story). */
function hunks(before: string, after: string): DiffHunk[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  const lines = a.flatMap((line, index) =>
    line === b[index]
      ? []
      : [
          { kind: 'removed' as const, text: line, before: index + 1 },
          { kind: 'added' as const, text: b[index] ?? '', after: index + 1 },
        ],
  );
  return lines.length > 0 ? [{ lines }] : [];
}

const versionOf = (text: string) => /"version": "([^"]+)"/.exec(text)?.[1] ?? '';

/** `edits`: files as they are on disk when the page opens, unlike the committed ones (git HEAD). */
export function fakeStudioClient(edits: Record<string, string> = {}): StudioClient {
  const files = { ...initial, ...edits };
  const head = { ...initial };
  const released = new Map([[RELEASED, releasedBank]]);
  const ok = <T>(body: T, status = 200) => Promise.resolve({ ok: true as const, status, body });

  const bankStatus = (text: string): BankVersionStatus => {
    const version = versionOf(text);
    const newest = [...released.keys()].at(-1) ?? RELEASED;
    const copy = released.get(newest) ?? '';
    const same = text.replace(/"version": "[^"]+"/, '') === copy.replace(/"version": "[^"]+"/, '');
    const suggested = `1.0.${Number(newest.split('.')[2]) + 1}`;
    return {
      id: 'tiny',
      file: BANK,
      version,
      released: newest,
      changedInPlace: released.has(version) && released.get(version) !== text,
      bump: same ? undefined : 'patch',
      suggested: same || version >= suggested ? undefined : suggested,
      hunks: hunks(copy, text),
    };
  };

  const problemsOf = (all: Record<string, string>): Problem[] =>
    Object.entries(all).flatMap(([file, text]): Problem[] => {
      if (/"months": "/.test(text))
        return [{ file, path: '$.intervals.quarterly.months', message: 'must be an integer' }];
      if (file === BANK && bankStatus(text).changedInPlace) {
        return [
          {
            file,
            path: '$.version',
            message: `version ${versionOf(text)} is released and this file no longer matches it`,
          },
        ];
      }
      return [];
    });

  return {
    listFiles: () => ok({ files: Object.keys(files).sort() }),
    readFile: (path) => ok({ path, text: files[path] ?? '' }),
    check: (path, text) => {
      const problems = problemsOf({ ...files, [path]: text });
      return ok({ problems, introduced: problems.filter(({ file }) => file === path) });
    },
    write: (path, text, draft) => {
      const problems = problemsOf({ ...files, [path]: text });
      const introduced = problems.filter(({ file }) => file === path);
      if (introduced.length > 0 && !draft) return ok({ saved: false, problems, introduced }, 409);
      files[path] = text;
      return ok({ saved: true, text, problems, introduced });
    },
    changes: () => {
      const changed: FileChange[] = Object.keys(files)
        .filter((file) => files[file] !== head[file])
        .sort()
        .map((file) => ({
          path: file,
          status: head[file] === undefined ? 'added' : 'modified',
          hunks: hunks(head[file] ?? '', files[file] ?? ''),
        }));
      const reply: ChangesReply = { head: { available: true, files: changed }, banks: [bankStatus(files[BANK] ?? '')] };
      return ok(reply);
    },
    rulesAt: (at) =>
      ok({
        at,
        files: { 'decision-evaluation.json': initial[EVALUATION] ?? '', 'risk-tolerance.json': initial[RISK] ?? '' },
      }),
    impactData: () => ok({ banks: [], fixtures: { decisions: [], assessments: [] } }),
    rules: () => ok({ usable: true as const, evaluation: defaultEvaluationRules, risk: defaultRiskRules }),
    bump: (path, text) => ok({ bank: path === BANK ? bankStatus(text) : undefined }),
    release: () => {
      const text = files[BANK] ?? '';
      const version = versionOf(text);
      const status = bankStatus(text);
      if (status.changedInPlace) {
        const outcomes: ReleaseOutcome[] = [{ id: 'tiny', version, status: 'edited-in-place', file: BANK }];
        return ok<ReleaseReply>({ status: 'refused', outcomes }, 409);
      }
      if (released.has(version)) {
        return ok<ReleaseReply>({
          status: 'released',
          outcomes: [{ id: 'tiny', version, status: 'unchanged' }],
          written: [],
        });
      }
      released.set(version, text);
      const copy = `questionnaires/tiny/versions/${version}.json`;
      files[copy] = text;
      files[LOCK] = `{ "banks": { "tiny": [${[...released.keys()].map((v) => `"${v}"`).join(', ')}] } }\n`;
      return ok<ReleaseReply>({
        status: 'released',
        outcomes: [{ id: 'tiny', version, status: 'released', file: BANK, copy }],
        written: [LOCK, copy],
        commit: `git add -- ${BANK} ${LOCK} ${copy} && git commit -m 'Release tiny ${version}'`,
      });
    },
  };
}

/** A stand-in whose every call fails as an unreachable server does. */
export function unreachableStudioClient(): StudioClient {
  const failed = () =>
    Promise.resolve({
      ok: false as const,
      status: 0,
      failure: { error: 'network' as const, message: 'TypeError: Failed to fetch' },
    });
  return {
    listFiles: failed,
    readFile: failed,
    check: failed,
    write: failed,
    rulesAt: failed,
    impactData: failed,
    rules: failed,
    changes: failed,
    bump: failed,
    release: failed,
  };
}

/** A stand-in that never answers: what the page shows while the server works. */
export function pendingStudioClient(): StudioClient {
  const never = () => new Promise<never>(() => {});
  return {
    listFiles: never,
    readFile: never,
    check: never,
    write: never,
    rulesAt: never,
    impactData: never,
    rules: never,
    changes: never,
    bump: never,
    release: never,
  };
}
