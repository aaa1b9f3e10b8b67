/**
 * What every benchmark's figures are filed with: the machine and the commit
 * they were measured on, and the dated JSON file under bench/results/ that
 * keeps them for comparing runs over time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

export interface Machine {
  nproc: number;
  cpu: string;
  chromium: string;
  node: string;
  commit: string;
}

export function machineOf(chromium: string, commit: string): Machine {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    chromium,
    node: process.versions.node,
    commit,
  };
}

export const machineLine = (machine: Machine) =>
  `Machine: ${machine.nproc} cores (${machine.cpu}), ${machine.chromium}, Node ${machine.node}; commit ${machine.commit}.`;

/** The commit measured, marked when the work tree has uncommitted changes. Take it before building. */
export function commitHash(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The date as the report's heading shows it, in UTC. */
export const reportDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Writes bench/results/<date>-<kind>.json; returns its path. */
export function saveResults(kind: string, date: Date, json: object): string {
  const directory = path.join(repoRoot, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const stamp = date.toISOString().slice(0, 16).replace(':', '');
  const file = path.join(directory, `${stamp}-${kind}.json`);
  writeFileSync(file, `${JSON.stringify(json, null, 1)}\n`);
  return file;
}
