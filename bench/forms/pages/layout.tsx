/** The chrome around every engine's form, the same for all three: bank title, stage title, the form, Next. */
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export function StageFrame({
  title,
  stageTitle,
  stage,
  stages,
  onNext,
  children,
}: {
  title: string;
  stageTitle: string;
  stage: number;
  stages: number;
  /** Without it the engine draws its own Next button. */
  onNext?: () => void;
  children: ReactNode;
}) {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      {onNext && (
        <h2 style={{ fontSize: 16 }}>
          {stage + 1}/{stages} · {stageTitle}
        </h2>
      )}
      {children}
      {onNext && stage + 1 < stages && (
        <button type="button" data-bench-next onClick={onNext} style={{ marginTop: 16, padding: '8px 16px' }}>
          Next
        </button>
      )}
    </main>
  );
}

/** Renders the page into #root, in StrictMode as the app does. */
export function mount(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
