/**
 * The studio's impact, computed from what its server hands the page, against
 * `npm run content -- diff --json` on the same edit: a scratch copy of the
 * content, the rules and the fixtures, committed, then a stage weight raised.
 * The page's gathering (gatherImpactInput) talks to the server's routes
 * directly; the computation is the worker's (diffOverRecords).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import diff from '../../src/cli/commands/diff.ts';
import { runCommand } from '../../src/cli/testing/run-command.ts';
import { diffOverRecords } from '../../src/scoring/diff-over-records.ts';
import type { EvaluationRules } from '../../src/scoring/rule-types.ts';
import type { ScoreDiff } from '../../src/scoring/score-diff.ts';
import { gatherImpactInput } from '../../src/studio/impact-input.ts';
import { type StudioClient, studioClientOver } from '../../src/studio/studio-client.ts';
import { routeStudioRequest } from './route-studio-request.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EVALUATION = 'scoring-rules/decision-evaluation.json';
let root: string;

/** The studio's client with the server's routes called in-process. */
/** The page's own client, its calls handed to the server's router in process. */
const inProcessClient = (): StudioClient =>
  studioClientOver(async (method, route, body) => routeStudioRequest(root, method, route, body));

const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe', encoding: 'utf8' });

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-impact-'));
  for (const folder of ['questionnaires', 'scoring-rules', 'tests/fixtures/rules']) {
    fs.cpSync(path.join(repo, folder), path.join(root, folder), { recursive: true });
  }
  git('init', '--quiet');
  git('add', '-A');
  git('-c', 'user.name=studio', '-c', 'user.email=studio@example.invalid', 'commit', '--quiet', '-m', 'content');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the studio impact', () => {
  it('gives the numbers of content -- diff --json for an unsaved stage weight edit', async () => {
    const rules = JSON.parse(fs.readFileSync(path.join(root, EVALUATION), 'utf8')) as EvaluationRules;
    rules.stages['2'].weight *= 4;
    const text = `${JSON.stringify(rules, null, 2)}\n`;

    const gathered = await gatherImpactInput(inProcessClient(), EVALUATION, text);
    if (!gathered.ok) throw new Error(JSON.stringify(gathered.problem));
    const { current, edited, fixtures, count, seed } = gathered.input;
    const studio = diffOverRecords(current, edited, fixtures, count, seed);

    fs.writeFileSync(path.join(root, EVALUATION), text);
    const { code, stdout } = await runCommand(diff, root, '--json');
    expect(code).toBe(0);
    const cli = JSON.parse(stdout) as ScoreDiff & { count: number; seed: number };

    expect(cli.summary.decisions.changedRatings).toBeGreaterThan(0);
    expect([count, seed]).toEqual([cli.count, cli.seed]);
    // The page receives the records through JSON, as the CLI's report is JSON: compare them the same way.
    expect(JSON.parse(JSON.stringify(studio))).toEqual({ changes: cli.changes, summary: cli.summary });
  });

  it('refuses to score rules that fail the check, as the command does', async () => {
    const gathered = await gatherImpactInput(inProcessClient(), EVALUATION, '{ "bank": 3 }\n');
    expect(gathered).toMatchObject({ ok: false, problem: { kind: 'rule-problems' } });
  });

  it('says why when the text is not JSON', async () => {
    const gathered = await gatherImpactInput(inProcessClient(), EVALUATION, '{ "bank": ');
    expect(gathered).toMatchObject({ ok: false, problem: { kind: 'invalid-json', file: EVALUATION } });
  });

  it('serves the rules at a revision, and refuses one git could read as an option', () => {
    const reply = routeStudioRequest(root, 'GET', '/rules?at=HEAD', undefined);
    expect(reply.status).toBe(200);
    expect((reply.body as { files: Record<string, string> }).files['decision-evaluation.json']).toBe(
      git('show', `HEAD:${EVALUATION}`),
    );
    expect(routeStudioRequest(root, 'GET', '/rules?at=--output=x', undefined).status).toBe(400);
    expect(routeStudioRequest(root, 'GET', '/rules?at=no-such-revision', undefined).status).toBe(404);
  });
});
