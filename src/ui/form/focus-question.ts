/** Bringing one question into view and putting the keyboard on its control. */

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the question into view and focuses its control (for a radio group,
 * the checked option, which is where Tab would land). Returns false when the
 * question is not rendered inside `container`.
 */
export function focusQuestionIn(container: HTMLElement | null, questionId: string): boolean {
  const field = container?.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(questionId)}"]`);
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const control =
    field.querySelector<HTMLElement>('input[type="radio"][data-control]:checked') ??
    field.querySelector<HTMLElement>('[data-control]');
  control?.focus({ preventScroll: true });
  return true;
}
