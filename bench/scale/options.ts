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
  /** Where each measurement's browser keeps what it caches between visits. */
  profile: ProfileKind;
}

export const PROFILE_KINDS = ['disk', 'incognito'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

export const USAGE = `Usage: npm run bench:scale -- [options]

  --scale N[,N...]   journal sizes to measure, in decisions (default 0,2000,10000)
  --runs N           runs; each measures every size once, in an order rotated
                     from run to run (default 3)
  --reloads N        reloads per measurement, each timed; their median is the
                     measurement's reload figures (default 3: one reload is at
                     the mercy of whatever the machine does in that second)
  --profile KIND     disk (default): each measurement in a new browser profile on
                     disk, as a returning investor's browser keeps compiled code
                     and caches from one visit to the next; incognito: a new
                     incognito context, which keeps none of them
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
    profile: 'disk',
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
      case '--profile': {
        const kind = take();
        if (!PROFILE_KINDS.includes(kind as ProfileKind))
          throw new Error(`--profile takes ${PROFILE_KINDS.join(' or ')}, got "${kind}"`);
        options.profile = kind as ProfileKind;
        return true;
      }
      case '--seed':
        options.seed = positiveInt(flag, take());
        return true;
      default:
        return browserBenchFlag(options, flag, take);
    }
  });
  return options;
}
