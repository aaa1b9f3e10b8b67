/**
 * Command-line options of `npm run bench`. Unknown flags stop the run with the
 * usage text, so a typo never silently benchmarks the wrong thing.
 */

export const MEASURES = ['first-paint', 'register', 'reload', 'next', 'complete', 'evaluation-save', 'bytes'] as const;

export type MeasureGroup = (typeof MEASURES)[number];

/** What every benchmark that drives the built app is told. */
export interface BrowserBenchOptions {
  runs: number;
  build: boolean;
  port: number;
  /** Per-step limit: a step that takes longer is a failure of that run, not of the benchmark. */
  stepTimeoutMs: number;
}

export interface Options extends BrowserBenchOptions {
  busy: boolean;
  quiet: boolean;
  only: MeasureGroup[] | null;
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
  readFlags(argv, (flag, take) => {
    switch (flag) {
      case '--no-busy':
        options.busy = false;
        return true;
      case '--no-quiet':
        options.quiet = false;
        return true;
      case '--only': {
        const names = commaList(take());
        for (const name of names)
          if (!(MEASURES as readonly string[]).includes(name))
            throw new Error(`unknown measure "${name}" (known: ${MEASURES.join(', ')})`);
        options.only = [...(options.only ?? []), ...(names as MeasureGroup[])];
        return true;
      }
      default:
        return browserBenchFlag(options, flag, take);
    }
  });
  if (!options.quiet && !options.busy) throw new Error('--no-quiet and --no-busy together leave nothing to run');
  return options;
}

/**
 * Walks the command line: `--flag value` and `--flag=value` alike, `--help`
 * anywhere. `handle` takes each flag, calling `take` for its value, and returns
 * false for one it does not know, which stops the run.
 */
export function readFlags(argv: string[], handle: (flag: string, take: () => string) => boolean): void {
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const take = () => {
      if (inline !== undefined) return inline;
      const next = rest.shift();
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--help' || flag === '-h') throw new HelpRequested();
    if (!handle(flag, take)) throw new Error(`unknown option "${arg}"`);
  }
}

/** Takes one of the flags every browser benchmark has (--runs, --no-build, --port, --step-timeout); false for another. */
export function browserBenchFlag(options: BrowserBenchOptions, flag: string, take: () => string): boolean {
  switch (flag) {
    case '--runs':
      options.runs = positiveInt(flag, take());
      return true;
    case '--no-build':
      options.build = false;
      return true;
    case '--port':
      options.port = positiveInt(flag, take());
      return true;
    case '--step-timeout':
      options.stepTimeoutMs = positiveInt(flag, take()) * 1000;
      return true;
    default:
      return false;
  }
}

export function positiveInt(flag: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a positive integer, got "${raw}"`);
  return n;
}

export const commaList = (raw: string): string[] =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The options, or null after printing the usage (asked for, or with what was wrong: exit status 2). */
export function optionsOrUsage<T>(parse: (argv: string[]) => T, usage: string): T | null {
  try {
    return parse(process.argv.slice(2));
  } catch (error) {
    if (error instanceof HelpRequested) {
      console.info(usage);
      return null;
    }
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exitCode = 2;
    return null;
  }
}

export class HelpRequested extends Error {
  constructor() {
    super('help');
  }
}

export const wants = (options: Options, group: MeasureGroup): boolean =>
  options.only === null || options.only.includes(group);
