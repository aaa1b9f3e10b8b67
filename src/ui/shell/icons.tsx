/** Inline icons for the top bar (decorative; their buttons carry the accessible names). */
const base = { viewBox: '0 0 20 20', fill: 'currentColor', className: 'size-4' } as const;

export function SunIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M10 2a.75.75 0 0 1 .75.75v1.5a.75.75 0 0 1-1.5 0v-1.5A.75.75 0 0 1 10 2Zm0 13a.75.75 0 0 1 .75.75v1.5a.75.75 0 0 1-1.5 0v-1.5A.75.75 0 0 1 10 15Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.66-2.66a.75.75 0 0 1 0 1.06l-1.06 1.06a.75.75 0 1 1-1.06-1.06l1.06-1.06a.75.75 0 0 1 1.06 0Zm-9.19 9.19a.75.75 0 0 1 0 1.06l-1.06 1.06a.75.75 0 0 1-1.06-1.06l1.06-1.06a.75.75 0 0 1 1.06 0ZM18 10a.75.75 0 0 1-.75.75h-1.5a.75.75 0 0 1 0-1.5h1.5A.75.75 0 0 1 18 10ZM5 10a.75.75 0 0 1-.75.75h-1.5a.75.75 0 0 1 0-1.5h1.5A.75.75 0 0 1 5 10Zm10.66 5.66a.75.75 0 0 1-1.06 0l-1.06-1.06a.75.75 0 0 1 1.06-1.06l1.06 1.06a.75.75 0 0 1 0 1.06ZM6.47 6.47a.75.75 0 0 1-1.06 0L4.34 5.4A.75.75 0 0 1 5.4 4.34l1.06 1.06a.75.75 0 0 1 0 1.06Z" />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M7.46 2.2a.75.75 0 0 1 .15.82 6 6 0 0 0 7.37 8.07.75.75 0 0 1 .97.97A7.5 7.5 0 1 1 6.64 2.05a.75.75 0 0 1 .82.15Z" />
    </svg>
  );
}

export function MonitorIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M3.5 3A1.5 1.5 0 0 0 2 4.5v8A1.5 1.5 0 0 0 3.5 14H8v1.5H6a.75.75 0 0 0 0 1.5h8a.75.75 0 0 0 0-1.5h-2V14h4.5a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 16.5 3h-13Zm0 1.5h13v8h-13v-8Z" />
    </svg>
  );
}

export function LogoIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 text-sky-600 dark:text-sky-400" fill="none">
      <rect x="2" y="2" width="20" height="20" rx="5" className="fill-current" />
      <path d="m6.5 12.5 3.5 3.5 7.5-8" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
