/**
 * Command-line options of `npm run bench`. Unknown flags stop the run with the
 * usage text, so a typo never silently benchmarks the wrong thing.
 */

export const MEASURES = ['first-paint', 'register', 'reload', 'next', 'complete', 'evaluation-save', 'bytes'] as const;

export type MeasureGroup = (typeof MEASURES)[number];

export interface Options {
  runs: number;
  busy: boolean;
  quiet: boolean;
  build: boolean;
  only: MeasureGroup[] | null;
  port: number;
  /** Per-step limit: a step that takes longer is a failure of that run, not of the benchmark. */
  stepTimeoutMs: number;
}

export const USAGE = `Usage: npm run bench -- [options]

  --runs N           runs per load condition (default 7)
  --no-busy          skip the run with both cores busy
  --no-quiet         skip the quiet run (only the busy one)
  --no-build         reuse dist/ instead of running vite build
  --only M[,M...]    only these measures: ${MEASURES.join(', ')}
                     (steps they depend on still run, unreported)
  --port P           port for vite preview (default 4183)
  --step-timeout S   seconds before a step counts as failed (default 60)
  --help             this text`;

export function parseOptions(argv: string[]): Options {
  const options: Options = {
    runs: 7,
    busy: true,
    quiet: true,
    build: true,
    only: null,
    port: 4183,
    stepTimeoutMs: 60_000,
  };
  const rest = [...argv];
  const value = (flag: string): string => {
    const next = rest.shift();
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  const positiveInt = (flag: string, raw: string): number => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a positive integer, got "${raw}"`);
    return n;
  };
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const take = () => inline ?? value(flag);
    switch (flag) {
      case '--runs':
        options.runs = positiveInt(flag, take());
        break;
      case '--no-busy':
        options.busy = false;
        break;
      case '--no-quiet':
        options.quiet = false;
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--only': {
        const names = take()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const name of names)
          if (!(MEASURES as readonly string[]).includes(name))
            throw new Error(`unknown measure "${name}" (known: ${MEASURES.join(', ')})`);
        options.only = [...(options.only ?? []), ...(names as MeasureGroup[])];
        break;
      }
      case '--port':
        options.port = positiveInt(flag, take());
        break;
      case '--step-timeout':
        options.stepTimeoutMs = positiveInt(flag, take()) * 1000;
        break;
      case '--help':
      case '-h':
        throw new HelpRequested();
      default:
        throw new Error(`unknown option "${arg}"`);
    }
  }
  if (!options.quiet && !options.busy) throw new Error('--no-quiet and --no-busy together leave nothing to run');
  return options;
}

export class HelpRequested extends Error {
  constructor() {
    super('help');
  }
}

export const wants = (options: Options, group: MeasureGroup): boolean =>
  options.only === null || options.only.includes(group);
