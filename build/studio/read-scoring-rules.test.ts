import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoringRulesReply } from '../../src/studio/studio-api-types.ts';
import { routeStudioRequest } from './route-studio-request.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EVALUATION = 'scoring-rules/decision-evaluation.json';
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-rules-'));
  for (const folder of ['questionnaires', 'scoring-rules']) {
    fs.cpSync(path.join(repo, folder), path.join(root, folder), { recursive: true });
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const rulesReply = () => routeStudioRequest(root, 'GET', '/rules', undefined);

describe('GET rules', () => {
  it('hands over the evaluation and risk rules exactly as they are on disk', () => {
    const { status, body } = rulesReply();
    expect(status).toBe(200);
    const onDisk = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    expect(body).toEqual({
      usable: true,
      evaluation: onDisk(EVALUATION),
      risk: onDisk('scoring-rules/risk-tolerance.json'),
    });
  });

  it('lists the problems instead when a draft of those rules would not pass the check', () => {
    const file = path.join(root, EVALUATION);
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace(/"weight": \d+/, '"weight": "heavy"'));
    try {
      const body = rulesReply().body as ScoringRulesReply;
      expect(body.usable).toBe(false);
      if (body.usable) return;
      expect(body.problems.length).toBeGreaterThan(0);
      expect(body.problems.every((problem) => problem.file === EVALUATION)).toBe(true);
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
