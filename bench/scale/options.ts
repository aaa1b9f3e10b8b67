/**
 * Command-line options of `npm run bench:scale`. Unknown flags stop the run
 * with the usage text, so a typo never silently benchmarks the wrong thing.
 */
import { type BrowserBenchOptions, browserBenchFlag, commaList, positiveInt, readFlags } from '../embedded/options.ts';

export interface ScaleOptions extends BrowserBenchOptions {
  /** Journal sizes, in decisions, in the order given. */
  scale: number[];
  seed: number;
  /** Reloads per measurement; the reload figures are their median. */
  reloads: number;
}

export const USAGE = `Usage: npm run bench:scale -- [options]

  --scale N[,N...]   journal sizes to measure, in decisions (default 0,2000,10000)
  --runs N           runs; each measures every size once, in an order rotated
                     from run to run (default 3)
  --reloads N        reloads per measurement, each timed; their median is the
                     measurement's reload figures (default 3: one reload is at
                     the mercy of whatever the machine does in that second)
  --no-build         reuse dist/ instead of running vite build
  --seed N           seed of the generated journals (default 1: the same journals every time)
  --port P           port for vite preview (default 4184)
  --step-timeout S   seconds before a step counts as failed (default 300)
  --help             this text`;

export function parseScaleOptions(argv: string[]): ScaleOptions {
  const options: ScaleOptions = {
    scale: [0, 2000, 10000],
    runs: 3,
    build: true,
    port: 4184,
    seed: 1,
    reloads: 3,
    stepTimeoutMs: 300_000,
  };
  readFlags(argv, (flag, take) => {
    switch (flag) {
      case '--scale': {
        const sizes = commaList(take()).map((raw) => {
          const n = Number(raw.replace(/_/g, ''));
          if (!Number.isInteger(n) || n < 0) throw new Error(`--scale takes whole numbers, got "${raw}"`);
          return n;
        });
        if (sizes.length === 0) throw new Error('--scale needs at least one size');
        options.scale = [...new Set(sizes)];
        return true;
      }
      case '--reloads':
        options.reloads = positiveInt(flag, take());
        return true;
      case '--seed':
        options.seed = positiveInt(flag, take());
        return true;
      default:
        return browserBenchFlag(options, flag, take);
    }
  });
  return options;
}
