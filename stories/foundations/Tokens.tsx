/**
 * The design tokens the app's Tailwind theme gives and the components use,
 * drawn for the Foundations docs page (stories/foundations/Foundations.mdx).
 * Class names are written out in full so Tailwind generates them.
 */
import enShell from '../../src/i18n/locales/en/shell.json';
import zhShell from '../../src/i18n/locales/zh/shell.json';

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

/** Each palette the components use, with its role. Classes spelled out for Tailwind's scanner. */
export const PALETTES: { name: string; role: string; swatches: string[] }[] = [
  {
    name: 'slate',
    role: 'Neutrals: page, surfaces, borders, body and secondary text (both themes).',
    swatches: [
      'bg-slate-50',
      'bg-slate-100',
      'bg-slate-200',
      'bg-slate-300',
      'bg-slate-400',
      'bg-slate-500',
      'bg-slate-600',
      'bg-slate-700',
      'bg-slate-800',
      'bg-slate-900',
      'bg-slate-950',
    ],
  },
  {
    name: 'sky',
    role: 'Primary actions, links, focus rings, current step, the blue score band, info messages.',
    swatches: [
      'bg-sky-50',
      'bg-sky-100',
      'bg-sky-200',
      'bg-sky-300',
      'bg-sky-400',
      'bg-sky-500',
      'bg-sky-600',
      'bg-sky-700',
      'bg-sky-800',
      'bg-sky-900',
      'bg-sky-950',
    ],
  },
  {
    name: 'emerald',
    role: 'Success, completed decisions, done steps, the green score band.',
    swatches: [
      'bg-emerald-50',
      'bg-emerald-100',
      'bg-emerald-200',
      'bg-emerald-300',
      'bg-emerald-400',
      'bg-emerald-500',
      'bg-emerald-600',
      'bg-emerald-700',
      'bg-emerald-800',
      'bg-emerald-900',
      'bg-emerald-950',
    ],
  },
  {
    name: 'amber',
    role: 'Warnings, drafts, in-progress decisions, the yellow score band.',
    swatches: [
      'bg-amber-50',
      'bg-amber-100',
      'bg-amber-200',
      'bg-amber-300',
      'bg-amber-400',
      'bg-amber-500',
      'bg-amber-600',
      'bg-amber-700',
      'bg-amber-800',
      'bg-amber-900',
      'bg-amber-950',
    ],
  },
  {
    name: 'rose',
    role: 'Errors, required marks, destructive actions, the red score band.',
    swatches: [
      'bg-rose-50',
      'bg-rose-100',
      'bg-rose-200',
      'bg-rose-300',
      'bg-rose-400',
      'bg-rose-500',
      'bg-rose-600',
      'bg-rose-700',
      'bg-rose-800',
      'bg-rose-900',
      'bg-rose-950',
    ],
  },
];

export function ColourTokens() {
  return (
    <div className="space-y-4">
      {PALETTES.map((palette) => (
        <div key={palette.name}>
          <p className="text-sm">
            <code>{palette.name}</code> — {palette.role}
          </p>
          <div className="mt-1 grid grid-cols-11 gap-1">
            {palette.swatches.map((swatch, index) => (
              <div key={swatch} className="text-center text-xs">
                <div className={`h-10 rounded-md ring-1 ring-slate-900/10 ring-inset ${swatch}`} />
                <span className="tabular-nums">{STEPS[index]}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

const TYPE_SCALE: [string, string][] = [
  ['text-xs', '12 px / 16 px — help text, weights, captions'],
  ['text-sm', '14 px / 20 px — body text of every component (the default)'],
  ['text-base', '16 px / 24 px — card and section headings; form inputs on phones (no zoom on focus)'],
  ['text-lg', '18 px / 28 px — dialog titles'],
  ['text-xl', '20 px / 28 px — the risk type on phones'],
  ['text-2xl', '24 px / 32 px — scores'],
];

/** The sample line, in both languages, from the app's own string table. */
export function TypeScale() {
  return (
    <table className="w-full text-left text-sm">
      <tbody>
        {TYPE_SCALE.map(([size, use]) => (
          <tr key={size} className="border-t border-slate-200 align-baseline dark:border-slate-700">
            <td className="py-2 pr-4">
              <code>{size}</code>
            </td>
            <td className={`py-2 pr-4 ${size}`}>
              <span lang="zh-CN">{zhShell.appName}</span> · <span lang="en">{enShell.appName}</span>
            </td>
            <td className="py-2 text-xs">{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SPACING: [string, string][] = [
  ['w-1', '4 px (1): icon gaps'],
  ['w-2', '8 px (2): gaps between buttons, list rows'],
  ['w-3', '12 px (3): padding of messages and rows'],
  ['w-4', '16 px (4): card padding, section gaps'],
  ['w-5', '20 px (5): dialog padding'],
  ['w-6', '24 px (6): gaps between questions'],
  ['w-8', '32 px (8): gaps between form sections'],
];

export function SpacingScale() {
  return (
    <div className="space-y-1">
      {SPACING.map(([width, use]) => (
        <div key={width} className="flex items-center gap-3 text-sm">
          <div className={`h-4 shrink-0 bg-sky-500 ${width}`} />
          <span>{use}</span>
        </div>
      ))}
    </div>
  );
}

const RADII: [string, string][] = [
  ['rounded-sm', '2 px: glossary term focus'],
  ['rounded-md', '6 px: buttons, inputs, list rows'],
  ['rounded-lg', '8 px: messages, boxes inside dialogs'],
  ['rounded-xl', '12 px: cards and dialogs'],
  ['rounded-full', 'pills, badges, dots, bars'],
];

export function Radii() {
  return (
    <div className="flex flex-wrap gap-4">
      {RADII.map(([radius, use]) => (
        <div key={radius} className="w-36 text-xs">
          <div className={`h-16 w-16 bg-slate-200 ring-1 ring-slate-400 dark:bg-slate-700 ${radius}`} />
          <code className="mt-1 block">{radius}</code>
          <span>{use}</span>
        </div>
      ))}
    </div>
  );
}
