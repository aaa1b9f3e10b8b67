/**
 * Background CPU load: one spinning Node process per core, so the "busy" figures
 * show how the app behaves on a machine that is doing something else.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { onCleanup } from './cleanup.ts';

export interface BusyLoad {
  loops: number;
  stop: () => void;
}

export function startBusyLoad(loops = availableParallelism()): BusyLoad {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    children.length = 0;
  };
  const forget = onCleanup(stop);
  for (let i = 0; i < loops; i++) children.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  return {
    loops,
    stop: () => {
      stop();
      forget();
    },
  };
}
